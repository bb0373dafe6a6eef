import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePaymentSettings } from '../../../gateway/payments/PaymentSettings.ts';
import { stripeSignatureHeader, stripeSignatureMatches } from '../../../gateway/payments/stripe/stripeSignature.ts';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness } from '../employer/employerHarness.ts';
import { completeDraft, searchFinds, type Draft } from '../employer/offerFixtures.ts';
import { startFakeStripe, type FakeStripe } from './fakeStripe.ts';

const SECRET_KEY = 'sk_test_fake123';
const WEBHOOK_SECRET = 'whsec_fake456';

let stripe: FakeStripe;
let h: EmployerHarness;
let owner: Employer;
beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  h = await startEmployerHarness({
    offers: 10,
    gateway: { payments: { provider: 'stripe', secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url } },
  });
  owner = await employer(h);
});
afterAll(async () => {
  await h.close();
  await stripe.close();
});

const pay = (draft: Draft) =>
  call(h.app, 'POST', '/api/jobboard/v1/payments', {
    token: owner.token,
    body: {
      invoice_street: 'Marszałkowska',
      invoice_city: 'Warszawa',
      invoice_country: 'PL',
      invoice_company_name: 'Acme',
      invoice_postal_code: '00-001',
      offer_type: 'standard',
      offer_id: draft.slug,
      accepted_regulations: true,
      return_url: '/employer/payments/return',
    },
  });

function webhook(event: unknown, options: { secret?: string; at?: Date } = {}) {
  const raw = JSON.stringify(event);
  const seconds = Math.floor((options.at ?? h.clock.now).getTime() / 1000);
  return h.app.inject({
    method: 'POST',
    url: '/api/jobboard/v1/payments/notifications/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(options.secret ?? WEBHOOK_SECRET, raw, seconds) },
    payload: raw,
  });
}

const completed = (id: string, paymentId: string, paymentStatus = 'paid') => ({
  id,
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_x', client_reference_id: paymentId, payment_status: paymentStatus, amount_total: 79827, currency: 'pln' } },
});

describe('Stripe Checkout as the payment provider', () => {
  it('creates a Checkout Session with the plan’s gross price and sends the payer to Stripe’s page', async () => {
    const draft = await completeDraft(h, owner);
    const response = await pay(draft);
    expect(response.statusCode).toBe(201);
    const session = stripe.sessions.at(-1);
    expect(response.json().payment_request_url).toBe(session?.url);
    expect(session?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: response.json().id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'pln',
      'line_items[0][price_data][unit_amount]': '79827',
      'metadata[tenant]': 'jobboard',
    });
    expect(session?.form['success_url']).toBe(`http://localhost/employer/payments/return?payment_id=${response.json().id}&status=paid`);
    expect(session?.idempotencyKey).toBe(`checkout-${response.json().id}`);
  });

  it('publishes on a signed checkout.session.completed event, once', async () => {
    const draft = await completeDraft(h, owner);
    const paymentId = (await pay(draft)).json().id as string;
    const first = await webhook(completed('evt_1', paymentId));
    expect(first.json()).toEqual({ received: true, changed: true });
    expect(await searchFinds(h.app, draft.marker)).toBe(true);
    expect((await webhook(completed('evt_1', paymentId))).json()).toEqual({ received: true, changed: false });
    expect((await call(h.app, 'GET', `/api/jobboard/v1/payments/${paymentId}/status`, { token: owner.token })).json()).toEqual({ status: 'paid' });
  });

  it('waits on an unpaid completion, declines on expiry, and ignores events about other things', async () => {
    const draft = await completeDraft(h, owner);
    const paymentId = (await pay(draft)).json().id as string;
    expect((await webhook(completed('evt_2', paymentId, 'unpaid'))).json().changed).toBe(false);
    expect((await webhook({ id: 'evt_3', type: 'customer.created', data: { object: {} } })).json()).toEqual({ received: true, changed: false });
    const expired = await webhook({
      id: 'evt_4',
      type: 'checkout.session.expired',
      data: { object: { client_reference_id: paymentId, payment_status: 'unpaid' } },
    });
    expect(expired.json().changed).toBe(true);
    expect((await call(h.app, 'GET', `/api/jobboard/v1/payments/${paymentId}/status`, { token: owner.token })).json()).toEqual({
      status: 'declined',
    });
    expect(await searchFinds(h.app, draft.marker)).toBe(false);
  });

  it('refuses an event with a wrong or stale signature, and a body that is not JSON', async () => {
    const draft = await completeDraft(h, owner);
    const paymentId = (await pay(draft)).json().id as string;
    expect((await webhook(completed('evt_5', paymentId), { secret: 'whsec_other' })).statusCode).toBe(401);
    expect((await webhook(completed('evt_6', paymentId), { at: new Date(h.clock.now.getTime() - 10 * 60_000) })).statusCode).toBe(401);
    const raw = 'not json';
    const broken = await h.app.inject({
      method: 'POST',
      url: '/api/jobboard/v1/payments/notifications/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignatureHeader(WEBHOOK_SECRET, raw, Math.floor(h.clock.now.getTime() / 1000)),
      },
      payload: raw,
    });
    expect(broken.statusCode).toBe(400);
    expect((await call(h.app, 'GET', `/api/jobboard/v1/payments/${paymentId}/status`, { token: owner.token })).json()).toEqual({ status: 'pending' });
    // The sandbox is not this site's provider now: its pages and notifications are gone.
    expect((await h.app.inject({ method: 'POST', url: '/api/jobboard/v1/payments/notifications/sandbox', payload: '{}' })).statusCode).toBe(404);
  });

  it('answers 502 without charging when Stripe cannot take the checkout', async () => {
    const draft = await completeDraft(h, owner);
    stripe.failWith = 500;
    try {
      const response = await pay(draft);
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toBe('payment-provider-unavailable');
    } finally {
      stripe.failWith = null;
    }
  });
});

describe('Stripe settings and signatures', () => {
  it('reads PAYMENTS_PROVIDER and the keys, naming what is wrong', () => {
    expect(parsePaymentSettings({})).toEqual({ provider: 'sandbox' });
    expect(parsePaymentSettings({ PAYMENTS_PROVIDER: 'Sandbox' })).toEqual({ provider: 'sandbox' });
    expect(parsePaymentSettings({ PAYMENTS_PROVIDER: 'paypal' })).toEqual({ error: expect.stringContaining('PAYMENTS_PROVIDER') });
    expect(parsePaymentSettings({ PAYMENTS_PROVIDER: 'stripe' })).toEqual({ error: expect.stringContaining('STRIPE_SECRET_KEY') });
    expect(parsePaymentSettings({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual({
      error: expect.stringContaining('STRIPE_WEBHOOK_SECRET'),
    });
    expect(parsePaymentSettings({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_2' })).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_2',
      apiUrl: 'https://api.stripe.com',
    });
  });

  it('accepts any of several v1 signatures and nothing else', () => {
    const body = Buffer.from('{"id":"evt"}');
    const now = new Date('2025-06-01T12:00:00Z');
    const good = stripeSignatureHeader('whsec_a', body, now.getTime() / 1000);
    const rotated = `${good},v1=${'0'.repeat(64)}`;
    expect(stripeSignatureMatches('whsec_a', body, good, now)).toBe(true);
    expect(stripeSignatureMatches('whsec_a', body, rotated, now)).toBe(true);
    expect(stripeSignatureMatches('whsec_b', body, good, now)).toBe(false);
    expect(stripeSignatureMatches('whsec_a', Buffer.from('{"id":"other"}'), good, now)).toBe(false);
    expect(stripeSignatureMatches('whsec_a', body, undefined, now)).toBe(false);
    expect(stripeSignatureMatches('whsec_a', body, 'v1=abc', now)).toBe(false);
  });
});
