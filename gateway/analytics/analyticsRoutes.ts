import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_EVENT_PAGE } from '../../core/analytics/AnalyticsEvent.ts';
import { TrackedEventCodec } from '../../contract/analytics.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { perRouteRateLimits } from '../http/scopeRules.ts';

/** Events one client may send a minute per tenant: far above what a person clicks, well below a flood. */
export const EVENTS_PER_MINUTE = 120;
const DAY_MS = 86_400_000;
const SESSION_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * POST /api/{tenant}/v1/events: the pages' analytics events (sent only with consent to performance
 * cookies, core/analytics/TrackEvent.ts), kept in `analytics_events`. 204, 400 with a readable
 * message, 429 past the limit. Only known event names and their properties are stored (the codec
 * is exact), a page is a path on this site, and the time is the page's within a day of ours.
 */
export async function analyticsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    await perRouteRateLimits(scope, 'events');
    const limited = {
      preHandler: requireTenant,
      bodyLimit: 4096,
      config: {
        rateLimit: {
          max: EVENTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `${(request.params as { tenant?: string }).tenant ?? ''}|${request.ip}`,
        },
      },
    };
    scope.post('/:tenant/v1/events', limited, async (request, reply) => {
      const event = decodeInput(TrackedEventCodec, request.body);
      if (!event) return sendBadRequest(reply, 'Expected {name: "quick-switch", properties: {switch, on}, page, at, sessionId, utm}.');
      const now = deps.now();
      const occurredAt = new Date(event.at);
      if (Number.isNaN(occurredAt.getTime()) || Math.abs(occurredAt.getTime() - now.getTime()) > DAY_MS)
        return sendBadRequest(reply, 'at must be an ISO 8601 time within a day of now.');
      if (!event.page.startsWith('/') || event.page.startsWith('//') || event.page.length > MAX_EVENT_PAGE)
        return sendBadRequest(reply, `page must be a path on this site, at most ${MAX_EVENT_PAGE} characters.`);
      if (event.sessionId !== null && !SESSION_ID.test(event.sessionId)) return sendBadRequest(reply, 'sessionId is not an id.');
      const utm = Object.fromEntries(Object.entries(event.utm).map(([key, value]) => [key, String(value).slice(0, 200)]));
      await deps.db
        .insertInto('analytics_events')
        .values({
          tenant_id: request.tenant.id,
          name: event.name,
          properties: JSON.stringify(event.properties),
          page: event.page,
          session_id: event.sessionId,
          utm: JSON.stringify(utm),
          occurred_at: occurredAt,
          received_at: now,
        })
        .execute();
      return reply.code(204).send();
    });
  });
}
