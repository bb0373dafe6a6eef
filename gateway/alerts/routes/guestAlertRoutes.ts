import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ActivationRequestCodec, GuestAlertRequestCodec, ONE_CLICK_BODY, type GuestAlertCreatedDto } from '../../../contract/alerts.ts';
import { UUID_PATTERN } from '../../http/decodeInput.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { normaliseEmail } from '../../session/candidates.ts';
import { decodeFields, filtersProblems, guestFieldProblems, sendInvalidInput } from '../alertInput.ts';
import { activateAlert, createGuestAlert, unsubscribeAlert } from '../flows/guestAlertFlows.ts';
import { mailLanguageOf, mergeProblems, sendConflict, sendLimit, sendNotFound } from './alertReplies.ts';
import type { AlertScope } from './alertScope.ts';

type Params = { tenant: string; candidateId?: string; code?: string };

/** Guests: create an alert (rate-limited), and the links of its e-mails (activate, unsubscribe, one-click). */
export function guestAlertRoutes(scope: FastifyInstance, alerts: AlertScope): void {
  const { deps, flows, settings } = alerts;
  const guest = { preHandler: [requireTenant, alerts.alertsEnabled] };
  const guestLimit = {
    preHandler: [requireTenant, alerts.alertsEnabled],
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
    // Field rules run even when the shape failed, so one answer names every problem.
    const ruleProblems = guestFieldProblems(request.body);
    const problems = mergeProblems(ruleProblems, decoded.ok ? filtersProblems(decoded.value.filters) : decoded.fields, ruleProblems);
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
    const blank = mergeProblems(code === '' ? { code: 'required' } : {}, jobFilterId === '' ? { jobFilterId: 'required' } : {});
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
}
