import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ActivationRequestCodec,
  EnableAlertRequestCodec,
  FrequencyRequestCodec,
  GuestAlertRequestCodec,
  NewJobFilterRequestCodec,
  ONE_CLICK_BODY,
  type GuestAlertCreatedDto,
  type JobFilterDto,
  type MailboxListDto,
} from '../../contract/alerts.ts';
import { LANGUAGE_COOKIE } from '../../core/preferences/preferenceCookies.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { UUID_PATTERN } from '../http/decodeInput.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { QueryCache } from '../listing/QueryCache.ts';
import { loadReferenceData, type ReferenceData } from '../listing/referenceData.ts';
import { resolveAuthSettings } from '../session/AuthSettings.ts';
import { normaliseEmail } from '../session/candidates.ts';
import { candidateGuard } from '../session/requireCandidate.ts';
import {
  activateAlert,
  changeFrequency,
  createFilter,
  createGuestAlert,
  deleteFilter,
  disableAlert,
  enableAlert,
  markFilterRead,
  unsubscribeAlert,
  type AlertsDeps,
  type Conflict,
} from './alertFlows.ts';
import { decodeFields, emailAddressProblem, filtersProblems, nameProblem, searchUrlProblem, sendInvalidInput, type FieldProblems } from './alertInput.ts';
import { resolveAlertSettings } from './AlertSettings.ts';
import { findMailboxMessage, listMailbox } from './mail/outbox.ts';
import type { MailLanguage } from './mail/mailText.ts';
import { countNewOffers, savedSearchQuery } from './matchingOffers.ts';
import { listFilters, toJobFilterDto, type FilterRow } from './savedFilters.ts';

const REFERENCE_TTL_MS = 60_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

type Params = { tenant: string; id?: string; candidateId?: string; code?: string };

/** 409 with the catalogue's message, or `{}` for the one case the catalogue reads as "account exists". */
function sendConflict(reply: FastifyReply, outcome: Conflict): FastifyReply {
  return reply.code(409).send(outcome.message === null ? {} : { message: outcome.message });
}

const sendLimit = (reply: FastifyReply) =>
  reply.code(422).send({ error: 'alert-limit-reached', message: 'You have as many saved filters or job alerts as you may. Delete one first.' });
const sendNotFound = (reply: FastifyReply, what = 'No such job filter.') => reply.code(404).send({ error: 'not-found', message: what });

/** The e-mail language: `?lang=`, then the visitor's language cookie, then the tenant's default. */
function mailLanguageOf(request: FastifyRequest): MailLanguage {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const chosen = query['lang'] ?? request.cookies?.[LANGUAGE_COOKIE];
  return chosen === 'pl' || chosen === 'en' ? chosen : request.tenant.defaultLanguage;
}

function merge(...all: FieldProblems[]): FieldProblems {
  return Object.assign({}, ...all) as FieldProblems;
}

/**
 * Saved filters and job alerts (core/alerts/README.md, gateway/alerts/README.md): the candidate's
 * routes behind the bearer token, the guest routes of the e-mail links, and the local mailbox.
 */
export async function alertRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    const settings = resolveAlertSettings(deps.alerts);
    const flows: AlertsDeps = { db: deps.db, settings };
    const requireCandidate = candidateGuard(deps, resolveAuthSettings(deps.auth));
    const referenceCache = new QueryCache(REFERENCE_TTL_MS, 1, () => deps.now().getTime());
    const reference = (): Promise<ReferenceData> => referenceCache.get('reference', () => loadReferenceData(deps.db));

    if (!scope.hasRequestDecorator('cookies')) await scope.register(cookie);
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({ statusCode: 429, error: 'too-many-requests', message: `Too many requests. Try again in ${context.after}.` }),
    });
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; read it as plain text.
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => done(null, body));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    /** Job alerts are a tenant feature: without the flag the routes do not exist. */
    const alertsEnabled = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.sent) return;
      if (!request.tenant.flags.jobAlerts) await sendNotFound(reply, 'Job alerts are not offered on this board.');
    };
    const guest = { preHandler: [requireTenant, alertsEnabled] };
    const candidate = { preHandler: [requireCandidate, alertsEnabled] };

    async function toDtos(rows: readonly FilterRow[]): Promise<JobFilterDto[]> {
      const data = await reference();
      const now = deps.now();
      const result: JobFilterDto[] = [];
      for (const row of rows) {
        const since = row.last_read_at ?? row.created_at;
        result.push(toJobFilterDto(row, await countNewOffers(deps.db, savedSearchQuery(data, row.tenant_id, row.filters), since, now)));
      }
      return result;
    }

    const filterId = (request: FastifyRequest): string | null => {
      const id = ((request.params as Params).id ?? '').toLowerCase();
      return UUID_PATTERN.test(id) ? id : null;
    };

    // ---- the logged-in candidate's filters and alerts ----

    scope.get('/:tenant/job-filters', candidate, async (request) => {
      return toDtos(await listFilters(deps.db, request.tenant.id, { candidateId: request.candidate.candidateId }));
    });

    scope.post('/:tenant/job-filters', candidate, async (request, reply) => {
      const decoded = decodeFields(NewJobFilterRequestCodec, request.body);
      if (!decoded.ok) return sendInvalidInput(reply, decoded.fields);
      const body = decoded.value;
      const problems = merge(
        nameProblem(body.name) === null ? {} : { name: nameProblem(body.name) ?? 'invalid' },
        searchUrlProblem(body.searchUrl) === null ? {} : { searchUrl: searchUrlProblem(body.searchUrl) ?? 'invalid' },
        filtersProblems(body.filters),
      );
      if (Object.keys(problems).length > 0) return sendInvalidInput(reply, problems);
      const input = { searchUrl: body.searchUrl.trim(), name: body.name.trim(), filters: body.filters };
      const outcome = await createFilter(flows, request.tenant.id, request.candidate.candidateId, input, deps.now());
      if (outcome.kind === 'conflict') return sendConflict(reply, outcome);
      if (outcome.kind === 'limit') return sendLimit(reply);
      return reply.code(201).send(toJobFilterDto(outcome.filter, 0));
    });

    scope.delete('/:tenant/job-filters/:id', candidate, async (request, reply) => {
      const id = filterId(request);
      const outcome = id === null ? null : await deleteFilter(flows, request.tenant.id, request.candidate.candidateId, id);
      return outcome?.kind === 'deleted' ? reply.code(204).send() : sendNotFound(reply);
    });

    scope.post('/:tenant/job-filters/:id/read-filtered-offers', candidate, async (request, reply) => {
      const id = filterId(request);
      const outcome = id === null ? null : await markFilterRead(flows, request.tenant.id, request.candidate.candidateId, id, deps.now());
      return outcome?.kind === 'read' ? reply.code(204).send() : sendNotFound(reply);
    });

    scope.post('/:tenant/job-alerts', candidate, async (request, reply) => {
      const decoded = decodeFields(EnableAlertRequestCodec, request.body);
      if (!decoded.ok) return sendInvalidInput(reply, decoded.fields);
      const body = decoded.value;
      const problem = nameProblem(body.name);
      if (problem !== null) return sendInvalidInput(reply, { name: problem });
      const id = body.jobFilterId.trim().toLowerCase();
      if (!UUID_PATTERN.test(id)) return sendNotFound(reply);
      const input = { jobFilterId: id, frequency: body.frequency, name: body.name.trim(), language: mailLanguageOf(request) };
      const outcome = await enableAlert(flows, request.tenant.id, request.candidate.candidateId, input, deps.now());
      if (outcome.kind === 'not-found') return sendNotFound(reply);
      if (outcome.kind === 'conflict') return sendConflict(reply, outcome);
      if (outcome.kind === 'limit') return sendLimit(reply);
      const [dto] = await toDtos([outcome.filter]);
      return reply.code(201).send(dto);
    });

    scope.delete('/:tenant/job-filters/:id/job-alert', candidate, async (request, reply) => {
      const id = filterId(request);
      const outcome = id === null ? null : await disableAlert(flows, request.tenant.id, request.candidate.candidateId, id);
      return outcome?.kind === 'disabled' ? reply.code(204).send() : sendNotFound(reply);
    });

    scope.patch('/:tenant/job-filters/:id/job-alert/frequency', candidate, async (request, reply) => {
      const decoded = decodeFields(FrequencyRequestCodec, request.body);
      if (!decoded.ok) return sendInvalidInput(reply, decoded.fields);
      const id = filterId(request);
      const outcome = id === null ? null : await changeFrequency(flows, request.tenant.id, request.candidate.candidateId, id, decoded.value.frequency, deps.now());
      return outcome?.kind === 'changed' ? reply.code(204).send() : sendNotFound(reply, 'No such job filter, or it has no job alert.');
    });

    // ---- guests: create, and the e-mail links ----

    const guestLimit = {
      preHandler: [requireTenant, alertsEnabled],
      config: {
        rateLimit: {
          max: settings.guestRateLimit.max,
          timeWindow: settings.guestRateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => `${(request.params as Params).tenant}|${request.ip}`,
        },
      },
    };

    scope.post('/:tenant/guests/job-alerts', guestLimit, async (request, reply) => {
      const decoded = decodeFields(GuestAlertRequestCodec, request.body);
      const raw = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      // Field rules run even when the shape failed, so one answer names every problem.
      const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : null);
      const ruleProblems: FieldProblems = {};
      const email = text('email');
      const name = text('name');
      const searchUrl = text('searchUrl');
      if (email !== null && emailAddressProblem(email) !== null) ruleProblems['email'] = emailAddressProblem(email) ?? 'invalid';
      if (name !== null && nameProblem(name) !== null) ruleProblems['name'] = nameProblem(name) ?? 'invalid';
      if (searchUrl !== null && searchUrlProblem(searchUrl) !== null) ruleProblems['searchUrl'] = searchUrlProblem(searchUrl) ?? 'invalid';
      const problems = merge(ruleProblems, decoded.ok ? filtersProblems(decoded.value.filters) : decoded.fields, ruleProblems);
      if (!decoded.ok || Object.keys(problems).length > 0) return sendInvalidInput(reply, problems);
      const body = decoded.value;
      const outcome = await createGuestAlert(
        flows,
        request.tenant.id,
        {
          email: normaliseEmail(body.email),
          frequency: body.frequency,
          name: body.name.trim(),
          filters: body.filters,
          createCandidate: body.createCandidate,
          marketingAgreement: body.marketingAgreement,
          searchUrl: body.searchUrl.trim(),
          language: mailLanguageOf(request),
        },
        deps.now(),
      );
      if (outcome.kind === 'conflict') return sendConflict(reply, outcome);
      if (outcome.kind === 'limit') return sendLimit(reply);
      request.log.info({ event: 'guest-alert-created', tenant: request.tenant.id, jobFilter: outcome.jobFilterId });
      const created: GuestAlertCreatedDto = { jobFilterId: outcome.jobFilterId };
      return reply.code(201).send(created);
    });

    scope.put('/:tenant/guests/job-alerts/activation', guest, async (request, reply) => {
      const decoded = decodeFields(ActivationRequestCodec, request.body);
      if (!decoded.ok) return sendInvalidInput(reply, decoded.fields);
      const code = decoded.value.code.trim();
      const jobFilterId = decoded.value.jobFilterId.trim().toLowerCase();
      const blank = merge(code === '' ? { code: 'required' } : {}, jobFilterId === '' ? { jobFilterId: 'required' } : {});
      if (Object.keys(blank).length > 0) return sendInvalidInput(reply, blank);
      const outcome = UUID_PATTERN.test(jobFilterId)
        ? await activateAlert(flows, request.tenant.id, code, jobFilterId, deps.now())
        : ({ kind: 'conflict', message: 'The activation link is wrong, expired or already used.' } as const);
      if (outcome.kind === 'conflict') return sendConflict(reply, outcome);
      request.log.info({ event: 'alert-activated', tenant: request.tenant.id, jobFilter: jobFilterId });
      return reply.code(204).send();
    });

    scope.delete('/:tenant/guests/job-alerts/:candidateId/:code', guest, async (request, reply) => {
      const { candidateId = '', code = '' } = request.params as Params;
      const outcome = await unsubscribeAlert(flows, request.tenant.id, candidateId.trim(), code.trim(), deps.now());
      if (outcome.kind !== 'unsubscribed') return sendNotFound(reply, 'This unsubscribe link is wrong or was already used.');
      request.log.info({ event: 'alert-unsubscribed', tenant: request.tenant.id });
      return reply.code(204).send();
    });

    // RFC 8058 one-click: the List-Unsubscribe target. Repeating it (mail clients retry) is still 200.
    scope.post('/:tenant/guests/job-alerts/one-click/:candidateId/:code', guest, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      if (!body.includes(ONE_CLICK_BODY) && !/name="List-Unsubscribe"\s+One-Click/i.test(body)) {
        return reply.code(400).send({ error: 'bad-request', message: `POST the body ${ONE_CLICK_BODY}.` });
      }
      const { candidateId = '', code = '' } = request.params as Params;
      const outcome = await unsubscribeAlert(flows, request.tenant.id, candidateId.trim(), code.trim(), deps.now());
      if (outcome.kind === 'not-found') return sendNotFound(reply, 'This unsubscribe link is wrong.');
      return reply.code(200).send({ unsubscribed: true });
    });

    // ---- the local mailbox: only without SMTP, only to this machine ----

    const mailboxOpen = async (request: FastifyRequest, reply: FastifyReply) => {
      await requireTenant(request, reply);
      if (reply.sent) return;
      if (settings.smtp || !LOOPBACK.has(request.ip)) await sendNotFound(reply, 'The local mailbox is off: e-mail goes out by SMTP, or you are not on this machine.');
    };

    scope.get('/:tenant/dev/mailbox', { preHandler: mailboxOpen }, async (request) => {
      const to = (request.query as Record<string, unknown>)['to'];
      const body: MailboxListDto = { items: await listMailbox(deps.db, request.tenant.id, typeof to === 'string' && to.trim() !== '' ? normaliseEmail(to) : null) };
      return body;
    });

    scope.get('/:tenant/dev/mailbox/:id', { preHandler: mailboxOpen }, async (request, reply) => {
      const id = filterId(request);
      const message = id === null ? undefined : await findMailboxMessage(deps.db, request.tenant.id, id);
      return message ?? sendNotFound(reply, 'No such message.');
    });
  });
}
