import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import { LOOKALIKES_MAX as MAX_LOOKALIKES, type ActiveSlugCodec } from '../../../contract/listing.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { toOfferDetail, toOfferListItem } from '../offerDto.ts';
import { currencyValue, OFFER_KEY_PATTERN, type RawQuery } from '../offerQuery.ts';
import { lookalikes } from '../queries/lookalikes.ts';
import { findOffer, offerExists } from '../queries/offerPage.ts';
import { notFound, userPanel, type ListingScope } from './listingScope.ts';

/** The offer page: the offer, whether its slug is live and offers like it (its company's box: gateway/companies/). */
export function offerRoutes(app: FastifyInstance, listing: ListingScope): void {
  const { db, languageOf } = listing;
  const scoped = { preHandler: requireTenant };

  app.get(`${userPanel}/offers/active-slug/:slug`, scoped, async (request): Promise<t.TypeOf<typeof ActiveSlugCodec>> => {
    const slug = (request.params as { slug: string }).slug;
    const known = OFFER_KEY_PATTERN.test(slug);
    return { slug: known ? slug : '', active: known && (await offerExists(db, request.tenant.id, slug)) };
  });

  app.get(`${userPanel}/offer-lookalikes/:slug`, scoped, async (request, reply) => {
    const slug = (request.params as { slug: string }).slug;
    const rows = OFFER_KEY_PATTERN.test(slug) ? await lookalikes(db, request.tenant.id, slug, MAX_LOOKALIKES) : undefined;
    if (!rows) return notFound(reply, 'No such offer.');
    const currency = currencyValue(request.query as RawQuery);
    const lang = languageOf(request);
    return rows.map((row) => toOfferListItem(row, currency, lang));
  });

  app.get('/:tenant/job-advertisements/:idOrSlug', scoped, async (request, reply) => {
    const idOrSlug = (request.params as { idOrSlug: string }).idOrSlug;
    const row = OFFER_KEY_PATTERN.test(idOrSlug) ? await findOffer(db, request.tenant.id, idOrSlug) : undefined;
    if (!row) return notFound(reply, 'No such offer.');
    return toOfferDetail(row, currencyValue(request.query as RawQuery), languageOf(request), listing.now());
  });
}
