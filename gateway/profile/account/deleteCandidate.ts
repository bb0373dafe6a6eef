import type { Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';

type Db = Kysely<Schema>;

/**
 * Removes the candidate and everything of theirs, in one transaction: the e-mails written for their
 * alerts, then every row that names them (alerts and their codes through their saved searches),
 * then the account. Each table is named here, not left to the foreign keys' cascades, so that a
 * table added without one still loses the candidate's rows; a test checks every column named
 * candidate_id in the database. False when there was no such candidate.
 */
export async function deleteCandidate(db: Db, tenantId: string, candidateId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom('candidates').select('id').where('id', '=', candidateId).where('tenant_id', '=', tenantId).executeTakeFirst();
    if (!owned) return false;
    const filterIds = trx.selectFrom('job_filters').select('id').where('candidate_id', '=', candidateId);
    const alertIds = trx.selectFrom('job_alerts').select('id').where('job_filter_id', 'in', filterIds);
    await trx.deleteFrom('outbox').where('job_alert_id', 'in', alertIds).execute();
    await trx.deleteFrom('alert_codes').where('job_alert_id', 'in', alertIds).execute();
    await trx.deleteFrom('job_alerts').where('job_filter_id', 'in', filterIds).execute();
    await trx.deleteFrom('job_filters').where('candidate_id', '=', candidateId).execute();
    // Conversations before the invitations they came from; their messages and read marks go with them.
    await trx.deleteFrom('conversations').where('candidate_id', '=', candidateId).execute();
    for (const table of [
      'conversation_requests',
      'passive_candidates',
      'chat_presence',
      'work_history',
      'candidate_avatars',
      'candidate_profiles',
      'favourites',
      'consents',
      'password_codes',
      'refresh_tokens',
    ] as const) {
      await trx.deleteFrom(table).where('candidate_id', '=', candidateId).execute();
    }
    await trx.deleteFrom('candidates').where('id', '=', candidateId).execute();
    return true;
  });
}
