import { isRight } from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandStoryEditorCodec, CompanyCodec, CompanyUsersCodec } from '../../../../contract/employerCompany.ts';
import { CompanyProfileCodec } from '../../../../contract/companies.ts';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness } from '../employerHarness.ts';
import { initiate } from '../offerFixtures.ts';
import { invitedUser, JPEG, PNG, sendMultipart, slugOf, storyFields } from './companyFixtures.ts';

/**
 * The employer panel's company (docs/employer-api.md, "Company"): company data with images, billing
 * data the payment form pre-fills, clauses that new offers start with, users and their two roles,
 * and the brand story from draft to the company page.
 */
let h: EmployerHarness;
let admin: Employer;
const api = '/api/jobboard';

beforeAll(async () => {
  h = await startEmployerHarness({ offers: 10 });
  admin = await employer(h);
});
afterAll(async () => h.close());

describe('company data', () => {
  it('answers the company as signed up: initials for a logo, no description, empty billing, no clauses, no story', async () => {
    const response = await call(h.app, 'GET', `${api}/v1/company`, { token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const company = response.json();
    expect(isRight(CompanyCodec.decode(company))).toBe(true);
    expect(company).toMatchObject({
      id: admin.companyId,
      has_own_logo: false,
      short_description: '',
      type: 'other',
      cover_url: null,
      brand_story: 'none',
      clauses: { information_clause: null, future_consent: null, custom_consent: null },
    });
    expect(company.billing.invoice_company_name).toBe('');
  });

  it('saves the fields sent, normalises the type, stores logo and cover read by their bytes, and serves them', async () => {
    const fields = {
      name: 'Acme Software',
      short_description: 'We build <b>boards</b>.',
      type: 'Software House',
      industry: '',
      size: '11-50',
      site: 'https://acme.example',
    };
    const response = await sendMultipart(h.app, 'POST', `${api}/v1/company/company_data`, admin.token, fields, [
      { field: 'logo', name: 'logo.png', type: 'image/png', bytes: PNG },
      { field: 'cover', name: 'cover.txt', type: 'text/plain', bytes: JPEG },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const company = response.json();
    expect(company).toMatchObject({
      name: 'Acme Software',
      type: 'software-house',
      size: '11-50',
      site: 'https://acme.example/',
      has_own_logo: true,
    });
    const logo = await h.app.inject({ url: company.logo_url });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    // The claimed type of the cover said text; its bytes are a JPEG.
    expect((await h.app.inject({ url: company.cover_url })).headers['content-type']).toBe('image/jpeg');
    // Left out: kept. The company page shows it, its description without markup.
    const again = await sendMultipart(h.app, 'POST', `${api}/v1/company/company_data`, admin.token, { size: '51-200' });
    expect(again.json()).toMatchObject({ name: 'Acme Software', size: '51-200', logo_url: company.logo_url, cover_url: company.cover_url });
    const page = (await call(h.app, 'GET', `${api}/company-profiles/by-slug/${company.slug}/published/with-legacy`)).json();
    expect(isRight(CompanyProfileCodec.decode(page))).toBe(true);
    expect(page).toMatchObject({
      companyName: 'Acme Software',
      shortDescription: 'We build boards.',
      companyType: 'software-house',
      coverPhotoUrl: company.cover_url,
    });
  });

  it('replaces a logo and deletes the one it replaced', async () => {
    const first = (
      await sendMultipart(h.app, 'POST', `${api}/v1/company/company_data`, admin.token, {}, [
        { field: 'logo', name: 'a.png', type: 'image/png', bytes: PNG },
      ])
    ).json();
    const second = (
      await sendMultipart(h.app, 'POST', `${api}/v1/company/company_data`, admin.token, {}, [
        { field: 'logo', name: 'b.jpg', type: 'image/jpeg', bytes: JPEG },
      ])
    ).json();
    expect(second.logo_url).not.toBe(first.logo_url);
    expect((await h.app.inject({ url: first.logo_url })).statusCode).toBe(404);
    expect((await h.app.inject({ url: second.logo_url })).statusCode).toBe(200);
  });
});

describe('billing data and clauses', () => {
  const billing = {
    invoice_company_name: 'Acme sp. z o.o.',
    invoice_street: 'Prosta',
    invoice_street_number: '20',
    invoice_city: 'Warszawa',
    invoice_postal_code: '00-850',
    invoice_country: 'pl',
    invoice_tax_id: 'PL5250001009',
  };

  it('saves the invoice data by the payment request’s rules and answers them in GET /v1/company', async () => {
    const saved = await call(h.app, 'PATCH', `${api}/v2/employer-panel/company/billing-data`, { token: admin.token, body: billing });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...billing, invoice_country: 'PL' });
    const changed = await call(h.app, 'PATCH', `${api}/v2/employer-panel/company/billing-data`, {
      token: admin.token,
      body: { invoice_city: 'Kraków' },
    });
    expect(changed.json()).toMatchObject({ invoice_city: 'Kraków', invoice_street: 'Prosta' });
    expect((await call(h.app, 'GET', `${api}/v1/company`, { token: admin.token })).json().billing).toEqual(changed.json());
  });

  it('copies the clauses into each new offer of the company, and leaves offers written before alone', async () => {
    const before = await initiate(h.app, admin.token);
    const clauses = {
      information_clause: 'Acme processes your data to recruit.',
      future_consent: { text: 'Keep my CV for later recruitments.', enabled: true },
      custom_consent: null,
    };
    const saved = await call(h.app, 'PATCH', `${api}/v2/employer-panel/company/clauses`, { token: admin.token, body: clauses });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(clauses);
    const draft = await initiate(h.app, admin.token);
    const offer = (await call(h.app, 'GET', `${api}/v1/offers/${draft.slug}`, { token: admin.token })).json();
    expect(offer).toMatchObject(clauses);
    const older = (await call(h.app, 'GET', `${api}/v1/offers/${before.slug}`, { token: admin.token })).json();
    expect(older.information_clause).toBeNull();
    // A guest's draft has no company, so no clauses.
    const guest = await initiate(h.app, null);
    expect((await call(h.app, 'GET', `${api}/v1/offers/${guest.slug}?token=${guest.token}`)).json().information_clause).toBeNull();
  });
});

describe('users and roles', () => {
  it('lists the company’s users, oldest first, the sign-up user an admin', async () => {
    const owner = await employer(h);
    const recruiter = await invitedUser(h, owner, 'recruiter');
    const list = await call(h.app, 'GET', `${api}/v2/employer-panel/users`, { token: owner.token });
    expect(isRight(CompanyUsersCodec.decode(list.json()))).toBe(true);
    expect(list.json().items.map((user: { email: string; role: string }) => [user.email, user.role])).toEqual([
      [owner.email, 'admin'],
      [recruiter.email, 'recruiter'],
    ]);
  });

  it('lets a recruiter manage offers but refuses every admin call with 403, changing nothing', async () => {
    const owner = await employer(h);
    const recruiter = await invitedUser(h, owner, 'recruiter');
    expect((await initiate(h.app, recruiter.token)).slug).toMatch(/^offer-/);
    expect((await call(h.app, 'GET', `${api}/v1/company`, { token: recruiter.token })).statusCode).toBe(200);
    const refused = [
      await call(h.app, 'GET', `${api}/v2/employer-panel/users`, { token: recruiter.token }),
      await call(h.app, 'PATCH', `${api}/v2/employer-panel/company/billing-data`, { token: recruiter.token, body: { invoice_city: 'Gdańsk' } }),
      await call(h.app, 'PATCH', `${api}/v2/employer-panel/company/clauses`, { token: recruiter.token, body: { information_clause: 'x' } }),
      await call(h.app, 'POST', `${api}/v1/users`, { token: recruiter.token, body: { name: 'Eve', email: 'eve.recruiter@example.com' } }),
      await sendMultipart(h.app, 'POST', `${api}/v1/company/company_data`, recruiter.token, { name: 'Taken over' }),
      await sendMultipart(
        h.app,
        'PUT',
        `${api}/v2/employer-panel/brand-stories/${await slugOf(h, owner)}`,
        recruiter.token,
        storyFields('Nope', true),
      ),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(refused[0]?.json()).toMatchObject({ error: 'forbidden' });
    const company = (await call(h.app, 'GET', `${api}/v1/company`, { token: owner.token })).json();
    expect(company).toMatchObject({ name: `Acme ${owner.email}`, brand_story: 'none', clauses: { information_clause: null } });
  });

  it('changes a user’s name, phone and role; a promoted recruiter may act as an admin at once, a demoted admin may not', async () => {
    const owner = await employer(h);
    const other = await invitedUser(h, owner, 'recruiter');
    const promoted = await call(h.app, 'PATCH', `${api}/v2/employer-panel/users/${other.id}`, {
      token: owner.token,
      body: { name: 'Grace Admin', phone: '+48 500 100 200', role: 'admin' },
    });
    expect(promoted.json()).toMatchObject({ id: other.id, name: 'Grace Admin', phone: '+48 500 100 200', role: 'admin' });
    // The token still says recruiter: the role is read now.
    expect((await call(h.app, 'GET', `${api}/v2/employer-panel/users`, { token: other.token })).statusCode).toBe(200);
    await call(h.app, 'PATCH', `${api}/v2/employer-panel/users/${other.id}`, { token: owner.token, body: { role: 'recruiter' } });
    expect((await call(h.app, 'GET', `${api}/v2/employer-panel/users`, { token: other.token })).statusCode).toBe(403);
  });

  it('never demotes or removes the last admin, and removing a user ends their logins at once', async () => {
    const owner = await employer(h);
    const me = (await call(h.app, 'GET', `${api}/v2/employer-panel/profiles/me`, { token: owner.token })).json();
    const demote = await call(h.app, 'PATCH', `${api}/v2/employer-panel/users/${me.id}`, { token: owner.token, body: { role: 'recruiter' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ error: 'last-admin' });
    expect((await call(h.app, 'DELETE', `${api}/v2/employer-panel/users/${me.id}`, { token: owner.token })).statusCode).toBe(409);
    const second = await invitedUser(h, owner, 'admin');
    const recruiter = await invitedUser(h, owner, 'recruiter');
    expect((await call(h.app, 'DELETE', `${api}/v2/employer-panel/users/${recruiter.id}`, { token: second.token })).statusCode).toBe(204);
    expect((await call(h.app, 'GET', `${api}/v1/company`, { token: recruiter.token })).statusCode).toBe(401);
    // With two admins, one may step down; then the other is the last.
    expect(
      (await call(h.app, 'PATCH', `${api}/v2/employer-panel/users/${me.id}`, { token: owner.token, body: { role: 'recruiter' } })).statusCode,
    ).toBe(200);
    expect((await call(h.app, 'DELETE', `${api}/v2/employer-panel/users/${second.id}`, { token: second.token })).statusCode).toBe(409);
    const users = (await call(h.app, 'GET', `${api}/v2/employer-panel/users`, { token: second.token })).json();
    expect(users.items.map((user: { role: string }) => user.role).sort()).toEqual(['admin', 'recruiter']);
  });

  it('answers 404 for a user of another company, and changes nothing there', async () => {
    const owner = await employer(h);
    const stranger = await employer(h);
    const theirs = await invitedUser(h, stranger, 'recruiter');
    expect(
      (await call(h.app, 'PATCH', `${api}/v2/employer-panel/users/${theirs.id}`, { token: owner.token, body: { role: 'admin' } })).statusCode,
    ).toBe(404);
    expect((await call(h.app, 'DELETE', `${api}/v2/employer-panel/users/${theirs.id}`, { token: owner.token })).statusCode).toBe(404);
    expect((await call(h.app, 'GET', `${api}/v1/company`, { token: theirs.token })).statusCode).toBe(200);
  });
});

describe('brand story', () => {
  it('keeps a draft to the company, publishes it on the company page, and keeps, adds and drops pictures', async () => {
    const owner = await employer(h);
    const slug = await slugOf(h, owner);
    const draft = await sendMultipart(h.app, 'PUT', `${api}/v2/employer-panel/brand-stories/${slug}`, owner.token, storyFields('Our story', false), [
      { field: 'picture', name: 'office.png', type: 'image/png', bytes: PNG },
      { field: 'picture', name: 'team.jpg', type: 'image/jpeg', bytes: JPEG },
    ]);
    expect(draft.statusCode, draft.body).toBe(200);
    const saved = draft.json();
    expect(isRight(BrandStoryEditorCodec.decode(saved))).toBe(true);
    expect(saved).toMatchObject({ slug, status: 'draft', technologies: ['TypeScript', 'PostgreSQL'] });
    expect(saved.pictures).toHaveLength(2);
    // The company's users read the draft; anyone else reads "no story".
    expect((await call(h.app, 'GET', `${api}/v2/employer-panel/brand-stories/data/${slug}`, { token: owner.token })).json().status).toBe('draft');
    const guest = await call(h.app, 'GET', `${api}/v2/employer-panel/brand-stories/status/${slug}`);
    expect([guest.statusCode, guest.body]).toEqual([404, '']);
    expect((await call(h.app, 'GET', `${api}/company-profiles/by-slug/${slug}/published/with-legacy`)).json().brandStory).toBeNull();

    const [office] = saved.pictures as { id: string; url: string }[];
    const published = await sendMultipart(
      h.app,
      'PUT',
      `${api}/v2/employer-panel/brand-stories/${slug}`,
      owner.token,
      storyFields('Our story', true, { pictures: JSON.stringify([office!.id]) }),
    );
    expect(published.json()).toMatchObject({ status: 'published', pictures: [office] });
    expect((await h.app.inject({ url: saved.pictures[1].url })).statusCode).toBe(404);
    expect((await call(h.app, 'GET', `${api}/v2/employer-panel/brand-stories/status/${slug}`)).json()).toMatchObject({ slug, status: 'published' });
    const page = (await call(h.app, 'GET', `${api}/company-profiles/by-slug/${slug}/published/with-legacy?lang=en`)).json();
    expect(page.brandStory).toMatchObject({
      headline: 'Our story EN',
      sections: [{ title: 'Who we are', body: 'First paragraph.\n\nSecond paragraph.' }],
    });
    expect((await call(h.app, 'GET', `${api}/v1/company`, { token: owner.token })).json().brand_story).toBe('published');
  });

  it('sanitises HTML out of the story: paragraphs stay, scripts and markup go', async () => {
    const owner = await employer(h);
    const slug = await slugOf(h, owner);
    const content = {
      pl: {
        headline: '<b>Nagłówek</b>',
        sections: [{ title: 'T<script>alert(1)</script>', body: '<p>Raz <img src=x onerror=alert(1)></p><p>Dwa</p>' }],
        benefits: [],
      },
      en: { headline: 'Headline', sections: [], benefits: ['<i>Gym</i>'] },
    };
    const response = await sendMultipart(h.app, 'PUT', `${api}/v2/employer-panel/brand-stories/${slug}`, owner.token, {
      content: JSON.stringify(content),
      published: '1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content).toEqual({
      pl: { headline: 'Nagłówek', sections: [{ title: 'T', body: 'Raz\n\nDwa' }], benefits: [] },
      en: { headline: 'Headline', sections: [], benefits: ['Gym'] },
    });
  });

  it('lists technologies to choose from, most used on the board first', async () => {
    const response = await call(h.app, 'GET', `${api}/v2/employer-panel/brand-stories/technologies`);
    expect(response.statusCode).toBe(200);
    const names = response.json() as { value: string; label: string }[];
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
  });
});

describe('migration 0020', () => {
  it('allows only the two roles', async () => {
    const owner = await employer(h);
    await expect(
      h.database.db
        .updateTable('employer_users')
        .set({ role: 'member' as never })
        .where('company_id', '=', owner.companyId)
        .execute(),
    ).rejects.toThrow();
  });
});
