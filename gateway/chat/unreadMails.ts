import { sql, type Kysely } from 'kysely';
import type { ResolvedAlertSettings } from '../alerts/AlertSettings.ts';
import type { Schema } from '../db/Schema.ts';
import { startPeriodicJobs } from '../jobs/periodicJobs.ts';
import { sendCandidateMail } from '../invitations/candidateMails.ts';

/** A candidate whose chat has not been open for this long is offline. */
export const OFFLINE_AFTER_MS = 5 * 60_000;
/** At most one unread-messages e-mail per candidate in this time. */
export const UNREAD_MAIL_EVERY_MS = 24 * 60 * 60_000;
/** How often the job looks. */
export const UNREAD_JOB_EVERY_MS = 60_000;

interface Unread {
  readonly tenant_id: string;
  readonly candidate_id: string;
  readonly email: string;
  readonly first_name: string;
  readonly unread: string | number;
}

/**
 * E-mails offline candidates about unread messages (docs/chat.md, "Unread e-mail"): messages from a
 * company after the candidate's read mark, at least 5 minutes old, to a candidate whose chat was last open
 * at least 5 minutes ago, and newer than their last such e-mail, which is at least a day old. One
 * e-mail per candidate and day whichever process runs the job first (the outbox's dedupe key). The
 * number of e-mails written.
 */
export async function sendUnreadMails(db: Kysely<Schema>, mail: ResolvedAlertSettings, now: Date): Promise<number> {
  const offlineSince = new Date(now.getTime() - OFFLINE_AFTER_MS);
  const mailedBefore = new Date(now.getTime() - UNREAD_MAIL_EVERY_MS);
  const rows = await sql<Unread>`
    select v.tenant_id, v.candidate_id, c.email, c.first_name, count(*) as unread
    from chat_messages m
    join conversations v on v.id = m.conversation_id
    join candidates c on c.id = v.candidate_id
    left join chat_reads r on r.conversation_id = v.id and r.side = 'candidate'
    left join chat_presence p on p.candidate_id = v.candidate_id
    where m.sender = 'employer'
      and m.id > coalesce(r.message_id, 0)
      and m.created_at <= ${offlineSince}
      and (p.last_seen_at is null or p.last_seen_at <= ${offlineSince})
      and (p.last_unread_mail_at is null or (p.last_unread_mail_at <= ${mailedBefore} and m.created_at > p.last_unread_mail_at))
    group by v.tenant_id, v.candidate_id, c.email, c.first_name
    limit 500`.execute(db);
  let written = 0;
  for (const row of rows.rows) {
    await db.transaction().execute(async (trx) => {
      const day = now.toISOString().slice(0, 10);
      await sendCandidateMail(
        trx,
        mail,
        { tenantId: row.tenant_id, email: row.email, name: row.first_name || row.email },
        { kind: 'unread-messages', count: Number(row.unread) },
        now,
        `chat-unread:${row.candidate_id}:${day}`,
      );
      await trx
        .insertInto('chat_presence')
        .values({ candidate_id: row.candidate_id, tenant_id: row.tenant_id, last_seen_at: null, last_unread_mail_at: now })
        .onConflict((oc) => oc.column('candidate_id').doUpdateSet({ last_unread_mail_at: now }))
        .execute();
    });
    written += 1;
  }
  return written;
}

/** Runs `sendUnreadMails` every minute in this process until stopped; runs never overlap. */
export function startUnreadMails(db: Kysely<Schema>, mail: ResolvedAlertSettings, now: () => Date, log: (event: Record<string, unknown>) => void) {
  const send = async () => {
    const written = await sendUnreadMails(db, mail, now());
    return written > 0 ? { written } : null;
  };
  const jobs = startPeriodicJobs([{ name: 'chat-unread-mails', everyMs: UNREAD_JOB_EVERY_MS, run: send }], log);
  return () => jobs.stop();
}
