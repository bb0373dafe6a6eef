import type { ResultAsync } from 'neverthrow';
import type { LifecycleFailure } from './LifecycleFailure.ts';

/** The invoice data of a payment request (platform.md 3). */
export interface InvoiceData {
  readonly companyName: string;
  readonly street: string;
  readonly streetNumber: string;
  readonly city: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2, such as PL. */
  readonly country: string;
  readonly taxId: string;
}

/** The payment request entity (platform.md 3). */
export interface PaymentRequest {
  readonly invoice: InvoiceData;
  /** A pricing plan's slug. */
  readonly offerType: string;
  /** The offer's slug. */
  readonly offerId: string;
  readonly subscribeToNewsletter: boolean;
  readonly acceptedRegulations: boolean;
  /** Where the provider sends the payer back (a path or an address on this site). */
  readonly returnUrl: string;
  /** true: adds the plan's days to a published or expired offer instead of publishing a draft. */
  readonly extend: boolean;
  /** The offer's edit token, when not logged in. */
  readonly token?: string;
}

export interface PaymentStarted {
  readonly id: string;
  /** The provider's page: the payer goes there. */
  readonly paymentRequestUrl: string;
}

export type PaymentStatus = 'pending' | 'paid' | 'declined';

/** Paying for an offer through the configured provider (a sandbox served by this app by default). */
export interface Payments {
  /**
   * POST /v1/payments. Fails with invalid-input (400: the invoice data, the return address),
   * unknown-plan, wrong-offer-status (409), offer-incomplete or salary-range-required (422),
   * payment-provider-unavailable (502), not-found, unauthorized, network-failure, http-failure,
   * bad-gateway-payload.
   */
  request(request: PaymentRequest): ResultAsync<PaymentStarted, LifecycleFailure>;
  /** GET /v1/payments/{id}/status[?token]. Fails with not-found (also: not yours), unauthorized, network-failure, http-failure, bad-gateway-payload. */
  status(paymentId: string, token?: string): ResultAsync<PaymentStatus, LifecycleFailure>;
}
