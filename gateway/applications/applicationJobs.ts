import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import type { DocumentsSettings } from '../documents/DocumentsSettings.ts';
import { openDocuments } from '../documents/openDocuments.ts';
import { startPeriodicJobs, type PeriodicJobs } from '../jobs/periodicJobs.ts';
import { purgeApplications } from './retention.ts';

export type ApplicationJobs = PeriodicJobs;

/** How often retention runs: an application goes at most this long after its day. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

/**
 * The server process's retention work (retention.ts), on the gateway's timer like the offer jobs
 * (gateway/offers/offerJobs.ts). Every process may run it: a second run deletes nothing twice.
 * Runs never overlap within a process.
 */
export function startApplicationJobs(
  deps: { readonly db: Kysely<Schema>; readonly now: () => Date; readonly documents?: DocumentsSettings },
  options: { everyMs?: number; log?: (event: Record<string, unknown>) => void } = {},
): ApplicationJobs {
  const files = openDocuments(deps.db, deps.now, deps.documents);
  const purge = async () => {
    const purged = await purgeApplications(deps.db, files, deps.now());
    return purged.applications > 0 || purged.orphanFiles > 0 ? { ...purged } : null;
  };
  return startPeriodicJobs(
    [{ name: 'applications-purged', everyMs: options.everyMs ?? RETENTION_EVERY_MS, run: purge }],
    options.log ?? (() => undefined),
  );
}
