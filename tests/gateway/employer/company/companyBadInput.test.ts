import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseCompanyType } from '../../../../core/employer/company/companyRules.ts';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness } from '../employerHarness.ts';
import { EXECUTABLE, invitedUser, JPEG, multipart, PNG, pngOfSize, sendMultipart, slugOf, storyFields, type FilePart } from './companyFixtures.ts';

/**
 * What the company panel refuses, each with a 4xx and a message that says why, and nothing stored:
 * malformed multipart, files that are not the images they claim to be, oversized files, unknown
 * company types, fields past their rules, stories past their limits.
 */
let h: EmployerHarness;
let admin: Employer;
let slug: string;
const api = '/api/jobboard';

beforeAll(async () => {
  h = await startEmployerHarness({ offers: 10 });
  admin = await employer(h);
  slug = await slugOf(h, admin);
  await sendMultipart(h.app, 'PUT', `${api}/v2/employer-panel/brand-stories/${slug}`, admin.token, storyFields('Kept', false), [
    { field: 'picture', name: 'p.png', type: 'image/png', bytes: PNG },
  ]);
});
afterAll(async () => h.close());

/** The company, its story and how many images it has: what a refused call must leave as it was. */
async function stored(): Promise<string> {
  const company = (await call(h.app, 'GET', `${api}/v1/company`, { token: admin.token })).body;
  const story = (await call(h.app, 'GET', `${api}/v2/employer-panel/brand-stories/data/${slug}`, { token: admin.token })).body;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from company_images where company_id = ${admin.companyId}`.execute(
    h.database.db,
  );
  return `${company}\n${story}\n${rows[0]?.n}`;
}

async function refusedWith(status: number, message: RegExp, send: () => Promise<{ statusCode: number; body: string }>) {
  const before = await stored();
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect((JSON.parse(response.body) as { message: string }).message).toMatch(message);
  expect(await stored()).toBe(before);
}

const companyData =
  (fields: Record<string, string>, files: FilePart[] = []) =>
  () =>
    sendMultipart(h.app, 'POST', `${api}/v1/company/company_data`, admin.token, fields, files);
const story =
  (fields: Record<string, string>, files: FilePart[] = []) =>
  () =>
    sendMultipart(h.app, 'PUT', `${api}/v2/employer-panel/brand-stories/${slug}`, admin.token, fields, files);
const png = (field: string, bytes: Buffer = PNG): FilePart => ({ field, name: `${field}.png`, type: 'image/png', bytes });

describe('company data', () => {
  it('normalises the ways people write the six types, and refuses anything else', () => {
    expect(
      ['Software House', 'software_house', 'E-Commerce', 'eshop', 'Start-up', 'Korporacja', 'enterprise', 'Agencja', 'OTHER'].map(
        normaliseCompanyType,
      ),
    ).toEqual(['software-house', 'software-house', 'e-commerce', 'e-commerce', 'startup', 'corporation', 'corporation', 'agency', 'other']);
    expect(['spaceship', '', '  ', 'software-house-ish'].map(normaliseCompanyType)).toEqual([null, null, null, null]);
  });

  it('refuses an unknown type with the six it takes', () =>
    refusedWith(
      400,
      /type: one of software-house, e-commerce, startup, corporation, agency, other/,
      companyData({ type: 'spaceship', name: 'Renamed' }),
    ));

  it('refuses a JSON body and a multipart body that is cut short', async () => {
    await refusedWith(400, /multipart/, () => call(h.app, 'POST', `${api}/v1/company/company_data`, { token: admin.token, body: { name: 'JSON' } }));
    const whole = multipart({ name: 'Cut short' }, [png('logo')]);
    await refusedWith(400, /could not be read/, () =>
      h.app.inject({
        method: 'POST',
        url: `${api}/v1/company/company_data`,
        payload: whole.payload.subarray(0, whole.payload.length - 30),
        headers: { 'content-type': whole.contentType, authorization: `Bearer ${admin.token}` },
      }),
    );
  });

  it('refuses an executable named as a picture, by its bytes, and images over their size', async () => {
    await refusedWith(
      415,
      /logo: a PNG, JPEG or WebP image/,
      companyData({ name: 'With a bad logo' }, [{ field: 'logo', name: 'logo.png', type: 'image/png', bytes: EXECUTABLE }]),
    );
    await refusedWith(
      415,
      /cover/,
      companyData({}, [{ field: 'cover', name: 'cover.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.7 not an image') }]),
    );
    await refusedWith(413, /logo: at most 1024 KiB/, companyData({ name: 'Big logo' }, [png('logo', pngOfSize(1024 * 1024 + 1))]));
    await refusedWith(413, /over 5 MiB/, companyData({}, [png('cover', pngOfSize(5 * 1024 * 1024 + 1))]));
  });

  it('refuses fields past their rules, naming each', async () => {
    await refusedWith(400, /site: an http\(s\) address/, companyData({ site: 'javascript:alert(1)' }));
    await refusedWith(400, /name: control characters/, companyData({ name: 'Acme\u0000' }));
    await refusedWith(400, /name: 1 to 200/, companyData({ name: '   ' }));
    await refusedWith(400, /industry: a key/, companyData({ industry: 'no-such-industry' }));
    await refusedWith(400, /short_description: at most 500/, companyData({ short_description: 'x'.repeat(501) }));
    // A good image beside a bad field is not stored either.
    await refusedWith(
      400,
      /size/,
      companyData({ size: 'x'.repeat(31) }, [png('logo'), { field: 'cover', name: 'c.jpg', type: 'image/jpeg', bytes: JPEG }]),
    );
  });

  it('answers any bytes sent as a multipart body with a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 400 }),
        fc.constantFrom('POST /v1/company/company_data', `PUT /v2/employer-panel/brand-stories/${slug}`),
        async (bytes, route) => {
          const [method, path] = route.split(' ') as ['POST' | 'PUT', string];
          const response = await h.app.inject({
            method,
            url: `${api}${path}`,
            payload: Buffer.from(bytes),
            headers: { 'content-type': 'multipart/form-data; boundary=xyz', authorization: `Bearer ${admin.token}` },
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('billing data, clauses and users', () => {
  const patch = (path: string, body: unknown) => () => call(h.app, 'PATCH', `${api}${path}`, { token: admin.token, body });

  it('refuses invoice data the payment form would refuse', async () => {
    const good = {
      invoice_company_name: 'Acme',
      invoice_street: 'Prosta',
      invoice_city: 'Warszawa',
      invoice_postal_code: '00-001',
      invoice_country: 'PL',
    };
    await refusedWith(
      400,
      /invoice_country: a two-letter country code/,
      patch('/v2/employer-panel/company/billing-data', { ...good, invoice_country: 'Poland' }),
    );
    await refusedWith(400, /control characters/i, patch('/v2/employer-panel/company/billing-data', { ...good, invoice_street: 'a\u0007b' }));
    await refusedWith(400, /invoice_company_name: 1 to 200/, patch('/v2/employer-panel/company/billing-data', { invoice_city: 'Kraków' }));
    await refusedWith(400, /Send \{invoice_company_name/, patch('/v2/employer-panel/company/billing-data', { invoice_city: 42 }));
    await refusedWith(400, /Send \{invoice_company_name/, patch('/v2/employer-panel/company/billing-data', ['not', 'an', 'object']));
  });

  it('refuses clauses past the offer form’s rules, and an enabled consent without its text', async () => {
    await refusedWith(
      400,
      /future_consent.text: an enabled consent needs its text/,
      patch('/v2/employer-panel/company/clauses', { future_consent: { text: ' ', enabled: true } }),
    );
    await refusedWith(400, /information_clause: at most 5000/, patch('/v2/employer-panel/company/clauses', { information_clause: 'x'.repeat(5001) }));
    await refusedWith(400, /Send \{information_clause/, patch('/v2/employer-panel/company/clauses', { custom_consent: 'yes' }));
  });

  it('refuses a role outside the two and a phone that is not one; an id that is not one is no user', async () => {
    const user = await invitedUser(h, admin, 'recruiter');
    await refusedWith(400, /Send \{name\?, phone\?, role/, patch(`/v2/employer-panel/users/${user.id}`, { role: 'owner' }));
    await refusedWith(400, /phone: a phone number/, patch(`/v2/employer-panel/users/${user.id}`, { phone: 'call me' }));
    await refusedWith(404, /No such user/, patch('/v2/employer-panel/users/not-an-id', { name: 'X' }));
    await refusedWith(400, /Send \{name, email/, () =>
      call(h.app, 'POST', `${api}/v1/users`, { token: admin.token, body: { name: 'X', email: 'x@example.com', role: 'owner' } }),
    );
  });
});

describe('brand story', () => {
  const content = (pl: object, en: object = { headline: 'Fine', sections: [], benefits: [] }) =>
    JSON.stringify({ pl: { headline: 'Dobrze', sections: [], benefits: [], ...pl }, en: { headline: 'Fine', sections: [], benefits: [], ...en } });

  it('refuses a story whose parts are missing or not what they should be', async () => {
    await refusedWith(400, /content: a JSON text/, story({ published: '1' }));
    await refusedWith(400, /content: a JSON text/, story({ content: '{not json' }));
    await refusedWith(400, /technologies: a JSON array/, story({ content: content({}), technologies: '"TypeScript"' }));
    await refusedWith(400, /published: 1 or 0/, story({ content: content({}), published: 'maybe' }));
    await refusedWith(
      400,
      /pictures: only the ids of this story/,
      story({ content: content({}), pictures: JSON.stringify(['00000000-0000-4000-8000-000000000000']) }),
    );
  });

  it('refuses a story past its limits, and a published one without a headline in each language', async () => {
    await refusedWith(400, /pl.headline: too long/, story({ content: content({ headline: 'x'.repeat(151) }) }));
    const sections = Array.from({ length: 11 }, (_, index) => ({ title: `Part ${index}`, body: 'Text.' }));
    await refusedWith(400, /pl.sections: too many/, story({ content: content({ sections }) }));
    await refusedWith(400, /en.headline: required/, story({ content: content({}, { headline: '', sections: [], benefits: [] }), published: '1' }));
    await refusedWith(
      400,
      /technologies: too many/,
      story({ content: content({}), technologies: JSON.stringify(Array.from({ length: 31 }, (_, index) => `Tech${index}`)) }),
    );
  });

  it('refuses pictures that are not images, too large, or too many, keeping the story as it was', async () => {
    await refusedWith(
      415,
      /picture 1: a PNG, JPEG or WebP image/,
      story(storyFields('New', true), [{ field: 'picture', name: 'a.jpg', type: 'image/jpeg', bytes: EXECUTABLE }]),
    );
    await refusedWith(413, /picture 1: at most 2048 KiB/, story(storyFields('New', true), [png('picture', pngOfSize(2 * 1024 * 1024 + 1))]));
    await refusedWith(
      400,
      /pictures: at most 6/,
      story(
        storyFields('New', true),
        Array.from({ length: 7 }, () => png('picture')),
      ),
    );
  });
});
