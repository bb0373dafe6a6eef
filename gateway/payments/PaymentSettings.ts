import type { PaymentProvider } from './PaymentProvider.ts';
import { SandboxProvider } from './sandbox/SandboxProvider.ts';
import { sandboxKey } from './sandbox/sandboxSignature.ts';
import { StripeCheckoutProvider, type StripeSettings } from './stripe/StripeCheckoutProvider.ts';

/** PAYMENTS_PROVIDER and the chosen provider's keys (README, "Settings"). */
export type PaymentSettings = { readonly provider: 'sandbox' } | ({ readonly provider: 'stripe' } & StripeSettings);

export const DEFAULT_STRIPE_API_URL = 'https://api.stripe.com';

/** The settings from the environment, or the one line that says what is wrong. */
export function parsePaymentSettings(env: Readonly<Record<string, string | undefined>>): PaymentSettings | { readonly error: string } {
  const provider = (env['PAYMENTS_PROVIDER'] ?? '').trim().toLowerCase();
  if (provider === '' || provider === 'sandbox') return { provider: 'sandbox' };
  if (provider !== 'stripe') return { error: `PAYMENTS_PROVIDER must be sandbox or stripe, got "${provider}"` };
  const secretKey = (env['STRIPE_SECRET_KEY'] ?? '').trim();
  const webhookSecret = (env['STRIPE_WEBHOOK_SECRET'] ?? '').trim();
  const apiUrl = (env['STRIPE_API_URL'] ?? '').trim() || DEFAULT_STRIPE_API_URL;
  if (!/^(sk|rk)_(live|test)_[A-Za-z0-9]+$/.test(secretKey))
    return { error: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…) when PAYMENTS_PROVIDER=stripe' };
  if (!/^whsec_[A-Za-z0-9]+$/.test(webhookSecret))
    return { error: 'STRIPE_WEBHOOK_SECRET must be the webhook signing secret (whsec_…) when PAYMENTS_PROVIDER=stripe' };
  if (!/^https?:\/\/[^\s]+$/.test(apiUrl)) return { error: `STRIPE_API_URL must be an http(s) address, got "${apiUrl}"` };
  return { provider: 'stripe', secretKey, webhookSecret, apiUrl };
}

/** The adapter the settings choose; the sandbox signs with a key derived from the access-token secret. */
export function createPaymentProvider(settings: PaymentSettings | undefined, authSecret: Uint8Array, fetchImpl?: typeof fetch): PaymentProvider {
  if (settings?.provider === 'stripe') return new StripeCheckoutProvider(settings, fetchImpl);
  return new SandboxProvider(sandboxKey(authSecret));
}
