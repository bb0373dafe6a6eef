import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { MAILBOX_PAGE_SIZE as MAILBOX_PAGE, type MailboxItemDto, type MailboxMessageDto } from '../../../contract/alerts.ts';
import type { Schema } from '../../db/Schema.ts';
import { findTenant } from '../../http/tenantScope.ts';
import type { MailKind, OutboxTable } from '../tables.ts';
import type { ComposedMail } from './composeMail.ts';
import { linkMail, type LinkMailParts } from './linkMail.ts';
import { iso } from '../../db/iso.ts';

type Db = Kysely<Schema>;

export interface OutgoingMail {
  readonly tenantId: string;
  readonly jobAlertId: string | null;
  readonly from: string;
  readonly to: string;
  readonly mail: ComposedMail;
  /** A second row with the same key is not written (a digest period is sent once). */
  readonly dedupeKey?: string;
  readonly now: Date;
}

/** `"Jobboard" <no-reply@…>`: the tenant's name as the sender's name. */
export const senderOf = (tenantName: string, address: string): string => `"${tenantName.replace(/["\\\r\n]/g, '')}" <${address}>`;

/** A single-action e-mail as the outbox takes it, marked as sent automatically, of one of the local mailbox's three kinds (contract/alerts.ts). */
export function singleActionMail(kind: MailKind, parts: LinkMailParts): ComposedMail {
  return { kind, ...linkMail(parts), headers: { 'Auto-Submitted': 'auto-generated' } };
}

/** A tenant's e-mail that belongs to no alert (accounts, applications, conversations): composed with the tenant's name. */
export interface TenantMail {
  readonly tenantId: string;
  readonly to: string;
  readonly compose: (tenantName: string) => ComposedMail;
  /** A second one with the same key is not written. */
  readonly dedupeKey?: string;
  readonly now: Date;
}

/** Writes a tenant's e-mail to the outbox (in the caller's transaction), from the tenant's name at `mailFrom`. */
export async function enqueueTenantMail(db: Db, mailFrom: string, mail: TenantMail): Promise<void> {
  const tenantName = findTenant(mail.tenantId)?.name ?? mail.tenantId;
  await enqueueMail(db, {
    tenantId: mail.tenantId,
    jobAlertId: null,
    from: senderOf(tenantName, mailFrom),
    to: mail.to,
    mail: mail.compose(tenantName),
    now: mail.now,
    ...(mail.dedupeKey === undefined ? {} : { dedupeKey: mail.dedupeKey }),
  });
}

/**
 * Writes the e-mail to the outbox (in the caller's transaction, so it exists exactly when the
 * change it reports does). Its id, or null when a row with the same dedupe key already exists.
 */
export async function enqueueMail(db: Db, outgoing: OutgoingMail): Promise<string | null> {
  const [id] = await enqueueMails(db, [outgoing]);
  return id ?? null;
}

/** Several e-mails in one statement (digest batches); the ids of the rows written (a taken dedupe key writes none). */
export async function enqueueMails(db: Db, all: readonly OutgoingMail[]): Promise<string[]> {
  if (all.length === 0) return [];
  const rows = await db
    .insertInto('outbox')
    .values(
      all.map((outgoing) => {
        const id = randomUUID();
        return {
          id,
          tenant_id: outgoing.tenantId,
          job_alert_id: outgoing.jobAlertId,
          kind: outgoing.mail.kind,
          dedupe_key: outgoing.dedupeKey ?? null,
          from_address: outgoing.from,
          to_email: outgoing.to,
          subject: outgoing.mail.subject,
          text: outgoing.mail.text,
          html: outgoing.mail.html,
          headers: JSON.stringify({ ...outgoing.mail.headers, 'Message-ID': `<${id}@jobboard.outbox>` }),
          created_at: outgoing.now,
          next_attempt_at: outgoing.now,
        };
      }),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

type OutboxRow = Selectable<OutboxTable>;

const toItem = (row: Pick<OutboxRow, 'id' | 'kind' | 'to_email' | 'subject' | 'created_at' | 'sent_at'>): MailboxItemDto => ({
  id: row.id,
  kind: row.kind,
  to: row.to_email,
  subject: row.subject,
  createdAt: new Date(row.created_at).toISOString(),
  sentAt: iso(row.sent_at),
});

/** The tenant's newest messages, optionally to one address. */
export async function listMailbox(db: Db, tenantId: string, to: string | null): Promise<MailboxItemDto[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'to_email', 'subject', 'created_at', 'sent_at'])
    .where('tenant_id', '=', tenantId)
    .$if(to !== null, (q) => q.where('to_email', '=', (to ?? '').toLowerCase()))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(MAILBOX_PAGE)
    .execute();
  return rows.map(toItem);
}

export async function findMailboxMessage(db: Db, tenantId: string, id: string): Promise<MailboxMessageDto | undefined> {
  const row = await db.selectFrom('outbox').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return row && { ...toItem(row), from: row.from_address, text: row.text, html: row.html, headers: row.headers };
}
