import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OfferViewCodec } from '../../../contract/listing.ts';
import { decodeInput, sendBadRequest } from '../../http/decodeInput.ts';
import { findTenant, requireTenant } from '../../http/tenantScope.ts';
import { cleanText } from '../offerQuery.ts';
import { recordView } from '../queries/offerViews.ts';
import type { ListingScope } from './listingScope.ts';

/** POST /v1/views, under /:tenant and without it: the raw material of the popular ranking. */
export function viewRoutes(app: FastifyInstance, listing: ListingScope): void {
  /** The body names the brand; under /:tenant it must be that tenant. */
  const views = async (request: FastifyRequest, reply: FastifyReply, tenantId: string | null) => {
    const view = decodeInput(OfferViewCodec, request.body);
    if (!view) return sendBadRequest(reply, 'Expected {brand, offerSlug, visitedAt}.');
    const visitedAt = new Date(view.visitedAt);
    const offerSlug = cleanText(view.offerSlug);
    if (!findTenant(view.brand) || (tenantId !== null && view.brand !== tenantId)) return sendBadRequest(reply, 'Unknown brand.');
    if (offerSlug === '' || offerSlug.length > 300) return sendBadRequest(reply, 'offerSlug must be 1 to 300 characters.');
    if (Number.isNaN(visitedAt.getTime()) || visitedAt.getFullYear() < 2000 || visitedAt.getTime() > listing.now().getTime() + 86_400_000) {
      return sendBadRequest(reply, 'visitedAt must be an ISO 8601 date, not in the future.');
    }
    await recordView(listing.db, { brand: view.brand, offerSlug, visitedAt });
    return reply.code(204).send();
  };
  app.post('/:tenant/v1/views', { preHandler: requireTenant }, async (request, reply) => views(request, reply, request.tenant.id));
  app.post('/v1/views', async (request, reply) => views(request, reply, null));
}
