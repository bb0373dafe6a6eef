import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import { UUID_PATTERN } from '../http/decodeInput.ts';
import { lockOffer, type OfferRow } from '../offers/draft/offerDrafts.ts';
import { extendOffer, publishOffer, type PublicationContext } from '../offers/publication/publishOffer.ts';
import type { NotificationReading } from './PaymentProvider.ts';

type Notification = Extract<NotificationReading, { kind: 'notification' }>;

/** What a notification did: `changed` false for a repeat, an unknown payment, or one already settled. */
export interface Settlement {
  readonly changed: boolean;
  /** The tenant whose offers search now shows differently, if any. */
  readonly listedTenant: string | null;
}

const NOTHING: Settlement = { changed: false, listedTenant: null };

/** The paid days go to the offer: a draft goes live, a live or expired one runs longer; a form still incomplete keeps them as credit. */
async function applyPaidDays(db: Kysely<Schema>, offer: OfferRow, days: number, extend: boolean, context: PublicationContext): Promise<boolean> {
  const liveOrExpired = offer.status === 'published' || offer.status === 'expired';
  if (extend || liveOrExpired) {
    if (!liveOrExpired) return false;
    return (await extendOffer(db, offer, days, context)).kind === 'published';
  }
  if (offer.status !== 'draft' && offer.status !== 'paid') return false;
  const outcome = await publishOffer(db, offer, days, context);
  if (outcome.kind === 'published') return true;
  await db
    .updateTable('employer_offers')
    .set({ status: 'paid', credit_days: (offer.credit_days ?? 0) + days, updated_at: context.now })
    .where('id', '=', offer.id)
    .execute();
  return false;
}

/**
 * Acts on one provider notification, exactly once, in one transaction: the notification is recorded
 * (a repeat stops here), the payment leaves `pending` (only from `pending`, and only for the provider
 * that took it, in this tenant, for the amount asked), and a paid one publishes or extends its offer.
 */
export async function settlePayment(
  db: Kysely<Schema>,
  provider: string,
  tenantId: string,
  note: Notification,
  context: PublicationContext,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const paymentId = UUID_PATTERN.test(note.paymentId) ? note.paymentId.toLowerCase() : null;
    const recorded = await trx
      .insertInto('payment_notifications')
      .values({
        provider,
        notification_id: note.notificationId.slice(0, 255),
        payment_id: paymentId,
        outcome: note.outcome,
        received_at: context.now,
      })
      .onConflict((oc) => oc.columns(['provider', 'notification_id']).doNothing())
      .returning('notification_id')
      .executeTakeFirst();
    if (!recorded || paymentId === null || note.outcome === 'pending') return NOTHING;
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .where('tenant_id', '=', tenantId)
      .where('provider', '=', provider)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
    if (!payment) return NOTHING;
    const amountMatches =
      note.amount === null || (note.amount.minor === payment.gross_minor && note.amount.currency.toUpperCase() === payment.currency);
    if (note.outcome === 'paid' && !amountMatches) return NOTHING;
    const at = context.now;
    await trx
      .updateTable('payments')
      .set(note.outcome === 'paid' ? { status: 'paid', paid_at: at, updated_at: at } : { status: 'declined', declined_at: at, updated_at: at })
      .where('id', '=', payment.id)
      .execute();
    if (note.outcome === 'declined') return { changed: true, listedTenant: null };
    const offer = await lockOffer(trx, payment.offer_id);
    const listed = offer ? await applyPaidDays(trx, offer, payment.days, payment.extend, context) : false;
    return { changed: true, listedTenant: listed ? payment.tenant_id : null };
  });
}
