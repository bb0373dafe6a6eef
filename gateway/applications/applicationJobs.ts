import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import type { DocumentsSettings } from '../documents/DocumentsSettings.ts';
import { openDocuments } from '../documents/openDocuments.ts';
import { purgeApplications } from './retention.ts';

export interface ApplicationJobs {
  stop(): Promise<void>;
}

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
  const log = options.log ?? (() => undefined);
  const files = openDocuments(deps.db, deps.now, deps.documents);
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running !== null || stopped) return;
    running = purgeApplications(deps.db, files, deps.now())
      .then((purged) => {
        if (purged.applications > 0 || purged.orphanFiles > 0) log({ event: 'applications-purged', ...purged });
      })
      .catch((error: unknown) => log({ event: 'applications-purge-failed', error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, options.everyMs ?? RETENTION_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
