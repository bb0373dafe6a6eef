import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../session/sessionHarness.ts';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness, type Method } from './employerHarness.ts';
import { completeDraft, extraCode, firstCategory, publishedOffer, type Draft } from './offerFixtures.ts';

/**
 * Every employer, offer, code and payment route against every kind of caller: a guest, a candidate's
 * bearer, an employer of another company, an employer of the company (on its tenant and on another
 * tenant). A company's offers, payments and codes are its own: anyone else gets 404 (or 401 for a
 * bearer that is not a live employer token of this tenant), and their calls change nothing.
 */
type Role = 'guest' | 'candidate' | 'other company' | 'wrong tenant' | 'same company';
const ROLES: readonly Role[] = ['guest', 'candidate', 'other company', 'wrong tenant', 'same company'];

interface Resource {
  readonly offer: Draft & { marker: string };
  readonly paymentId: string | null;
  readonly code: string;
}

interface Route {
  readonly name: string;
  /** A fresh resource of the owning company for this route. */
  readonly setUp: 'draft' | 'published' | 'payment' | 'none';
  readonly request: (resource: Resource) => { method: Method; path: string; body?: unknown; multipart?: boolean };
  /** What each role gets; 'ok' is any 2xx. */
  readonly expect: Readonly<Record<Role, number | 'ok'>>;
}

const denied = { guest: 404, candidate: 401, 'other company': 404, 'wrong tenant': 401 } as const;
const panelOnly = { guest: 401, candidate: 401, 'wrong tenant': 401 } as const;

const ROUTES: readonly Route[] = [
  {
    name: 'GET /v1/offers/{slug}',
    setUp: 'draft',
    request: (r) => ({ method: 'GET', path: `/v1/offers/${r.offer.slug}` }),
    expect: { ...denied, 'same company': 'ok' },
  },
  {
    name: 'PATCH /v1/offers/{slug} (JSON)',
    setUp: 'draft',
    request: (r) => ({ method: 'PATCH', path: `/v1/offers/${r.offer.slug}`, body: { title: 'Changed title' } }),
    expect: { ...denied, 'same company': 'ok' },
  },
  {
    name: 'PATCH /v1/offers/{slug} (multipart)',
    setUp: 'draft',
    request: (r) => ({ method: 'PATCH', path: `/v1/offers/${r.offer.slug}`, body: { title: 'Changed title' }, multipart: true }),
    expect: { guest: 401, candidate: 401, 'other company': 404, 'wrong tenant': 401, 'same company': 'ok' },
  },
  {
    name: 'GET verify-code',
    setUp: 'draft',
    request: (r) => ({ method: 'GET', path: `/v1/offers/${r.offer.slug}/verify-code/${r.code}` }),
    expect: { ...denied, 'same company': 'ok' },
  },
  {
    name: 'POST publish-with-code',
    setUp: 'draft',
    request: (r) => ({ method: 'POST', path: `/v1/offers/${r.offer.slug}/publish-with-code?code=${r.code}`, body: {} }),
    expect: { ...denied, 'same company': 'ok' },
  },
  {
    name: 'POST extend-with-code',
    setUp: 'published',
    request: (r) => ({ method: 'POST', path: `/v1/offers/${r.offer.slug}/extend-with-code?code=${r.code}`, body: {} }),
    expect: { ...denied, 'same company': 'ok' },
  },
  {
    name: 'POST finish-recruitment',
    setUp: 'published',
    request: (r) => ({ method: 'POST', path: `/v1/offers/${r.offer.slug}/finish-recruitment`, body: {} }),
    expect: { ...denied, 'same company': 'ok' },
  },
  {
    name: 'DELETE /v1/offers/{slug}',
    setUp: 'draft',
    request: (r) => ({ method: 'DELETE', path: `/v1/offers/${r.offer.slug}` }),
    expect: { ...denied, 'same company': 'ok' },
  },
  {
    name: 'GET offers/end/{slug}',
    setUp: 'draft',
    request: (r) => ({ method: 'GET', path: `/v2/employer-panel/offers/end/${r.offer.slug}` }),
    expect: { ...panelOnly, 'other company': 404, 'same company': 'ok' },
  },
  {
    name: 'POST /v1/payments',
    setUp: 'draft',
    request: (r) => ({
      method: 'POST',
      path: '/v1/payments',
      body: {
        invoice_street: 'Prosta',
        invoice_city: 'Warszawa',
        invoice_country: 'PL',
        invoice_company_name: 'Acme',
        invoice_postal_code: '00-001',
        offer_type: 'basic',
        offer_id: r.offer.slug,
        accepted_regulations: true,
        return_url: '/employer',
      },
    }),
    expect: { ...denied, 'same company': 'ok' },
  },
  {
    name: 'GET /v1/payments/{id}/status',
    setUp: 'payment',
    request: (r) => ({ method: 'GET', path: `/v1/payments/${r.paymentId}/status` }),
    expect: { ...denied, 'same company': 'ok' },
  },
  {
    name: 'GET /v2/employer-panel/offers',
    setUp: 'none',
    request: () => ({ method: 'GET', path: '/v2/employer-panel/offers' }),
    expect: { ...panelOnly, 'other company': 'ok', 'same company': 'ok' },
  },
  {
    name: 'GET /v2/employer-panel/offers/statistics',
    setUp: 'none',
    request: () => ({ method: 'GET', path: '/v2/employer-panel/offers/statistics' }),
    expect: { ...panelOnly, 'other company': 'ok', 'same company': 'ok' },
  },
  {
    name: 'GET /v2/employer-panel/codes',
    setUp: 'none',
    request: () => ({ method: 'GET', path: '/v2/employer-panel/codes' }),
    expect: { ...panelOnly, 'other company': 'ok', 'same company': 'ok' },
  },
  {
    name: 'GET /v2/employer-panel/profiles/me',
    setUp: 'none',
    request: () => ({ method: 'GET', path: '/v2/employer-panel/profiles/me' }),
    expect: { ...panelOnly, 'other company': 'ok', 'same company': 'ok' },
  },
  {
    name: 'PATCH /v1/profiles/me',
    setUp: 'none',
    request: () => ({ method: 'PATCH', path: '/v1/profiles/me', body: { phone: '+48 500 000 000' } }),
    expect: { ...panelOnly, 'other company': 'ok', 'same company': 'ok' },
  },
  {
    name: 'POST /v1/users',
    setUp: 'none',
    request: () => ({
      method: 'POST',
      path: '/v1/users',
      body: { name: 'New User', email: `new.${Math.random().toString(36).slice(2)}@example.com` },
    }),
    expect: { ...panelOnly, 'other company': 'ok', 'same company': 'ok' },
  },
  {
    name: 'POST /v1/offers/initiate',
    setUp: 'none',
    request: () => ({ method: 'POST', path: '/v1/offers/initiate', body: { pricing_plan: 'basic' } }),
    expect: { guest: 'ok', candidate: 401, 'other company': 'ok', 'wrong tenant': 401, 'same company': 'ok' },
  },
];

let h: EmployerHarness;
let owner: Employer;
let other: Employer;
let candidateToken: string;
beforeAll(async () => {
  h = await startEmployerHarness({ offers: 10 });
  owner = await employer(h);
  other = await employer(h);
  candidateToken = (await register(h.app)).token;
  await firstCategory(h.app);
});
afterAll(async () => h.close());

async function resourceFor(route: Route): Promise<Resource> {
  const code = await extraCode(h, owner, 10);
  if (route.setUp === 'none') return { offer: { slug: '', token: '', marker: '' }, paymentId: null, code };
  const offer = route.setUp === 'published' ? await publishedOffer(h, owner) : await completeDraft(h, owner);
  if (route.setUp !== 'payment') return { offer, paymentId: null, code };
  const payment = await call(h.app, 'POST', '/api/jobboard/v1/payments', {
    token: owner.token,
    body: {
      invoice_street: 'Prosta',
      invoice_city: 'Warszawa',
      invoice_country: 'PL',
      invoice_company_name: 'Acme',
      invoice_postal_code: '00-001',
      offer_type: 'basic',
      offer_id: offer.slug,
      accepted_regulations: true,
      return_url: '/employer',
    },
  });
  return { offer, paymentId: payment.json().id as string, code };
}

function multipartOf(fields: Record<string, string>) {
  const boundary = '----matrix';
  const body =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload: body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function callAs(role: Role, route: Route, resource: Resource) {
  const { method, path, body, multipart } = route.request(resource);
  const tenant = role === 'wrong tenant' ? 'design' : 'jobboard';
  const bearer = role === 'guest' ? null : role === 'candidate' ? candidateToken : role === 'other company' ? other.token : owner.token;
  const url = `/api/${tenant}${path}`;
  if (multipart) {
    const form = multipartOf(body as Record<string, string>);
    return h.app.inject({
      method,
      url,
      payload: form.payload,
      headers: { 'content-type': form.contentType, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    });
  }
  return call(h.app, method, url, { token: bearer, ...(body === undefined ? {} : { body }) });
}

/** What a denied call must not have changed: the offer as its owner reads it. */
const ownerView = async (resource: Resource) =>
  resource.offer.slug === '' ? null : (await call(h.app, 'GET', `/api/jobboard/v1/offers/${resource.offer.slug}?token=${resource.offer.token}`)).body;

describe('tenant × endpoint × role', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const resource = await resourceFor(route);
    const before = await ownerView(resource);
    for (const role of ROLES) {
      const response = await callAs(role, route, resource);
      const expected = route.expect[role];
      const outcome = expected === 'ok' ? response.statusCode >= 200 && response.statusCode < 300 : response.statusCode === expected;
      expect(outcome, `${role}: ${response.statusCode} ${response.body.slice(0, 200)}`).toBe(true);
      if (role !== 'same company' && expected !== 'ok') expect(await ownerView(resource)).toBe(before);
    }
  });

  it('shows another company none of the owner’s offers, codes or statistics in its own lists', async () => {
    const offer = await publishedOffer(h, owner);
    const code = await extraCode(h, owner);
    const offers = (await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/offers?pageSize=100', { token: other.token })).json();
    expect(offers.items.map((item: { slug: string }) => item.slug)).not.toContain(offer.slug);
    const codes = (await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/codes', { token: other.token })).json();
    expect(codes.items.map((item: { code: string }) => item.code)).not.toContain(code);
    const stats = (await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/offers/statistics', { token: other.token })).json();
    expect(stats.offers.map((item: { slug: string }) => item.slug)).not.toContain(offer.slug);
  });

  it('lets an edit token open its own offer only, and only on its tenant', async () => {
    const first = await completeDraft(h, owner);
    const second = await completeDraft(h, owner);
    expect((await call(h.app, 'GET', `/api/jobboard/v1/offers/${first.slug}?token=${first.token}`)).statusCode).toBe(200);
    expect((await call(h.app, 'GET', `/api/jobboard/v1/offers/${first.slug}?token=${second.token}`)).statusCode).toBe(404);
    expect((await call(h.app, 'PATCH', `/api/jobboard/v1/offers/${second.slug}?token=${first.token}`, { body: { title: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await call(h.app, 'GET', `/api/design/v1/offers/${first.slug}?token=${first.token}`)).statusCode).toBe(404);
    expect((await call(h.app, 'GET', `/api/nowhere/v1/offers/${first.slug}?token=${first.token}`)).statusCode).toBe(404);
    // Another company's employer holding the token may edit that one offer, and it stays the owner's.
    expect((await call(h.app, 'GET', `/api/jobboard/v1/offers/${first.slug}?token=${first.token}`, { token: other.token })).statusCode).toBe(200);
    const row = await h.database.db.selectFrom('employer_offers').select('company_id').where('slug', '=', first.slug).executeTakeFirstOrThrow();
    expect(row.company_id).toBe(owner.companyId);
  });
});
