import type { GatewayDeps } from '../GatewayDeps.ts';

/**
 * Tells every process that a tenant's offers changed (published, edited, finished, expired), after
 * the write committed: this process's listing caches start afresh at once, the others' when the
 * event reaches them (LISTEN/NOTIFY, within a second). A failed NOTIFY is logged by the caller's
 * process only; the other caches then expire by their own 30 s.
 */
export async function announceOfferChanges(deps: Pick<GatewayDeps, 'events' | 'offerChanges'>, tenantId: string): Promise<void> {
  deps.offerChanges?.changed();
  await deps.events?.publish('offers-changed', { tenantId }).catch(() => undefined);
}
