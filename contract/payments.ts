import * as t from 'io-ts';

/**
 * Paying for an offer (platform.md 3 "Payment request", 7 "Payments"): the panel asks for a
 * payment, sends the employer to `payment_request_url` (the provider's page), and reads the status
 * when the provider sends them back to `return_url` (with `payment_id` and `status` added to it).
 */

/** POST /v1/payments. `offer_id` is the offer's slug; `offer_type` a pricing plan's slug; `token` the offer's edit token (when not logged in). */
export const PaymentRequestCodec = t.intersection([
  t.type({
    invoice_company_name: t.string,
    invoice_street: t.string,
    invoice_city: t.string,
    invoice_postal_code: t.string,
    invoice_country: t.string,
    offer_type: t.string,
    offer_id: t.string,
    accepted_regulations: t.boolean,
    return_url: t.string,
  }),
  t.partial({
    invoice_street_number: t.string,
    invoice_tax_id: t.string,
    subscribe_to_newsletter: t.boolean,
    /** true: the payment adds the plan's days to a published (or expired) offer instead of publishing a draft. */
    extend: t.boolean,
    token: t.string,
  }),
]);
export type PaymentRequestDto = t.TypeOf<typeof PaymentRequestCodec>;

/** 201: where to send the payer. */
export const PaymentCreatedCodec = t.type({ id: t.string, payment_request_url: t.string });
export type PaymentCreatedDto = t.TypeOf<typeof PaymentCreatedCodec>;

export const PaymentStatusNameCodec = t.keyof({ pending: null, paid: null, declined: null });
export type PaymentStatusName = t.TypeOf<typeof PaymentStatusNameCodec>;

/** GET /v1/payments/{id}/status[?token]. */
export const PaymentStatusCodec = t.type({ status: PaymentStatusNameCodec });
export type PaymentStatusDto = t.TypeOf<typeof PaymentStatusCodec>;

/**
 * POST /v1/payments/notifications/sandbox: what the sandbox provider tells the gateway, signed with
 * HMAC-SHA256 over the raw body in `x-sandbox-signature: sha256=<hex>`. `notification_id` makes a
 * repeated notification a no-op.
 */
export const SandboxNotificationCodec = t.type({
  notification_id: t.string,
  payment_id: t.string,
  status: t.keyof({ paid: null, declined: null }),
  amount: t.number,
  currency: t.string,
});
export type SandboxNotificationDto = t.TypeOf<typeof SandboxNotificationCodec>;

/** Every notification route's 200: whether this notification changed the payment (false for a repeat or an unknown payment). */
export const NotificationReceivedCodec = t.type({ received: t.literal(true), changed: t.boolean });
export type NotificationReceivedDto = t.TypeOf<typeof NotificationReceivedCodec>;
