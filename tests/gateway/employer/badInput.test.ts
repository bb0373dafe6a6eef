import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness, type Method } from './employerHarness.ts';
import { completeDraft, extraCode, publishedOffer, type Draft } from './offerFixtures.ts';

/**
 * Whatever a client sends, every employer, offer and payment route answers 2xx or 4xx, never 5xx:
 * arbitrary JSON bodies, broken JSON, odd query strings and path parameters.
 */
let h: EmployerHarness;
let owner: Employer;
let draft: Draft;
let live: Draft;
let paymentId: string;
beforeAll(async () => {
  h = await startEmployerHarness({ offers: 10 });
  owner = await employer(h);
  draft = await completeDraft(h, owner);
  live = await publishedOffer(h, owner);
  await extraCode(h, owner);
  const payment = await call(h.app, 'POST', '/api/jobboard/v1/payments', {
    token: owner.token,
    body: {
      invoice_street: 'Prosta',
      invoice_city: 'Warszawa',
      invoice_country: 'PL',
      invoice_company_name: 'Acme',
      invoice_postal_code: '00-001',
      offer_type: 'basic',
      offer_id: draft.slug,
      accepted_regulations: true,
      return_url: '/employer',
    },
  });
  paymentId = payment.json().id;
});
afterAll(async () => h.close());

/** Paths with {draft}, {token} and {live} filled in once the fixtures exist. */
const ROUTES: ReadonlyArray<readonly [Method, string]> = [
  ['POST', '/v1/users/sign_up'],
  ['POST', '/v1/users'],
  ['PATCH', '/v1/users/confirm'],
  ['PATCH', '/v1/users/regenerate_confirmation_token'],
  ['POST', '/v1/users/password'],
  ['PATCH', '/v1/users/password'],
  ['POST', '/v1/oauth/token'],
  ['POST', '/v1/oauth/revoke'],
  ['PATCH', '/v1/profiles/me'],
  ['POST', '/v1/offers/initiate'],
  ['PATCH', '/v1/offers/{draft}?token={token}'],
  ['PATCH', '/v1/offers/{live}'],
  ['POST', '/v1/offers/{draft}/publish-with-code?code=ABCD-EFGH-JKMN'],
  ['POST', '/v1/offers/{live}/extend-with-code?code=ABCD-EFGH-JKMN'],
  ['POST', '/v1/offers/{draft}/finish-recruitment'],
  ['POST', '/v1/payments'],
  ['POST', '/v1/payments/notifications/sandbox'],
];
const filled = (path: string) => path.replace('{draft}', draft.slug).replace('{token}', draft.token).replace('{live}', live.slug);

describe('arbitrary input', () => {
  it.each(ROUTES.map(([method, path]) => [`${method} ${path}`, method, path] as const))(
    '%s answers any JSON body with 2xx or 4xx',
    async (_name, method, path) => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
          const response = await call(h.app, method, `/api/jobboard${filled(path)}`, { body, token: owner.token });
          expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
        }),
        { numRuns: 25 },
      );
    },
  );

  it('answers broken JSON, wrong content types and oversized bodies with 4xx', async () => {
    for (const [method, path] of ROUTES) {
      for (const [type, payload] of [
        ['application/json', '{"title": '],
        ['application/json', '\u0000'],
        ['text/xml', '<x/>'],
        ['application/json', JSON.stringify({ title: 'x'.repeat(2_000_000) })],
      ] as const) {
        const response = await h.app.inject({
          method,
          url: `/api/jobboard${filled(path)}`,
          headers: { 'content-type': type, authorization: `Bearer ${owner.token}` },
          payload,
        });
        expect(response.statusCode, `${method} ${filled(path)} ${type}: ${response.body.slice(0, 120)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
  });

  it('answers odd path parameters and query strings with 4xx', async () => {
    const text = fc.string({ minLength: 0, maxLength: 60 });
    await fc.assert(
      fc.asyncProperty(text, text, async (slug, query) => {
        const encodedSlug = encodeURIComponent(slug) || 'x';
        const encodedQuery = encodeURIComponent(query);
        for (const [method, url] of [
          ['GET', `/v1/offers/${encodedSlug}?token=${encodedQuery}`],
          ['GET', `/v1/offers/${draft.slug}/verify-code/${encodedSlug}?token=${encodedQuery}&extend=${encodedQuery}`],
          ['DELETE', `/v1/offers/${encodedSlug}?token=${encodedQuery}`],
          ['GET', `/v1/payments/${encodedSlug}/status?token=${encodedQuery}`],
          ['GET', `/v2/employer-panel/offers/end/${encodedSlug}`],
          ['GET', `/v2/employer-panel/offers?page=${encodedQuery}&pageSize=${encodedQuery}&status=${encodedQuery}`],
          ['GET', `/v2/employer-panel/offers/statistics?from=${encodedQuery}&to=${encodedQuery}&slug=${encodedSlug}`],
          ['GET', `/v2/offer-plans?active=${encodedQuery}&lang=${encodedQuery}`],
          ['POST', `/v1/offers/${encodedSlug}/apply-clicks`],
        ] as const) {
          const response = await call(h.app, method, `/api/jobboard${url}`, { token: owner.token });
          expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 120)}`).toBeLessThan(500);
        }
      }),
      { numRuns: 20 },
    );
    expect((await h.app.inject({ method: 'GET', url: `/payments/sandbox/${paymentId}%00` })).statusCode).toBeLessThan(500);
  });
});
