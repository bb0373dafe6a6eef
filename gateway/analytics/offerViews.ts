import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OfferViewCodec } from '../../contract/listing.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { FixedWindowLimiter } from '../http/FixedWindowLimiter.ts';
import { findTenant } from '../http/tenantScope.ts';

/** How far the page's `visitedAt` may be from our clock: a view is reported as it happens. */
export const VIEW_CLOCK_SKEW_MS = 60_000;
/** Views one client may report a minute: a person opens a few offers a minute, a script thousands. */
export const VIEWS_PER_MINUTE = 60;
const SLUG_MAX = 300;
const DAY_MS = 86_400_000;

/**
 * A visitor, as a keyed hash of the client's address and browser: one person's views of one offer
 * on one day count once, and no address is stored. The key is the process's token key, so the
 * value means nothing outside the database.
 */
function visitorOf(request: FastifyRequest, key: Uint8Array): string {
  const agent = String(request.headers['user-agent'] ?? '').slice(0, 512);
  return createHmac('sha256', key).update(`${request.ip}\u0000${agent}`).digest('base64url').slice(0, 32);
}

/**
 * POST /v1/views: one view of an offer page, the raw material of the popular ranking. Counted once
 * per visitor, offer and UTC day; an offer the brand does not publish is 404; `visitedAt` must be
 * within a minute of now (stored as our time); 60 a minute per client, then 429.
 */
export function offerViewRecorder(deps: Pick<GatewayDeps, 'db' | 'now' | 'auth'>) {
  const limiter = new FixedWindowLimiter(() => deps.now().getTime());
  const key = deps.auth?.secret ?? new TextEncoder().encode('offer views without a configured key');
  let sweptAt = 0;
  return async function recordOfferView(request: FastifyRequest, reply: FastifyReply, tenantId: string | null): Promise<FastifyReply> {
    const wait = limiter.take(request.ip, { max: VIEWS_PER_MINUTE, windowMs: 60_000 });
    if (wait !== null) {
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send({ error: 'too-many-requests', message: `Too many views. Try again in ${wait} seconds.` });
    }
    const view = decodeInput(OfferViewCodec, request.body);
    if (!view) return sendBadRequest(reply, 'Expected {brand, offerSlug, visitedAt}.');
    if (!findTenant(view.brand) || (tenantId !== null && view.brand !== tenantId)) return sendBadRequest(reply, 'Unknown brand.');
    const offerSlug = view.offerSlug.trim();
    if (offerSlug === '' || offerSlug.length > SLUG_MAX) return sendBadRequest(reply, `offerSlug must be 1 to ${SLUG_MAX} characters.`);
    const now = deps.now();
    const visitedAt = new Date(view.visitedAt);
    if (Number.isNaN(visitedAt.getTime()) || Math.abs(visitedAt.getTime() - now.getTime()) > VIEW_CLOCK_SKEW_MS) {
      return sendBadRequest(reply, 'visitedAt must be an ISO 8601 time within a minute of now.');
    }
    const offer = await deps.db
      .selectFrom('offers')
      .select('id')
      .where('tenant_id', '=', view.brand)
      .where('slug', '=', offerSlug)
      .executeTakeFirst();
    if (!offer) return reply.code(404).send({ error: 'not-found', message: 'No such offer.' });
    const day = now.toISOString().slice(0, 10);
    await sql`
      with fresh as (
        insert into offer_view_visitors (brand, offer_slug, visitor, day)
        values (${view.brand}, ${offerSlug}, ${visitorOf(request, key)}, ${day}::date)
        on conflict do nothing
        returning brand, offer_slug
      )
      insert into offer_views (brand, offer_slug, visited_at)
      select brand, offer_slug, ${now}::timestamptz from fresh`.execute(deps.db);
    // Yesterday's rows still dedupe a view just after midnight; older ones only take room (swept hourly).
    if (now.getTime() - sweptAt >= 3_600_000) {
      sweptAt = now.getTime();
      await deps.db
        .deleteFrom('offer_view_visitors')
        .where('day', '<', new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10))
        .execute();
    }
    return reply.code(204).send();
  };
}
