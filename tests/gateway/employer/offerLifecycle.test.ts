import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either.js';
import {
  EmployerOfferListCodec,
  InitiatedOfferCodec,
  OfferDraftCodec,
  OfferEndCodec,
  OfferPublicationCodec,
  OfferSavedCodec,
  OfferStatisticsCodec,
  VerifiedCodeCodec,
} from '../../../contract/offerLifecycle.ts';
import { PrepaidCodeListCodec } from '../../../contract/pricing.ts';
import { expireOffers } from '../../../gateway/offers/publication/expireOffers.ts';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness } from './employerHarness.ts';
import {
  completeDraft,
  completeOffer,
  extraCode,
  firstCategory,
  initiate,
  newMarker,
  publishedOffer,
  searchFinds,
  welcomeCode,
} from './offerFixtures.ts';

let h: EmployerHarness;
let owner: Employer;
let category: number;
beforeAll(async () => {
  h = await startEmployerHarness({ offers: 30 });
  owner = await employer(h);
  category = await firstCategory(h.app);
});
afterAll(async () => h.close());

const offerUrl = (slug: string, token?: string) => `/api/jobboard/v1/offers/${slug}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

describe('initiating and editing a draft', () => {
  it('starts a draft for a guest and for an employer, answering slug and an edit token kept only as a hash', async () => {
    const guest = await call(h.app, 'POST', '/api/jobboard/v1/offers/initiate', {
      body: { pricing_plan: 'basic' },
      headers: { 'x-recaptcha-token': 'anything' },
    });
    expect(guest.statusCode).toBe(201);
    expect(isRight(InitiatedOfferCodec.decode(guest.json()))).toBe(true);
    const stored = await h.database.db.selectFrom('employer_offers').selectAll().where('slug', '=', guest.json().slug).executeTakeFirstOrThrow();
    expect(stored.edit_token_hash).not.toContain(guest.json().token);
    expect(stored.company_id).toBeNull();
    const mine = await initiate(h.app, owner.token);
    const read = await call(h.app, 'GET', offerUrl(mine.slug, mine.token));
    expect(read.statusCode).toBe(200);
    expect(isRight(OfferDraftCodec.decode(read.json()))).toBe(true);
    expect(read.json()).toMatchObject({ status: 'draft', pricing_plan: 'standard', company_name: expect.stringContaining('Acme') });
  });

  it('refuses an unknown or retired plan and a malformed body with a readable 400', async () => {
    for (const body of [{ pricing_plan: 'gold' }, { pricing_plan: 'start' }]) {
      const response = await call(h.app, 'POST', '/api/jobboard/v1/offers/initiate', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'unknown-plan', message: expect.stringContaining('/v2/offer-plans') });
    }
    for (const body of [{}, { pricing_plan: 3 }, 'standard'])
      expect((await call(h.app, 'POST', '/api/jobboard/v1/offers/initiate', { body })).statusCode).toBe(400);
  });

  it('saves fields in snake_case, sanitises the description and keeps the other fields as they were', async () => {
    const draft = await initiate(h.app, null);
    const first = await call(h.app, 'PATCH', offerUrl(draft.slug, draft.token), {
      body: {
        title: '  Backend  developer ',
        body: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
        city: 'KRAKOW',
      },
    });
    expect(first.statusCode).toBe(200);
    expect(isRight(OfferSavedCodec.decode(first.json()))).toBe(true);
    await call(h.app, 'PATCH', offerUrl(draft.slug, draft.token), { body: { experience_level: 'junior', id: 'ignored', slug: 'ignored' } });
    const read = (await call(h.app, 'GET', offerUrl(draft.slug, draft.token))).json();
    expect(read).toMatchObject({ title: 'Backend developer', city: 'krakow', experience_level: 'junior', slug: draft.slug });
    expect(read.body).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(read.body).toContain('Hi');
    const cleared = await call(h.app, 'PATCH', offerUrl(draft.slug, draft.token), { body: { city: null } });
    expect(cleared.statusCode).toBe(200);
    expect((await call(h.app, 'GET', offerUrl(draft.slug, draft.token))).json().city).toBeNull();
  });

  it.each([
    ['city', 'atlantis', /city: atlantis is not a city/],
    ['category_id', 999_999, /category_id: 999999 is not a category/],
    ['experience_level', 'wizard', /experience_level: one of trainee/],
    ['workplace_type', 'moon', /workplace_type: one of remote/],
    ['working_time', 'always', /working_time: one of full_time/],
    ['employment_types', [{ type: 'b2b' }, { type: 'B2B' }], /listed twice/],
    ['employment_types', [{ type: 'b2b', from: 30000, to: 20000 }], /from must not be more than to/],
    ['employment_types', [{ type: 'slavery', from: 1, to: 2 }], /employment_types\[0\]\.type: one of permanent/],
    ['employment_types', [{ type: 'b2b', currency: 'btc' }], /currency: one of pln/],
    ['employment_types', [{ type: 'b2b', from: -5 }], /amounts from 0/],
    ['required_skills', [{ name: 'Go', level: 9 }], /level: a whole number from 1 to 5/],
    ['apply_url', 'ftp://example.com', /apply_url: an http\(s\) address/],
    ['apply_email', 'not-an-email', /apply_email: enter a valid e-mail/],
    ['contact_phone', 'phone me', /contact_phone: a phone number/],
    ['latitude', 123, /latitude: a number from -90 to 90/],
    ['title', 42, /title: expected/],
    ['remote_interview', 'yes', /remote_interview: expected/],
    ['future_consent', { text: 'x' }, /future_consent: expected/],
  ])('refuses %s = %j with 400 naming the field', async (field, value, message) => {
    const draft = await initiate(h.app, null);
    const response = await call(h.app, 'PATCH', offerUrl(draft.slug, draft.token), { body: { [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid-offer');
    expect(response.json().message).toMatch(message);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });

  it('refuses another tenant’s category', async () => {
    const draft = await initiate(h.app, null);
    const designCategory = await firstCategory(h.app, 'design');
    const response = await call(h.app, 'PATCH', offerUrl(draft.slug, draft.token), { body: { category_id: designCategory } });
    expect(response.statusCode).toBe(400);
  });

  it.each(['title', 'street', 'contact_name', 'company_name', 'company_size', 'information_clause', 'body'])(
    'refuses a NUL byte or control character in %s with 400',
    async (field) => {
      const draft = await initiate(h.app, null);
      for (const value of ['bad\u0000value', 'bad\u001bvalue']) {
        const response = await call(h.app, 'PATCH', offerUrl(draft.slug, draft.token), { body: { [field]: value } });
        expect(response.statusCode).toBe(400);
        // Refused at the edge of the API (any field) or by the field's own rule: either way, 400 naming it.
        expect(response.json().message).toMatch(/control characters/i);
        expect(response.json().message).toContain(field);
      }
    },
  );

  it('refuses control characters in nested text too: skills and consents', async () => {
    const draft = await initiate(h.app, null);
    const skill = await call(h.app, 'PATCH', offerUrl(draft.slug, draft.token), { body: { required_skills: [{ name: 'Go\u0000', level: 3 }] } });
    const consent = await call(h.app, 'PATCH', offerUrl(draft.slug, draft.token), { body: { custom_consent: { text: 'x\u0001', enabled: true } } });
    expect([skill.statusCode, consent.statusCode]).toEqual([400, 400]);
  });

  it('answers a wrong token, no token and an unknown slug alike: 404', async () => {
    const draft = await initiate(h.app, null);
    const other = await initiate(h.app, null);
    for (const url of [
      offerUrl(draft.slug, other.token),
      offerUrl(draft.slug),
      offerUrl(draft.slug, 'x'.repeat(43)),
      offerUrl('offer-0000000000000000', draft.token),
      offerUrl('../../etc', draft.token),
    ]) {
      expect((await call(h.app, 'GET', url)).statusCode).toBe(404);
      expect((await call(h.app, 'PATCH', url, { body: { title: 'x' } })).statusCode).toBe(404);
    }
  });

  it('gives a guest’s draft to the company of the employer who opens it with its token', async () => {
    const draft = await initiate(h.app, null);
    await call(h.app, 'GET', offerUrl(draft.slug, draft.token), { token: owner.token });
    const row = await h.database.db.selectFrom('employer_offers').select('company_id').where('slug', '=', draft.slug).executeTakeFirstOrThrow();
    expect(row.company_id).toBe(owner.companyId);
    expect((await call(h.app, 'GET', offerUrl(draft.slug), { token: owner.token })).statusCode).toBe(200);
  });
});

describe('publishing with a code, editing, extending, finishing and deleting', () => {
  it('gives every new company one welcome code, listed in the panel', async () => {
    const fresh = await employer(h);
    const codes = await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/codes', { token: fresh.token });
    expect(isRight(PrepaidCodeListCodec.decode(codes.json()))).toBe(true);
    expect(codes.json().items).toEqual([
      expect.objectContaining({ pricingPlan: 'standard', days: 30, status: 'available', usedAt: null, usedFor: null }),
    ]);
  });

  it('refuses publication while the form is incomplete, and names the contract without a salary range (pay transparency)', async () => {
    const code = await extraCode(h, owner);
    const draft = await initiate(h.app, owner.token);
    const empty = await call(h.app, 'POST', `/api/jobboard/v1/offers/${draft.slug}/publish-with-code?code=${code}`, { body: { token: draft.token } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ error: 'offer-incomplete', fields: expect.arrayContaining(['title', 'body', 'employment_types']) });
    const noSalary = completeOffer(newMarker(), category, {
      employment_types: [
        { type: 'b2b', from: 20000, to: 25000 },
        { type: 'permanent', from: null, to: null },
      ],
    });
    await call(h.app, 'PATCH', offerUrl(draft.slug, draft.token), { body: noSalary });
    const refused = await call(h.app, 'POST', `/api/jobboard/v1/offers/${draft.slug}/publish-with-code?code=${code}`, {
      body: { token: draft.token },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('salary-range-required');
    expect(refused.json().message).toMatch(/Missing for: permanent/);
    // The code was not spent by the refusal.
    const codes = (await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/codes', { token: owner.token })).json().items as Array<{
      code: string;
      status: string;
    }>;
    expect(codes.find((item) => item.code === code)?.status).toBe('available');
  });

  it('publishes at once: in search, on the offer page, in the panel list; the code is used once', async () => {
    const draft = await completeDraft(h, owner);
    const code = await welcomeCode(h, owner);
    const verified = await call(h.app, 'GET', `/api/jobboard/v1/offers/${draft.slug}/verify-code/${code.toLowerCase()}?token=${draft.token}`);
    expect(verified.statusCode).toBe(200);
    expect(isRight(VerifiedCodeCodec.decode(verified.json()))).toBe(true);
    expect(await searchFinds(h.app, draft.marker)).toBe(false);
    const published = await call(h.app, 'POST', `/api/jobboard/v1/offers/${draft.slug}/publish-with-code?code=${code}`, {
      body: { token: draft.token },
    });
    expect(published.statusCode).toBe(200);
    expect(isRight(OfferPublicationCodec.decode(published.json()))).toBe(true);
    expect(published.json().status).toBe('published');
    expect(new Date(published.json().expires_at).getTime() - new Date(published.json().published_at).getTime()).toBe(30 * 86_400_000);
    expect(await searchFinds(h.app, draft.marker)).toBe(true);
    const page = await call(h.app, 'GET', `/api/jobboard/job-advertisements/${draft.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      slug: draft.slug,
      companyName: expect.stringContaining('Acme'),
      // The editor's rich text as the plain text the offer page shows (never its markup as text).
      description: `Build things with ${draft.marker}.`,
    });
    const again = await call(h.app, 'POST', `/api/jobboard/v1/offers/${draft.slug}/publish-with-code?code=${code}`, { body: { token: draft.token } });
    expect(again.statusCode).toBe(409);
    const usedElsewhere = await completeDraft(h, owner);
    const reused = await call(h.app, 'POST', `/api/jobboard/v1/offers/${usedElsewhere.slug}/publish-with-code?code=${code}`, {
      body: {},
      token: owner.token,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('code-used');
    const list = await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/offers', { token: owner.token });
    expect(isRight(EmployerOfferListCodec.decode(list.json()))).toBe(true);
    expect(list.json().items).toContainEqual(expect.objectContaining({ slug: draft.slug, status: 'published', pricingPlan: 'standard' }));
  });

  it('answers unknown, expired and other companies’ codes with 404 and 410', async () => {
    const draft = await completeDraft(h, owner);
    const other = await employer(h);
    const theirs = await welcomeCode(h, other);
    const expired = await extraCode(h, owner, 30, 1);
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 2 * 86_400_000);
    try {
      const cases: Array<[string, number, string]> = [
        ['ABCD-EFGH-JKMN', 404, 'code-not-found'],
        [theirs, 404, 'code-not-found'],
        ['not a code', 404, 'code-not-found'],
        [expired, 410, 'code-expired'],
      ];
      for (const [code, status, error] of cases) {
        const verify = await call(h.app, 'GET', `/api/jobboard/v1/offers/${draft.slug}/verify-code/${encodeURIComponent(code)}?token=${draft.token}`);
        expect([verify.statusCode, verify.json().error]).toEqual([status, error]);
        const use = await call(h.app, 'POST', `/api/jobboard/v1/offers/${draft.slug}/publish-with-code?code=${encodeURIComponent(code)}`, {
          body: { token: draft.token },
        });
        expect([use.statusCode, use.json().error]).toEqual([status, error]);
      }
      expect(
        (await call(h.app, 'POST', `/api/jobboard/v1/offers/${draft.slug}/publish-with-code`, { body: { token: draft.token } })).statusCode,
      ).toBe(400);
    } finally {
      h.clock.now = saved;
    }
  });

  it('keeps search in step with edits of a live offer, and refuses an edit that would break pay transparency', async () => {
    const offer = await publishedOffer(h, owner);
    const renamed = newMarker();
    const edited = await call(h.app, 'PATCH', offerUrl(offer.slug), { token: owner.token, body: { title: `Lead ${renamed} Engineer` } });
    expect(edited.statusCode).toBe(200);
    expect(await searchFinds(h.app, renamed)).toBe(true);
    expect(await searchFinds(h.app, offer.marker)).toBe(false);
    const broken = await call(h.app, 'PATCH', offerUrl(offer.slug), { token: owner.token, body: { employment_types: [{ type: 'b2b' }] } });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error).toBe('salary-range-required');
  });

  it('extends a live offer by the code’s days, refuses extending a draft and publishing a live offer', async () => {
    const offer = await publishedOffer(h, owner);
    const before = (await call(h.app, 'GET', offerUrl(offer.slug), { token: owner.token })).json();
    const code = await extraCode(h, owner, 14);
    const verify = await call(h.app, 'GET', `/api/jobboard/v1/offers/${offer.slug}/verify-code/${code}?extend=true`, { token: owner.token });
    expect(verify.json()).toMatchObject({ valid: true, days: 14, extend: true });
    const extended = await call(h.app, 'POST', `/api/jobboard/v1/offers/${offer.slug}/extend-with-code?code=${code}`, {
      body: {},
      token: owner.token,
    });
    expect(extended.statusCode).toBe(200);
    expect(new Date(extended.json().expires_at).getTime() - new Date(before.expires_at).getTime()).toBe(14 * 86_400_000);
    const publishLive = await call(h.app, 'POST', `/api/jobboard/v1/offers/${offer.slug}/publish-with-code?code=${await extraCode(h, owner)}`, {
      body: {},
      token: owner.token,
    });
    expect([publishLive.statusCode, publishLive.json().error]).toEqual([409, 'wrong-offer-status']);
    const draft = await completeDraft(h, owner);
    const extendDraft = await call(h.app, 'POST', `/api/jobboard/v1/offers/${draft.slug}/extend-with-code?code=${await extraCode(h, owner)}`, {
      body: {},
      token: owner.token,
    });
    expect([extendDraft.statusCode, extendDraft.json().error]).toEqual([409, 'wrong-offer-status']);
  });

  it('finishes a live offer (it leaves search at once), refuses to delete it before, and deletes it after', async () => {
    const offer = await publishedOffer(h, owner);
    const end = await call(h.app, 'GET', `/api/jobboard/v2/employer-panel/offers/end/${offer.slug}`, { token: owner.token });
    expect(isRight(OfferEndCodec.decode(end.json()))).toBe(true);
    expect(end.json()).toMatchObject({ canFinish: true, canDelete: false });
    const early = await call(h.app, 'DELETE', offerUrl(offer.slug), { token: owner.token });
    expect([early.statusCode, early.json().error]).toEqual([409, 'offer-active']);
    const finished = await call(h.app, 'POST', `/api/jobboard/v1/offers/${offer.slug}/finish-recruitment`, { body: {}, token: owner.token });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ status: 'finished', finished_at: expect.any(String) });
    expect(await searchFinds(h.app, offer.marker)).toBe(false);
    expect((await call(h.app, 'GET', `/api/jobboard/job-advertisements/${offer.slug}`)).statusCode).toBe(404);
    const twice = await call(h.app, 'POST', `/api/jobboard/v1/offers/${offer.slug}/finish-recruitment`, { body: {}, token: owner.token });
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'not-published']);
    const extendFinished = await call(h.app, 'POST', `/api/jobboard/v1/offers/${offer.slug}/extend-with-code?code=${await extraCode(h, owner)}`, {
      body: {},
      token: owner.token,
    });
    expect(extendFinished.statusCode).toBe(409);
    expect((await call(h.app, 'DELETE', offerUrl(offer.slug), { token: owner.token })).statusCode).toBe(204);
    for (const [method, url] of [
      ['GET', offerUrl(offer.slug)],
      ['DELETE', offerUrl(offer.slug)],
      ['GET', `/api/jobboard/v2/employer-panel/offers/end/${offer.slug}`],
    ] as const) {
      expect((await call(h.app, method, url, { token: owner.token })).statusCode).toBe(404);
    }
    const list = (await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/offers?pageSize=100', { token: owner.token })).json().items as Array<{
      slug: string;
    }>;
    expect(list.map((item) => item.slug)).not.toContain(offer.slug);
  });

  it('ends a publication when its days are over, and an expired offer can be extended back into search', async () => {
    // A month later the bearer has long expired: the offer's edit token opens it.
    const offer = await publishedOffer(h, owner);
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 31 * 86_400_000);
    try {
      const run = await expireOffers(h.database.db, h.clock.now);
      expect(run.expired).toBeGreaterThanOrEqual(1);
      expect(run.tenantIds).toContain('jobboard');
      expect(await searchFinds(h.app, offer.marker)).toBe(false);
      expect((await call(h.app, 'GET', offerUrl(offer.slug, offer.token))).json().status).toBe('expired');
      expect((await expireOffers(h.database.db, h.clock.now)).expired).toBe(0);
      const code = await extraCode(h, owner, 7);
      const back = await call(h.app, 'POST', `/api/jobboard/v1/offers/${offer.slug}/extend-with-code?code=${code}`, { body: { token: offer.token } });
      expect(back.statusCode).toBe(200);
      expect(back.json().status).toBe('published');
      expect(new Date(back.json().expires_at).getTime()).toBeGreaterThan(h.clock.now.getTime() + 6 * 86_400_000);
      expect(await searchFinds(h.app, offer.marker)).toBe(true);
    } finally {
      h.clock.now = saved;
    }
  });
});

describe('the panel’s statistics', () => {
  it('counts views and apply clicks per day of the company’s offers only, every day of the range present', async () => {
    const offer = await publishedOffer(h, owner);
    const day = h.clock.now.toISOString().slice(0, 10);
    // Three visitors (a view counts once per visitor and day), one of them twice.
    for (const agent of ['one', 'two', 'three', 'three']) {
      await call(h.app, 'POST', '/api/jobboard/v1/views', {
        body: { brand: 'jobboard', offerSlug: offer.slug, visitedAt: h.clock.now.toISOString() },
        headers: { 'user-agent': agent },
      });
    }
    await call(h.app, 'POST', `/api/jobboard/v1/offers/${offer.slug}/apply-clicks`);
    expect((await call(h.app, 'POST', '/api/jobboard/v1/offers/no-such-offer/apply-clicks')).statusCode).toBe(404);
    const stats = await call(h.app, 'GET', `/api/jobboard/v2/employer-panel/offers/statistics?slug=${offer.slug}&from=2025-05-30&to=${day}`, {
      token: owner.token,
    });
    expect(stats.statusCode).toBe(200);
    expect(isRight(OfferStatisticsCodec.decode(stats.json()))).toBe(true);
    expect(stats.json().days.map((d: { date: string }) => d.date)).toEqual(['2025-05-30', '2025-05-31', '2025-06-01']);
    expect(stats.json().days.at(-1)).toEqual({ date: day, views: 3, applyClicks: 1 });
    expect(stats.json().totals).toEqual({ views: 3, applyClicks: 1 });
    const other = await employer(h);
    const theirs = await call(h.app, 'GET', `/api/jobboard/v2/employer-panel/offers/statistics?slug=${offer.slug}`, { token: other.token });
    expect(theirs.json().totals).toEqual({ views: 0, applyClicks: 0 });
    expect(theirs.json().offers).toEqual([]);
    const list = (await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/offers?status=published&pageSize=100', { token: owner.token })).json();
    expect(list.items.find((item: { slug: string }) => item.slug === offer.slug)).toMatchObject({ views: 3, applyClicks: 1 });
  });

  it('refuses bad ranges and parameters with 400', async () => {
    for (const query of ['from=2025-13-01', 'from=2025-06-02&to=2025-06-01', 'from=2020-01-01&to=2025-06-01', 'slug=%00', 'to=yesterday']) {
      expect((await call(h.app, 'GET', `/api/jobboard/v2/employer-panel/offers/statistics?${query}`, { token: owner.token })).statusCode).toBe(400);
    }
    for (const query of ['page=0', 'pageSize=1000', 'status=deleted', 'page=x']) {
      expect((await call(h.app, 'GET', `/api/jobboard/v2/employer-panel/offers?${query}`, { token: owner.token })).statusCode).toBe(400);
    }
  });
});
