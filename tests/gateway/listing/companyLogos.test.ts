import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_LOGO_PATH, publicLogoUrl, SVG_LOGO_PREFIX, svgOfDataUrl } from '../../../gateway/listing/companyLogos.ts';
import { offerCards } from '../../../gateway/listing/queries/offerCards.ts';
import { logoDataUrl } from '../../../gateway/seed/companies.ts';
import { seededGateway, type SeededGateway } from './seededGateway.ts';

describe('company logo addresses', () => {
  it('a stored SVG becomes its own address; any other address stays as it is', () => {
    expect(publicLogoUrl('acme', logoDataUrl('Acme', '#1d4ed8'))).toBe(`${COMPANY_LOGO_PATH}acme`);
    expect(publicLogoUrl('acme', 'https://cdn.example/acme.png')).toBe('https://cdn.example/acme.png');
    expect(publicLogoUrl('../etc', logoDataUrl('X', '#000000'))).not.toContain('..');
  });

  it('reads the SVG back out of a data URL, and nothing out of anything else', () => {
    expect(svgOfDataUrl(logoDataUrl('Acme Labs', '#1d4ed8'))).toMatch(/^<svg [^>]*>.*AL.*<\/svg>$/);
    expect(svgOfDataUrl('https://cdn.example/a.svg')).toBeNull();
    expect(svgOfDataUrl('data:image/svg+xml;utf8,%E0%A4%A')).toBeNull();
  });
});

describe('GET /api/company-logos/{slug}', () => {
  let gateway: SeededGateway;
  beforeAll(async () => {
    gateway = await seededGateway(200);
  });
  afterAll(() => gateway.close());

  it("cards carry the logo's address, and the address serves the SVG, cacheable and inert", async () => {
    const cards = (await gateway.app.inject({ url: '/api/jobboard/v2/user-panel/offers/by-cursor?itemsCount=5' })).json() as {
      items: { companyLogoThumbUrl: string }[];
    };
    const logo = cards.items[0]!.companyLogoThumbUrl;
    expect(logo).toMatch(new RegExp(`^${COMPANY_LOGO_PATH}[a-z0-9-]+$`));
    const response = await gateway.app.inject({ url: logo });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(/^<svg /);
    const again = await gateway.app.inject({ url: logo, headers: { 'if-none-match': String(response.headers['etag']) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown or malformed company', async () => {
    for (const slug of ['no-such-company', 'UPPER', '..%2F..%2Fetc', 'a'.repeat(300)]) {
      expect((await gateway.app.inject({ url: `${COMPANY_LOGO_PATH}${slug}` })).statusCode, slug).toBe(404);
    }
  });

  // Last: it changes a company's stored logo.
  it('a stored SVG is read as its prefix only, any other stored address whole, in the search and in the card query', async () => {
    type Cards = { items: { companyLogoThumbUrl: string; companyName: string }[] };
    const search = async (itemsCount: number) =>
      (await gateway.app.inject({ url: `/api/jobboard/v2/user-panel/offers/by-cursor?itemsCount=${itemsCount}` })).json() as Cards;
    const listed = (await search(50)).items[0]!.companyName;
    const company = gateway.offers.find((offer) => offer.company_name === listed)!;
    const stored = 'https://cdn.example/acme%20labs.png';
    await sql`update companies set logo = ${stored} where id = ${company.company_id}`.execute(gateway.database.db);
    const rows = await offerCards(gateway.database.db).orderBy('o.id').execute();
    expect(rows.filter((row) => row.company_slug === company.company_slug).map((row) => row.company_logo)).toContain(stored);
    expect(new Set(rows.filter((row) => row.company_slug !== company.company_slug).map((row) => row.company_logo))).toEqual(
      new Set([SVG_LOGO_PREFIX]),
    );
    const cards = await search(100);
    const logos = (theirs: boolean) =>
      new Set(
        cards.items
          .filter((item) => (item.companyName === company.company_name) === theirs)
          .map((item) => item.companyLogoThumbUrl.split('/api/')[0]),
      );
    expect(logos(true)).toEqual(new Set([stored]));
    expect(logos(false)).toEqual(new Set(['']));
  });
});
