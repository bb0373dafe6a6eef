import type { FastifyInstance } from 'fastify';
import type { OfferChanges } from './OfferChanges.ts';

/**
 * Runs `clear` (a scope's caches) at the start of the first request after an offer write of this
 * process. Without OfferChanges nothing tells the scope of writes: its caches only expire.
 */
export function clearOnOfferChanges(app: FastifyInstance, offerChanges: OfferChanges | undefined, clear: () => void): void {
  if (!offerChanges) return;
  let seen = offerChanges.version;
  app.addHook('onRequest', async () => {
    if (offerChanges.version === seen) return;
    seen = offerChanges.version;
    clear();
  });
}
