import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as t from 'io-ts';
import type { CategoryCountsCodec } from '../../../contract/listing.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { resolveFilters } from '../offerConditions.ts';
import { noFilters } from '../offerQuery.ts';
import { countByCategory } from '../queries/offerSearch.ts';
import { mainCategoryOf } from '../referenceData.ts';
import { notFound, userPanel, type ListingScope } from './listingScope.ts';

/** The live counts: matching offers, offers on every board, and matching offers per category. */
export function countRoutes(app: FastifyInstance, listing: ListingScope): void {
  const { db, cached, count, reference, filtersOf } = listing;
  const scoped = { preHandler: requireTenant };

  app.get(`${userPanel}/offers/count`, scoped, async (request) => ({ count: await count(request.tenant.id, await filtersOf(request)) }));

  app.get(`${userPanel}/offers/all-boards/count`, scoped, async () => ({
    count: await count(null, resolveFilters(noFilters, await reference(), '')),
  }));

  /** Category counts ignore the category filter itself: the chips show what choosing each would give. */
  const categoryCounts = async (request: FastifyRequest): Promise<t.TypeOf<typeof CategoryCountsCodec>> => {
    const tenantId = request.tenant.id;
    const filters = { ...(await filtersOf(request)), categoryIds: [] };
    const own = await cached('categories', tenantId, filters, () => countByCategory(db, tenantId, filters));
    const ref = await reference();
    const totals = new Map<number, number>();
    for (const { categoryId, count: n } of own) {
      totals.set(categoryId, (totals.get(categoryId) ?? 0) + n);
      const main = mainCategoryOf(ref, categoryId);
      if (main && main.id !== categoryId) totals.set(main.id, (totals.get(main.id) ?? 0) + n);
    }
    return ref.categories
      .filter((category) => category.tenant_id === tenantId)
      .map((category) => ({ categoryId: category.id, count: totals.get(category.id) ?? 0 }));
  };

  app.get(`${userPanel}/offers/count/categories`, scoped, async (request) => categoryCounts(request));

  app.get(`${userPanel}/offers/count/categories/:categoryId`, scoped, async (request, reply) => {
    const id = Number((request.params as { categoryId: string }).categoryId);
    const ref = await reference();
    const category = Number.isSafeInteger(id) ? ref.categoryById.get(id) : undefined;
    if (!category || category.tenant_id !== request.tenant.id) return notFound(reply, 'No such category.');
    const counts = await categoryCounts(request);
    const family = new Set(
      ref.categories.filter((c) => c.tenant_id === category.tenant_id && c.lft >= category.lft && c.rgt <= category.rgt).map((c) => c.id),
    );
    return counts.filter((entry) => family.has(entry.categoryId));
  });
}
