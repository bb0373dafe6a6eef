import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '../../../core/preferences/preferenceCookies.ts';
import type { FieldProblems } from '../alertInput.ts';
import type { Conflict } from '../flows/alertOutcomes.ts';
import type { MailLanguage } from '../mail/mailText.ts';

/** The alert routes' shared answers and request readers. */

/** 409 with the catalogue's message, or `{}` for the one case the catalogue reads as "account exists". */
export function sendConflict(reply: FastifyReply, outcome: Conflict): FastifyReply {
  return reply.code(409).send(outcome.message === null ? {} : { message: outcome.message });
}

export const sendLimit = (reply: FastifyReply) =>
  reply.code(422).send({ error: 'alert-limit-reached', message: 'You have as many saved filters or job alerts as you may. Delete one first.' });

export const sendNotFound = (reply: FastifyReply, what = 'No such job filter.') => reply.code(404).send({ error: 'not-found', message: what });

/** The e-mail language: `?lang=`, then the visitor's language cookie, then the tenant's default. */
export function mailLanguageOf(request: FastifyRequest): MailLanguage {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const chosen = query['lang'] ?? request.cookies?.[LANGUAGE_COOKIE];
  return chosen === 'pl' || chosen === 'en' ? chosen : request.tenant.defaultLanguage;
}

export function mergeProblems(...all: FieldProblems[]): FieldProblems {
  return Object.assign({}, ...all) as FieldProblems;
}
