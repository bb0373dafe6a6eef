import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';

/** Notes that the candidate's chat is open now (socket activity): they are not offline for the unread e-mail. */
export async function touchPresence(db: Kysely<Schema>, tenantId: string, candidateId: string, now: Date): Promise<void> {
  await db
    .insertInto('chat_presence')
    .values({ candidate_id: candidateId, tenant_id: tenantId, last_seen_at: now, last_unread_mail_at: null })
    .onConflict((oc) => oc.column('candidate_id').doUpdateSet({ last_seen_at: now }))
    .execute();
}
