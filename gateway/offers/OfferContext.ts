import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OfferPublicationDto } from '../../contract/offerLifecycle.ts';
import type { EmployerGuards } from '../employer/requireEmployer.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import type { ReferenceData } from '../listing/referenceData.ts';
import type { Transaction } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import { claimOffer, findOffer, lockOffer, tokenOpens, type OfferRow } from './draft/offerDrafts.ts';
import { iso } from '../db/iso.ts';

/** What every offer route is given: the gateway's deps, the employer guards, the cached reference data and the change announcer. */
export interface OfferContext {
  readonly deps: GatewayDeps;
  readonly guards: EmployerGuards;
  readonly reference: () => Promise<ReferenceData>;
  /** After a committed write that changes what search shows. */
  readonly announce: (tenantId: string) => Promise<void>;
}

export const OFFER_NOT_FOUND = { error: 'not-found', message: 'No such offer.' } as const;

/**
 * An expected refusal inside a transaction: thrown to roll it back, then answered as it is.
 * Anything else thrown is a bug, and stays one.
 */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 410 | 422,
    readonly body: { readonly error: string; readonly message: string; readonly [key: string]: unknown },
  ) {
    super(body.message);
  }
}

export function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.code(refusal.status).send(refusal.body);
}

/** Runs a step that may refuse: its answer, or the refusal's. */
export async function answerOrRefuse<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Refusal) return sendRefusal(reply, error);
    throw error;
  }
}

/**
 * Runs `step` in one transaction on the offer's row, locked (404 when it is gone): a refusal it
 * throws rolls the transaction back and is answered as it is.
 */
export function withLockedOffer<T>(
  context: OfferContext,
  reply: FastifyReply,
  offerId: string,
  step: (trx: Transaction<Schema>, locked: OfferRow) => Promise<T>,
): Promise<T | FastifyReply> {
  return answerOrRefuse(reply, () =>
    context.deps.db.transaction().execute(async (trx) => {
      const locked = await lockOffer(trx, offerId);
      if (!locked) throw new Refusal(404, OFFER_NOT_FOUND);
      return step(trx, locked);
    }),
  );
}

/**
 * The offer a request may act on, or undefined (answered 404, the same for "no such offer" and "not
 * yours"): an employer of the company it belongs to, or whoever holds its edit token. A guest's draft
 * opened with its token by a logged-in employer becomes that employer's company's.
 */
export async function openOffer(context: OfferContext, request: FastifyRequest, slug: string, token: unknown): Promise<OfferRow | undefined> {
  const { db, now } = context.deps;
  const offer = await findOffer(db, request.tenant.id, slug);
  if (!offer) return undefined;
  const employer = request.employer;
  if (employer && offer.company_id === employer.companyId) return offer;
  if (!tokenOpens(offer, typeof token === 'string' ? token : null)) return undefined;
  if (employer && offer.company_id === null) {
    await claimOffer(db, offer.id, employer.companyId, employer.userId, now());
    return { ...offer, company_id: employer.companyId, created_by: employer.userId };
  }
  return offer;
}

export function toPublicationDto(offer: OfferRow): OfferPublicationDto {
  return {
    id: offer.id,
    slug: offer.slug,
    status: offer.status,
    published_at: iso(offer.published_at),
    expires_at: iso(offer.expires_at),
    finished_at: iso(offer.finished_at),
  };
}

/** `?token=` or a body's `token`. */
export const queryToken = (request: FastifyRequest): unknown => (request.query as Record<string, unknown>)['token'];
export const bodyToken = (request: FastifyRequest): unknown =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>)['token'] : undefined;
export const slugParam = (request: FastifyRequest): string => (request.params as { slug?: string }).slug ?? '';
