import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either.js';
import { NotificationReceivedCodec, PaymentCreatedCodec, PaymentStatusCodec } from '../../../contract/payments.ts';
import { sandboxKey, signSandboxBody } from '../../../gateway/payments/sandbox/sandboxSignature.ts';
import { testSecret } from '../session/sessionHarness.ts';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness } from './employerHarness.ts';
import { completeDraft, initiate, publishedOffer, searchFinds, type Draft } from './offerFixtures.ts';

let h: EmployerHarness;
let owner: Employer;
beforeAll(async () => {
  h = await startEmployerHarness({ offers: 20 });
  owner = await employer(h);
});
afterAll(async () => h.close());

const paymentBody = (offer: Draft, overrides: Record<string, unknown> = {}) => ({
  invoice_street: 'Marszałkowska',
  invoice_street_number: '1',
  invoice_city: 'Warszawa',
  invoice_country: 'PL',
  invoice_company_name: 'Acme',
  invoice_postal_code: '00-001',
  invoice_tax_id: '5260250274',
  offer_type: 'standard',
  offer_id: offer.slug,
  subscribe_to_newsletter: false,
  accepted_regulations: true,
  return_url: 'http://localhost/employer/payments/return',
  extend: false,
  token: offer.token,
  ...overrides,
});

async function startPayment(offer: Draft, overrides: Record<string, unknown> = {}, bearer: string | null = owner.token) {
  const response = await call(h.app, 'POST', '/api/jobboard/v1/payments', { body: paymentBody(offer, overrides), token: bearer });
  if (response.statusCode !== 201) throw new Error(`payments answered ${response.statusCode}: ${response.body}`);
  return response.json() as { id: string; payment_request_url: string };
}

const decide = (url: string, decision: string) =>
  h.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `decision=${decision}` });
const statusOf = async (id: string, query = '', bearer: string | null = owner.token) =>
  call(h.app, 'GET', `/api/jobboard/v1/payments/${id}/status${query}`, { token: bearer });
const notify = (body: unknown, signature?: string) => {
  const raw = JSON.stringify(body);
  return h.app.inject({
    method: 'POST',
    url: '/api/jobboard/v1/payments/notifications/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature ?? signSandboxBody(sandboxKey(testSecret), raw) },
    payload: raw,
  });
};

describe('the sandbox provider', () => {
  it('asks for the plan’s gross price, shows it on an accessible page in both languages, and a payment publishes the offer at once', async () => {
    const draft = await completeDraft(h, owner);
    const payment = await startPayment(draft);
    expect(isRight(PaymentCreatedCodec.decode(payment))).toBe(true);
    expect(payment.payment_request_url).toBe(`/payments/sandbox/${payment.id}`);
    const stored = await h.database.db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ net_minor: 64900, tax_minor: 14927, gross_minor: 79827, currency: 'PLN', status: 'pending', days: 30 });
    const page = await h.app.inject({ method: 'GET', url: payment.payment_request_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="pl">');
    expect(page.body).toContain('798,27 PLN');
    expect(page.body).toContain('Standard');
    expect(page.body).toMatch(/<form method="post" action="\/payments\/sandbox\/[0-9a-f-]+\?lang=pl"/);
    expect(page.body).toContain('<button type="submit" name="decision" value="pay">Zapłać</button>');
    const english = await h.app.inject({ method: 'GET', url: `${payment.payment_request_url}?lang=en` });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('798.27 PLN');
    expect(english.body).toContain('>Pay</button>');
    expect((await statusOf(payment.id)).json()).toEqual({ status: 'pending' });
    const paid = await decide(payment.payment_request_url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost/employer/payments/return?payment_id=${payment.id}&status=paid`);
    const status = await statusOf(payment.id);
    expect(isRight(PaymentStatusCodec.decode(status.json()))).toBe(true);
    expect(status.json()).toEqual({ status: 'paid' });
    expect(await searchFinds(h.app, draft.marker)).toBe(true);
    // The page of a settled payment says so, and pressing again changes nothing.
    const after = await h.app.inject({ method: 'GET', url: payment.payment_request_url });
    expect(after.body).toContain('role="status"');
    expect(after.body).not.toContain('name="decision"');
    expect((await decide(payment.payment_request_url, 'decline')).headers.location).toContain('status=paid');
  });

  it('leaves a declined offer as a draft, and lets the guest holding the edit token read the status', async () => {
    const guestDraft = await initiate(h.app, null);
    const withForm = await completeDraft(h, owner);
    // A guest's complete draft: the same form, opened with its own token.
    const form = await call(h.app, 'GET', `/api/jobboard/v1/offers/${withForm.slug}?token=${withForm.token}`);
    const {
      id: _id,
      slug: _slug,
      status: _status,
      pricing_plan: _plan,
      company_logo: _logo,
      created_at: _c,
      updated_at: _u,
      published_at: _p,
      expires_at: _e,
      finished_at: _f,
      ...fields
    } = form.json();
    await call(h.app, 'PATCH', `/api/jobboard/v1/offers/${guestDraft.slug}?token=${guestDraft.token}`, { body: fields });
    const payment = await startPayment(guestDraft, {}, null);
    const declined = await decide(payment.payment_request_url, 'decline');
    expect(declined.headers.location).toContain('status=declined');
    expect((await statusOf(payment.id, `?token=${guestDraft.token}`, null)).json()).toEqual({ status: 'declined' });
    expect((await statusOf(payment.id, '', null)).statusCode).toBe(404);
    expect((await call(h.app, 'GET', `/api/jobboard/v1/offers/${guestDraft.slug}?token=${guestDraft.token}`)).json().status).toBe('draft');
  });

  it('acts on a notification once: a repeat, an unknown payment or an already settled one change nothing', async () => {
    const draft = await completeDraft(h, owner);
    const payment = await startPayment(draft);
    const note = { notification_id: 'n-1', payment_id: payment.id, status: 'paid', amount: 798.27, currency: 'PLN' };
    const first = await notify(note);
    expect(first.statusCode).toBe(200);
    expect(isRight(NotificationReceivedCodec.decode(first.json()))).toBe(true);
    expect(first.json()).toEqual({ received: true, changed: true });
    const expiresAt = (await call(h.app, 'GET', `/api/jobboard/v1/offers/${draft.slug}`, { token: owner.token })).json().expires_at;
    expect((await notify(note)).json()).toEqual({ received: true, changed: false });
    expect((await notify({ ...note, notification_id: 'n-2' })).json()).toEqual({ received: true, changed: false });
    expect((await notify({ ...note, notification_id: 'n-3', status: 'declined' })).json()).toEqual({ received: true, changed: false });
    expect((await notify({ ...note, notification_id: 'n-4', payment_id: '00000000-0000-4000-8000-000000000000' })).json()).toEqual({
      received: true,
      changed: false,
    });
    expect((await notify({ ...note, notification_id: 'n-5', payment_id: 'not-a-uuid' })).json()).toEqual({ received: true, changed: false });
    expect((await statusOf(payment.id)).json()).toEqual({ status: 'paid' });
    expect((await call(h.app, 'GET', `/api/jobboard/v1/offers/${draft.slug}`, { token: owner.token })).json().expires_at).toBe(expiresAt);
  });

  it('refuses a forged or malformed notification, and ignores one for a different amount', async () => {
    const draft = await completeDraft(h, owner);
    const payment = await startPayment(draft);
    const note = { notification_id: 'f-1', payment_id: payment.id, status: 'paid', amount: 798.27, currency: 'PLN' };
    expect((await notify(note, 'sha256=00')).statusCode).toBe(401);
    expect((await notify(note, signSandboxBody(Buffer.from('another key'), JSON.stringify(note)))).statusCode).toBe(401);
    expect((await notify({ notification_id: 'f-2' })).statusCode).toBe(400);
    const garbage = await h.app.inject({
      method: 'POST',
      url: '/api/jobboard/v1/payments/notifications/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxBody(sandboxKey(testSecret), '{oops') },
      payload: '{oops',
    });
    expect(garbage.statusCode).toBe(400);
    expect((await notify({ ...note, notification_id: 'f-3', amount: 1 })).json().changed).toBe(false);
    expect((await statusOf(payment.id)).json()).toEqual({ status: 'pending' });
    expect((await h.app.inject({ method: 'POST', url: '/api/jobboard/v1/payments/notifications/stripe', payload: '{}' })).statusCode).toBe(404);
  });

  it('keeps paid days as credit when the form became incomplete meanwhile, and publishes once it is complete again', async () => {
    const draft = await completeDraft(h, owner);
    const payment = await startPayment(draft);
    await call(h.app, 'PATCH', `/api/jobboard/v1/offers/${draft.slug}`, { token: owner.token, body: { employment_types: [{ type: 'b2b' }] } });
    await decide(payment.payment_request_url, 'pay');
    const waiting = (await call(h.app, 'GET', `/api/jobboard/v1/offers/${draft.slug}`, { token: owner.token })).json();
    expect(waiting.status).toBe('paid');
    expect(await searchFinds(h.app, draft.marker)).toBe(false);
    const fixed = await call(h.app, 'PATCH', `/api/jobboard/v1/offers/${draft.slug}`, {
      token: owner.token,
      body: { employment_types: [{ type: 'b2b', from: 1000, to: 2000 }] },
    });
    expect(fixed.json().status).toBe('published');
    expect(await searchFinds(h.app, draft.marker)).toBe(true);
  });

  it('extends a live offer by the plan’s days when the payment says extend', async () => {
    const offer = await publishedOffer(h, owner);
    const before = (await call(h.app, 'GET', `/api/jobboard/v1/offers/${offer.slug}`, { token: owner.token })).json();
    const payment = await startPayment(offer, { extend: true, offer_type: 'premium' });
    await decide(payment.payment_request_url, 'pay');
    const after = (await call(h.app, 'GET', `/api/jobboard/v1/offers/${offer.slug}`, { token: owner.token })).json();
    expect(new Date(after.expires_at).getTime() - new Date(before.expires_at).getTime()).toBe(45 * 86_400_000);
  });

  it.each([
    ['a missing field', { invoice_city: undefined }, 400, /Send \{invoice_company_name/],
    ['regulations not accepted', { accepted_regulations: false }, 400, /accepted_regulations/],
    ['a country that is no code', { invoice_country: 'Poland' }, 400, /invoice_country/],
    ['a NUL in the invoice', { invoice_company_name: 'Acme\u0000' }, 400, /control characters.*invoice_company_name|invoice_company_name: control/i],
    ['a return address elsewhere', { return_url: 'https://evil.example/steal' }, 400, /return_url/],
    ['a javascript return address', { return_url: 'javascript:alert(1)' }, 400, /return_url/],
    ['a protocol-relative return address', { return_url: '//evil.example/x' }, 400, /return_url/],
    ['an unknown plan', { offer_type: 'gold' }, 400, /No active pricing plan/],
    ['an unknown offer', { offer_id: 'offer-0000000000000000' }, 404, /No such offer/],
  ])('refuses %s', async (_name, overrides, status, message) => {
    const draft = await completeDraft(h, owner);
    const body: Record<string, unknown> = paymentBody(draft, overrides);
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
    const response = await call(h.app, 'POST', '/api/jobboard/v1/payments', { body, token: owner.token });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('refuses out-of-order payments: an incomplete draft, extending a draft, paying again for a live offer', async () => {
    const empty = await initiate(h.app, owner.token);
    const incomplete = await call(h.app, 'POST', '/api/jobboard/v1/payments', { body: paymentBody(empty), token: owner.token });
    expect([incomplete.statusCode, incomplete.json().error]).toEqual([422, 'offer-incomplete']);
    const draft = await completeDraft(h, owner);
    const extendDraft = await call(h.app, 'POST', '/api/jobboard/v1/payments', { body: paymentBody(draft, { extend: true }), token: owner.token });
    expect([extendDraft.statusCode, extendDraft.json().error]).toEqual([409, 'wrong-offer-status']);
    const live = await publishedOffer(h, owner);
    const again = await call(h.app, 'POST', '/api/jobboard/v1/payments', { body: paymentBody(live), token: owner.token });
    expect([again.statusCode, again.json().error]).toEqual([409, 'wrong-offer-status']);
    expect(again.json().message).toMatch(/extend it instead/);
  });

  it('answers the sandbox page of an unknown payment with a 404 page, and a wrong decision with 400', async () => {
    const missing = await h.app.inject({ method: 'GET', url: '/payments/sandbox/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect((await h.app.inject({ method: 'GET', url: '/payments/sandbox/nonsense' })).statusCode).toBe(404);
    const draft = await completeDraft(h, owner);
    const payment = await startPayment(draft);
    expect((await decide(payment.payment_request_url, 'maybe')).statusCode).toBe(400);
    expect((await statusOf(payment.id)).json()).toEqual({ status: 'pending' });
  });
});
