import type { Kysely } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import type { Schema } from '../../db/Schema.ts';

/** What the sender needs of a nodemailer transporter (SMTP in production, JSON or stream in tests). */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
}

export interface DeliveryOptions {
  readonly batchSize?: number;
  /** After this many failed attempts a message is left alone (its last_error says why). */
  readonly maxAttempts?: number;
  /** How long a claimed message is reserved for this sender: a sender that dies releases it by time. */
  readonly leaseMs?: number;
  /** At most this many batches per call, so one call never runs unbounded. */
  readonly maxBatches?: number;
}

export interface DeliverySummary {
  readonly sent: number;
  readonly failed: number;
}

const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 6 * 3_600_000;

/**
 * Delivers unsent outbox rows. Each batch is claimed in one short statement (a lease, with
 * `FOR UPDATE SKIP LOCKED` so two processes never claim the same row), then sent outside any
 * transaction: a slow SMTP server never holds the database. A failure is retried with backoff.
 * Delivery is at least once: a crash between the SMTP answer and the update resends that one
 * message, with the same Message-ID so receivers can drop the copy.
 */
export async function deliverOutbox(
  db: Kysely<Schema>,
  transport: MailTransport,
  now: () => Date,
  options: DeliveryOptions = {},
): Promise<DeliverySummary> {
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  let sent = 0;
  let failed = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 50); batch++) {
    const at = now();
    const claimed = await db
      .updateTable('outbox')
      .set((eb) => ({ claimed_until: new Date(at.getTime() + leaseMs), attempts: eb('attempts', '+', 1) }))
      .where(
        'id',
        'in',
        db
          .selectFrom('outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('attempts', '<', maxAttempts)
          .where('next_attempt_at', '<=', at)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'from_address', 'to_email', 'subject', 'text', 'html', 'headers', 'attempts'])
      .execute();
    for (const row of claimed) {
      const { 'Message-ID': messageId, ...headers } = row.headers;
      try {
        await transport.sendMail({
          from: row.from_address,
          to: row.to_email,
          subject: row.subject,
          text: row.text,
          html: row.html,
          headers,
          ...(messageId === undefined ? {} : { messageId }),
        });
        await db.updateTable('outbox').set({ sent_at: now(), claimed_until: null, last_error: null }).where('id', '=', row.id).execute();
        sent++;
      } catch (error) {
        const delay = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(row.attempts - 1, 0), BACKOFF_MAX_MS);
        const message = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('outbox')
          .set({ claimed_until: null, last_error: message.slice(0, 500), next_attempt_at: new Date(now().getTime() + delay) })
          .where('id', '=', row.id)
          .execute();
        failed++;
      }
    }
    if (claimed.length < batchSize) break;
  }
  return { sent, failed };
}
