import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingVocabulary } from '../../../core/listing/ListingVocabulary.ts';
import { parseListingUrl } from '../../../core/listing/url/parseListingUrl.ts';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import { OFFERS_PER_SITEMAP_FILE } from '../../../gateway/seo/seoRoutes.ts';
import { fileCount, SITEMAP_URLS_MAX, urlSetXml } from '../../../gateway/seo/sitemapXml.ts';
import { seededGateway, type SeededGateway } from '../listing/seededGateway.ts';

/**
 * What search engines and browsers expect of every tenant's site: robots.txt naming the sitemap,
 * a sitemap index of files of at most 50,000 URLs (offers with lastmod, the SEO-link listing pages),
 * favicons and a web app manifest.
 */
let gateway: SeededGateway;
beforeAll(async () => {
  gateway = await seededGateway(300);
});
afterAll(async () => {
  await gateway.close();
});

const hostOf: Record<string, string> = { jobboard: 'localhost', engineers: 'engineers.localhost', design: 'design.localhost' };
const originOf = (tenantId: string) => `http://${hostOf[tenantId]}:3000`;
const get = (tenantId: string, url: string, headers: Record<string, string> = {}) =>
  gateway.app.inject({ url, headers: { host: `${hostOf[tenantId]}:3000`, ...headers } });

/**
 * A small XML reader for the sitemaps' plain shape: it throws unless every tag is closed in order,
 * attribute values are quoted and every `&` starts one of XML's entities (well-formedness for the
 * subset the sitemap uses), then answers the elements by name.
 */
interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}
function xmlDocument(text: string): { root: XmlElement; all: (name: string) => XmlElement[] } {
  const body = text.replace(/^<\?xml [^?]*\?>\s*/, '');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const flat: XmlElement[] = [];
  const unescape = (value: string) => {
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(value) || value.includes('<')) throw new Error(`not well-formed text: ${value.slice(0, 80)}`);
    return value.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[entity] ?? '');
  };
  let at = 0;
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>/g)) {
    const between = body.slice(at, match.index);
    stack[stack.length - 1]!.text += unescape(between);
    at = match.index + match[0].length;
    const [, closing, name = '', attributeText = '', selfClosing] = match;
    if (closing) {
      if (stack.pop()?.name !== name) throw new Error(`</${name}> closes another element`);
      continue;
    }
    const attributes = Object.fromEntries(
      [...attributeText.matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key, unescape(value)]),
    );
    const element: XmlElement = { name, attributes, children: [], text: '' };
    stack[stack.length - 1]!.children.push(element);
    flat.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1 || body.slice(at).trim() !== '' || root.children.length !== 1) throw new Error('not well-formed XML');
  return { root: root.children[0]!, all: (name) => flat.filter((element) => element.name === name) };
}
type XmlDocument = ReturnType<typeof xmlDocument>;
const texts = (document: XmlDocument, tag: string) => document.all(tag).map((element) => element.text);
const childText = (element: XmlElement | undefined, tag: string) => element?.children.find((child) => child.name === tag)?.text;

describe.each(tenants.map((tenant) => tenant.id))('%s', (tenantId) => {
  it('robots.txt allows listing and offer pages, disallows the panels and the API, and names the sitemap', async () => {
    const response = await get(tenantId, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const path of ['/job-offers', '/oferty-pracy', '/job-offer', '/oferta-pracy']) expect(lines).toContain(`Allow: ${path}`);
    for (const path of ['/api/', '/candidate/', '/employer/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${originOf(tenantId)}/sitemap.xml`);
  });

  it('sitemap.xml is an index of the listing pages and the offer files, on the tenant’s own origin', async () => {
    const response = await get(tenantId, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const index = xmlDocument(response.body);
    expect(index.root.name).toBe('sitemapindex');
    expect(texts(index, 'loc')).toEqual([`${originOf(tenantId)}/sitemaps/listings.xml`, `${originOf(tenantId)}/sitemaps/offers-1.xml`]);
    for (const loc of texts(index, 'loc')) expect((await get(tenantId, new URL(loc).pathname)).statusCode, loc).toBe(200);
  });

  it('lists every offer of the tenant in both languages, with its publication as lastmod and its alternates', async () => {
    const own = gateway.offers.filter((offer) => offer.tenant_id === tenantId);
    const document = xmlDocument((await get(tenantId, '/sitemaps/offers-1.xml')).body);
    const urls = document.all('url');
    expect(urls).toHaveLength(own.length * 2);
    const newest = [...own].sort((a, b) => b.published_at.getTime() - a.published_at.getTime() || a.id.localeCompare(b.id))[0]!;
    const [pl, en] = urls;
    expect(childText(pl, 'loc')).toBe(`${originOf(tenantId)}/oferta-pracy/${newest.slug}`);
    expect(childText(en, 'loc')).toBe(`${originOf(tenantId)}/job-offer/${newest.slug}`);
    expect(childText(pl, 'lastmod')).toBe(newest.published_at.toISOString());
    const alternates = (en?.children ?? [])
      .filter((child) => child.name === 'xhtml:link')
      .map((link) => [link.attributes.hreflang, link.attributes.href]);
    expect(alternates).toContainEqual(['pl', `${originOf(tenantId)}/oferta-pracy/${newest.slug}`]);
    expect(alternates).toContainEqual(['en', `${originOf(tenantId)}/job-offer/${newest.slug}`]);
  });

  it('lists the SEO-link listing pages in both languages, each one a listing URL', async () => {
    const document = xmlDocument((await get(tenantId, '/sitemaps/listings.xml')).body);
    const paths = texts(document, 'loc').map((loc) => new URL(loc).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/job-offers/all-locations',
        '/oferty-pracy/wszystkie-lokalizacje',
        '/job-offers/remote',
        '/oferty-pracy/praca-zdalna',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/(job-offers|oferty-pracy)\//);
  });

  it('answers 404 past the last offers file, and for names that are not ours', async () => {
    expect((await get(tenantId, '/sitemaps/offers-2.xml')).statusCode).toBe(404);
    expect((await get(tenantId, '/sitemaps/offers-0.xml')).statusCode).toBe(404);
    expect((await get(tenantId, '/sitemaps/passwords.xml')).statusCode).toBe(404);
  });

  it('serves its favicons and a web app manifest whose icons answer', async () => {
    const ico = await get(tenantId, '/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect([...ico.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    const svg = await get(tenantId, '/favicon.svg');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const tenant = tenants.find((candidate) => candidate.id === tenantId)!;
    expect(svg.body).toContain(tenant.theme.light.primary);
    const manifest = await get(tenantId, '/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const body = manifest.json() as { name: string; theme_color: string; icons: Array<{ src: string; sizes: string }> };
    expect(body).toMatchObject({ name: tenant.name, theme_color: tenant.theme.light.primary, start_url: '/' });
    for (const icon of body.icons) expect((await get(tenantId, icon.src)).statusCode, icon.src).toBe(200);
  });
});

describe('icons', () => {
  /** The pixel at (x, y) of an unfiltered RGBA PNG as the server writes it. */
  function pixel(png: Buffer, x: number, y: number): number[] {
    const size = png.readUInt32BE(16);
    const idat = png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8);
    const raw = inflateSync(idat);
    const at = y * (size * 4 + 1) + 1 + x * 4;
    return [...raw.subarray(at, at + 4)];
  }

  it('draws the tenant’s colour around a white case, at the size asked', async () => {
    const png = (await get('design', '/apple-touch-icon.png')).rawPayload;
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(180);
    expect(pixel(png, 90, 10)).toEqual([0x5b, 0x2b, 0xb5, 255]);
    expect(pixel(png, 90, 120)).toEqual([255, 255, 255, 255]);
    expect(pixel(png, 0, 0)[3]).toBe(0);
  });

  it('differs per tenant', async () => {
    expect((await get('jobboard', '/favicon.ico')).rawPayload.equals((await get('design', '/favicon.ico')).rawPayload)).toBe(false);
  });
});

describe('sitemap files', () => {
  it('hold at most 50,000 URLs: two per offer, so 25,000 offers a file', () => {
    expect(OFFERS_PER_SITEMAP_FILE * 2).toBe(SITEMAP_URLS_MAX);
    expect(fileCount(0, OFFERS_PER_SITEMAP_FILE)).toBe(1);
    expect(fileCount(25_000, OFFERS_PER_SITEMAP_FILE)).toBe(1);
    expect(fileCount(25_001, OFFERS_PER_SITEMAP_FILE)).toBe(2);
    expect(fileCount(100_000, OFFERS_PER_SITEMAP_FILE)).toBe(4);
    expect(() => urlSetXml(Array.from({ length: SITEMAP_URLS_MAX + 1 }, (_, index) => ({ loc: `https://x.example/${index}` })))).toThrow();
  });

  it('escape what XML must not carry raw', () => {
    const xml = urlSetXml([{ loc: 'https://x.example/job-offers/krakow?keyword=a&b="c"<' }]);
    expect(xml).toContain('keyword=a&amp;b=&quot;c&quot;&lt;');
    expect(texts(xmlDocument(xml), 'loc')).toEqual(['https://x.example/job-offers/krakow?keyword=a&b="c"<']);
    expect(() => xmlDocument('<urlset><url><loc>a&b</loc></url></urlset>')).toThrow();
    expect(() => xmlDocument('<urlset><url></urlset></url>')).toThrow();
  });

  it('go compressed to a client that accepts gzip', async () => {
    const response = await get('jobboard', '/sitemaps/offers-1.xml', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('name listing URLs that core parses back as listings, over the tenant’s own vocabulary', async () => {
    const document = xmlDocument((await get('jobboard', '/sitemaps/listings.xml')).body);
    const api = async (path: string) => (await get('jobboard', `/api/jobboard/${path}`)).json() as never;
    const vocabulary: ListingVocabulary = {
      configuration: await api('v2/user-panel/configuration'),
      categories: await api('categories?lang=pl'),
      cities: await api('cities?lang=pl'),
    };
    const locs = texts(document, 'loc');
    expect(locs.length).toBeGreaterThan(40);
    for (const loc of locs) expect(parseListingUrl(loc, vocabulary).kind, loc).toBe('listing');
  });
});
