import type { GatewayDeps } from '../GatewayDeps.ts';
import { startPeriodicJobs, type PeriodicJobs } from '../jobs/periodicJobs.ts';
import { announceOfferChanges } from './offerChangesAnnouncer.ts';
import { expireOffers } from './publication/expireOffers.ts';

export type OfferJobs = PeriodicJobs;

/** How often ended publications are looked for: an offer leaves search at most this long after its end. */
export const EXPIRY_EVERY_MS = 30_000;

/**
 * The server process's offer work: publications that ran out leave search (and every process's
 * listing cache, through the "offers changed" event). Runs never overlap within a process.
 */
export function startOfferJobs(
  deps: Pick<GatewayDeps, 'db' | 'now' | 'events'>,
  options: { everyMs?: number; log?: (event: Record<string, unknown>) => void } = {},
): OfferJobs {
  const expire = async () => {
    const { expired, tenantIds } = await expireOffers(deps.db, deps.now());
    if (expired === 0) return null;
    await Promise.all(tenantIds.map((tenantId) => announceOfferChanges(deps, tenantId)));
    return { expired };
  };
  return startPeriodicJobs([{ name: 'offers-expired', everyMs: options.everyMs ?? EXPIRY_EVERY_MS, run: expire }], options.log ?? (() => undefined));
}
