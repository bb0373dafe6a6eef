import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import type { DocumentFiles } from '../documents/openDocuments.ts';
import { deleteApplications } from './applicationRows.ts';

/**
 * How long applications and their CVs are kept after their offer ends (docs/applications.md,
 * "Retention"): long enough to finish a recruitment and answer questions about it, no longer.
 * An applicant who gave the offer's consent to future recruitment is kept until they withdraw
 * or the employer deletes the application.
 */
export const APPLICATION_RETENTION_DAYS = 30;
/** Bytes whose document row is gone (an account deleted with its documents) are swept after this long. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** At most this many applications a run: a large backlog is worked off over a few runs. */
const BATCH = 500;
const DAY_MS = 86_400_000;

export interface Purged {
  readonly applications: number;
  readonly orphanFiles: number;
}

/**
 * One retention run: applications whose offer ended (finished, expired or deleted) more than
 * APPLICATION_RETENTION_DAYS ago without the future-recruitment consent, and guests' applications
 * whose e-mail link ran out unconfirmed, go with their CVs; then database bytes no document names.
 */
export async function purgeApplications(db: Kysely<Schema>, files: DocumentFiles, now: Date): Promise<Purged> {
  const endedBefore = new Date(now.getTime() - APPLICATION_RETENTION_DAYS * DAY_MS);
  const ended = await db
    .selectFrom('applications as a')
    .innerJoin('employer_offers as eo', 'eo.id', 'a.offer_id')
    .select('a.id')
    .where('a.future_consent', '=', false)
    .where('eo.status', 'in', ['finished', 'expired', 'deleted'])
    .where(sql<Date>`least(eo.finished_at, eo.expires_at, eo.deleted_at)`, '<', endedBefore)
    .limit(BATCH)
    .execute();
  const unconfirmed = await db
    .selectFrom('applications')
    .select('id')
    .where('email_confirmed_at', 'is', null)
    .where('confirmation_expires_at', '<=', now)
    .limit(BATCH)
    .execute();
  const ids = [...new Set([...ended, ...unconfirmed].map((row) => row.id))];
  await deleteApplications(db, files, ids);
  const orphans = await db
    .deleteFrom('document_contents')
    .where('created_at', '<', new Date(now.getTime() - ORPHAN_GRACE_MS))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents as d')
            .select('d.id')
            .where(sql<boolean>`d.id::text = document_contents.key`),
        ),
      ),
    )
    .executeTakeFirst();
  return { applications: ids.length, orphanFiles: Number(orphans.numDeletedRows) };
}
