import type { GatewayDeps } from '../GatewayDeps.ts';
import { announceOfferChanges } from './offerChangesAnnouncer.ts';
import { expireOffers } from './publication/expireOffers.ts';

export interface OfferJobs {
  stop(): Promise<void>;
}

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
  const log = options.log ?? (() => undefined);
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running !== null || stopped) return;
    running = expireOffers(deps.db, deps.now())
      .then(async ({ expired, tenantIds }) => {
        if (expired === 0) return;
        log({ event: 'offers-expired', expired });
        await Promise.all(tenantIds.map((tenantId) => announceOfferChanges(deps, tenantId)));
      })
      .catch((error: unknown) => log({ event: 'offers-expired-failed', error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, options.everyMs ?? EXPIRY_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
