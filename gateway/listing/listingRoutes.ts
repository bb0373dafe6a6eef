import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { refreshPlannerStatistics } from './plannerStatistics.ts';
import { countRoutes } from './routes/countRoutes.ts';
import { dictionaryRoutes } from './routes/dictionaryRoutes.ts';
import { listingScope } from './routes/listingScope.ts';
import { mapRoutes } from './routes/mapRoutes.ts';
import { offerRoutes } from './routes/offerRoutes.ts';
import { pagedOffersRoutes } from './routes/pagedOffersRoutes.ts';
import { searchRoutes } from './routes/searchRoutes.ts';
import { viewRoutes } from './routes/viewRoutes.ts';

export { AGGREGATE_TTL_MS, SEARCH_CACHE_LIMITS } from './routes/listingScope.ts';

/**
 * The listing's part of the gateway: the /v2/user-panel offer family, the dictionaries, the offer
 * page and view tracking, all under /api/:tenant. Query strings are read with the contract's
 * ListingQuery (offerQuery.ts: bad values dropped, never an error); bodies with their contract codec.
 * One registrar per route group, over one shared scope of caches.
 */
export async function listingRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await refreshPlannerStatistics(deps.db);
  const listing = listingScope(app, deps);
  searchRoutes(app, listing);
  pagedOffersRoutes(app, listing);
  countRoutes(app, listing);
  mapRoutes(app, listing);
  offerRoutes(app, listing);
  dictionaryRoutes(app, listing);
  viewRoutes(app, deps);
}
