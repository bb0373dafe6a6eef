import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import type { ClusterListCodec, MarkerListCodec } from '../../../contract/listing.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { parseBoundingBox, type RawQuery } from '../offerQuery.ts';
import { clusterByCity, markersIn } from '../queries/offerMap.ts';
import { userPanel, type ListingScope } from './listingScope.ts';

/** The offers map: matching offers grouped by city, and single offers when zoomed in. */
export function mapRoutes(app: FastifyInstance, listing: ListingScope): void {
  const { db, cached, reference, filtersOf } = listing;
  const scoped = { preHandler: requireTenant };

  app.get(`${userPanel}/offers/clusters`, scoped, async (request): Promise<t.TypeOf<typeof ClusterListCodec>> => {
    const tenantId = request.tenant.id;
    const filters = await filtersOf(request);
    const box = parseBoundingBox(request.query as RawQuery);
    const groups = await cached('clusters', tenantId, [filters, box], () => clusterByCity(db, tenantId, filters, box));
    const ref = await reference();
    const lang = listing.languageOf(request);
    return groups.flatMap((group) => {
      const city = ref.cityBySlug.get(group.citySlug);
      if (!city) return [];
      const main = group.mainCategoryId === null ? undefined : ref.categoryById.get(group.mainCategoryId);
      return [
        {
          id: city.slug,
          count: group.count,
          region: lang === 'pl' ? city.label_pl : city.label_en,
          longitude: city.longitude,
          latitude: city.latitude,
          categoryId: main?.id ?? null,
          categoryKey: main?.slug ?? null,
          geoJson: { type: 'Point', coordinates: [city.longitude, city.latitude] },
        },
      ];
    });
  });

  app.get(`${userPanel}/offers/markers`, scoped, async (request): Promise<t.TypeOf<typeof MarkerListCodec>> => {
    const filters = await filtersOf(request);
    const rows = await markersIn(db, request.tenant.id, filters, parseBoundingBox(request.query as RawQuery));
    return rows.map((row) => ({ slug: row.slug, title: row.title, companyName: row.company_name, latitude: row.latitude, longitude: row.longitude }));
  });
}
