import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeMultipartFields } from '../../../gateway/offers/draft/multipartOffer.ts';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness } from './employerHarness.ts';
import { firstCategory, initiate } from './offerFixtures.ts';

describe('shaping the editor’s form fields (platform.md 5, read backwards)', () => {
  it('reads booleans as 1/0, empty values as none, nested names as objects and lists, and lets the subcategory win', () => {
    const shaped = shapeMultipartFields([
      ['title', 'Backend developer'],
      ['remote_interview', '1'],
      ['open_to_hire_ukrainians', '0'],
      ['street', ''],
      ['category_id', '10'],
      ['subcategory_id', '12'],
      ['latitude', '52.23'],
      ['employment_types[1][type]', 'permanent'],
      ['employment_types[1][from]', ''],
      ['employment_types[1][to]', ''],
      ['employment_types[0][type]', 'b2b'],
      ['employment_types[0][from]', '20000'],
      ['employment_types[0][to]', '25000'],
      ['employment_types[0][gross]', '0'],
      ['required_skills[0][name]', 'Go'],
      ['required_skills[0][level]', '4'],
      ['future_consent[text]', 'Keep my CV'],
      ['future_consent[enabled]', '1'],
      ['logo', 'https://example.com/old-logo.png'],
    ]);
    expect(shaped).toEqual({
      title: 'Backend developer',
      remote_interview: true,
      open_to_hire_ukrainians: false,
      street: null,
      category_id: 12,
      latitude: 52.23,
      employment_types: [
        { type: 'b2b', from: 20000, to: 25000, gross: false },
        { type: 'permanent', from: null, to: null },
      ],
      required_skills: [{ name: 'Go', level: 4 }],
      future_consent: { text: 'Keep my CV', enabled: true },
    });
  });

  it('keeps the category when the subcategory is empty, reads JSON text in structured fields, and passes unreadable values on for the codec to name', () => {
    expect(
      shapeMultipartFields([
        ['category_id', '10'],
        ['subcategory_id', ''],
      ]),
    ).toEqual({ category_id: 10 });
    expect(shapeMultipartFields([['employment_types', '[{"type":"b2b","from":"1","to":2}]']])).toEqual({
      employment_types: [{ type: 'b2b', from: 1, to: 2 }],
    });
    expect(shapeMultipartFields([['employment_types', '']])).toEqual({ employment_types: [] });
    expect(shapeMultipartFields([['latitude', 'north']])).toEqual({ latitude: 'north' });
    expect(shapeMultipartFields([['remote_interview', 'maybe']])).toEqual({ remote_interview: 'maybe' });
  });

  it('drops names that are not field names, reach past index 50, or name an object’s prototype', () => {
    const shaped = shapeMultipartFields([
      ['__proto__[polluted]', 'yes'],
      ['constructor[prototype][x]', 'yes'],
      ['required_skills[99][name]', 'x'],
      ['Title', 'x'],
      ['a.b', 'x'],
    ]);
    expect(shaped).toEqual({});
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('PATCH /v1/offers/{slug} as multipart', () => {
  let h: EmployerHarness;
  let owner: Employer;
  let category: number;
  beforeAll(async () => {
    h = await startEmployerHarness({ offers: 10 });
    owner = await employer(h);
    category = await firstCategory(h.app);
  });
  afterAll(async () => h.close());

  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ae0000000049454e44ae426082',
    'hex',
  );

  function multipart(fields: ReadonlyArray<readonly [string, string]>, file?: { name: string; filename: string; type: string; bytes: Buffer }) {
    const boundary = '----jobboardtest';
    const parts: Buffer[] = fields.map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  const send = (slug: string, body: ReturnType<typeof multipart>, bearer: string | null = owner.token, query = '') =>
    h.app.inject({
      method: 'PATCH',
      url: `/api/jobboard/v1/offers/${slug}${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    });

  it('saves the shaped fields and the logo, which the gateway then serves', async () => {
    const draft = await initiate(h.app, owner.token);
    const response = await send(
      draft.slug,
      multipart(
        [
          ['title', 'Mobile developer'],
          ['category_id', String(category)],
          ['remote_interview', '1'],
          ['employment_types[0][type]', 'permanent'],
          ['employment_types[0][from]', '15000'],
          ['employment_types[0][to]', ''],
        ],
        { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: PNG },
      ),
    );
    expect(response.statusCode).toBe(200);
    const read = (await call(h.app, 'GET', `/api/jobboard/v1/offers/${draft.slug}`, { token: owner.token })).json();
    expect(read).toMatchObject({
      title: 'Mobile developer',
      category_id: category,
      remote_interview: true,
      employment_types: [{ type: 'permanent', from: 15000, to: null, gross: true, currency: 'pln', unit: 'month' }],
    });
    expect(read.company_logo).toMatch(new RegExp(`^/api/jobboard/v1/offers/${draft.slug}/logo\\?v=`));
    const logo = await h.app.inject({ method: 'GET', url: read.company_logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a logo that is not a raster image by its bytes, whatever it claims', async () => {
    const draft = await initiate(h.app, owner.token);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await send(draft.slug, multipart([['title', 'x']], { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: svg }));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/PNG, JPEG or WebP/);
  });

  it('refuses a logo over 1 MiB with 413, and a broken body with a 4xx', async () => {
    const draft = await initiate(h.app, owner.token);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1)]);
    expect((await send(draft.slug, multipart([], { name: 'logo', filename: 'big.png', type: 'image/png', bytes: big }))).statusCode).toBe(413);
    const broken = await h.app.inject({
      method: 'PATCH',
      url: `/api/jobboard/v1/offers/${draft.slug}`,
      payload: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${owner.token}` },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('answers field problems with 400 naming them, a guest with 401 and another company with 404', async () => {
    const draft = await initiate(h.app, owner.token);
    const bad = await send(
      draft.slug,
      multipart([
        ['latitude', 'north'],
        ['title', 'ok\u0000'],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['latitude', 'title']);
    expect((await send(draft.slug, multipart([['title', 'x']]), null, `?token=${draft.token}`)).statusCode).toBe(401);
    const other = await employer(h);
    expect((await send(draft.slug, multipart([['title', 'x']]), other.token)).statusCode).toBe(404);
  });
});
