import type { IncomingHttpHeaders } from 'node:http';

/** What a provider needs to take one payment. */
export interface CheckoutRequest {
  readonly paymentId: string;
  readonly tenantId: string;
  /** What the payer pays, tax included, in minor units of `currency`. */
  readonly grossMinor: number;
  readonly currency: 'PLN' | 'EUR';
  /** The line on the provider's page: the plan and the offer. */
  readonly description: string;
  /** Absolute; the provider sends the payer back there (the gateway adds payment_id and status). */
  readonly returnUrl: string;
}

/** Where to send the payer, and the provider's own id of the payment. */
export interface Checkout {
  readonly providerRef: string;
  readonly redirectUrl: string;
}

/** A notification read: its outcome for a payment, nothing to do, or not believed. */
export type NotificationReading =
  | {
      readonly kind: 'notification';
      /** The provider's id of this notification: seen once, acted on once. */
      readonly notificationId: string;
      readonly paymentId: string;
      readonly outcome: 'paid' | 'declined' | 'pending';
      /** When the provider states it: what it took, to compare with what was asked. */
      readonly amount: { readonly minor: number; readonly currency: string } | null;
    }
  | { readonly kind: 'ignored'; readonly reason: string }
  | { readonly kind: 'rejected'; readonly status: 400 | 401; readonly message: string };

/** The provider could not be reached or refused the checkout: the gateway answers 502. */
export class ProviderUnavailable extends Error {}

/**
 * The payments port on the server side (ADR 19): one adapter per provider, chosen by
 * PAYMENTS_PROVIDER. `startCheckout` may fail with ProviderUnavailable; `readNotification` never
 * throws: a body or signature it cannot trust is `rejected`.
 */
export interface PaymentProvider {
  readonly name: string;
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
  readNotification(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): NotificationReading;
}
