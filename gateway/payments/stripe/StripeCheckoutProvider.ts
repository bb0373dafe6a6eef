import type { IncomingHttpHeaders } from 'node:http';
import { ProviderUnavailable, type Checkout, type CheckoutRequest, type NotificationReading, type PaymentProvider } from '../PaymentProvider.ts';
import { stripeSignatureMatches } from './stripeSignature.ts';

export interface StripeSettings {
  /** STRIPE_SECRET_KEY: `sk_live_…` or `sk_test_…`. */
  readonly secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: `whsec_…`, the signing secret of the webhook endpoint. */
  readonly webhookSecret: string;
  /** STRIPE_API_URL: https://api.stripe.com unless a test double stands in. */
  readonly apiUrl: string;
}

const REQUEST_TIMEOUT_MS = 10_000;

interface StripeEvent {
  readonly id?: unknown;
  readonly type?: unknown;
  readonly data?: {
    readonly object?: {
      readonly client_reference_id?: unknown;
      readonly metadata?: { readonly payment_id?: unknown };
      readonly payment_status?: unknown;
      readonly amount_total?: unknown;
      readonly currency?: unknown;
    };
  };
}

/** What each Checkout Session event means for the payment. */
function outcomeOf(event: StripeEvent): 'paid' | 'declined' | 'pending' | null {
  const status = event.data?.object?.payment_status;
  switch (event.type) {
    case 'checkout.session.completed':
      return status === 'paid' || status === 'no_payment_required' ? 'paid' : 'pending';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'declined';
    default:
      return null;
  }
}

/**
 * Stripe Checkout (hosted payment page): a Checkout Session per payment, created with the secret
 * key (form-encoded, an idempotency key per payment), and its webhook events verified with the
 * endpoint's signing secret (`Stripe-Signature`). Selected by PAYMENTS_PROVIDER=stripe.
 */
export class StripeCheckoutProvider implements PaymentProvider {
  readonly name = 'stripe';

  constructor(
    private readonly settings: StripeSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    const back = (status: string) => {
      const url = new URL(request.returnUrl);
      url.searchParams.set('payment_id', request.paymentId);
      url.searchParams.set('status', status);
      return url.href;
    };
    const form = new URLSearchParams({
      mode: 'payment',
      success_url: back('paid'),
      cancel_url: back('declined'),
      client_reference_id: request.paymentId,
      'metadata[payment_id]': request.paymentId,
      'metadata[tenant]': request.tenantId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': request.currency.toLowerCase(),
      'line_items[0][price_data][unit_amount]': String(request.grossMinor),
      'line_items[0][price_data][product_data][name]': request.description.slice(0, 250),
    });
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.settings.apiUrl.replace(/\/+$/, '')}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `checkout-${request.paymentId}`,
        },
        body: form.toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Stripe could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const session = (await response.json().catch(() => null)) as { id?: unknown; url?: unknown } | null;
    if (!response.ok || typeof session?.id !== 'string' || typeof session.url !== 'string') {
      throw new ProviderUnavailable(`Stripe refused the checkout (HTTP ${response.status}).`);
    }
    return { providerRef: session.id, redirectUrl: session.url };
  }

  readNotification(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): NotificationReading {
    if (!stripeSignatureMatches(this.settings.webhookSecret, rawBody, headers['stripe-signature'], now)) {
      return { kind: 'rejected', status: 401, message: 'The Stripe-Signature header does not match (or is too old).' };
    }
    let event: StripeEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as StripeEvent;
    } catch {
      return { kind: 'rejected', status: 400, message: 'The event is not JSON.' };
    }
    if (typeof event !== 'object' || event === null || typeof event.id !== 'string')
      return { kind: 'rejected', status: 400, message: 'The event has no id.' };
    const outcome = outcomeOf(event);
    if (outcome === null) return { kind: 'ignored', reason: `event ${String(event.type)} is not about a checkout's payment` };
    const session = event.data?.object;
    const paymentId = session?.client_reference_id ?? session?.metadata?.payment_id;
    if (typeof paymentId !== 'string') return { kind: 'ignored', reason: 'the session names no payment of ours' };
    const amount =
      typeof session?.amount_total === 'number' && typeof session.currency === 'string'
        ? { minor: session.amount_total, currency: session.currency }
        : null;
    return { kind: 'notification', notificationId: event.id, paymentId, outcome, amount };
  }
}
