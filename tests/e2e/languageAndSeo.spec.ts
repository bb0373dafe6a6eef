import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/expectAccessible.ts';
import { hydrated } from './support/hydrated.ts';
import { setLanguage } from './support/preferences.ts';
import { E2E_BASE_URL, tenantUrl } from './support/tenantUrl.ts';

/**
 * The candidate's side as crawlers and browsers meet it: the page language follows the URL's words
 * (the cookie only on neutral paths), canonical and hreflang links point to each language's own
 * address, the language switch keeps the filters, and robots.txt, the sitemap, the icons and the
 * manifest answer on every tenant. The default tenant answers on 127.0.0.1 for Node's requests; the
 * others are fetched from inside the page (Node cannot resolve *.localhost).
 */
const base = E2E_BASE_URL.replace(/\/$/, '');

test.beforeEach(async ({ context }) => {
  for (const url of [tenantUrl('jobboard'), tenantUrl('design'), tenantUrl('engineers'), E2E_BASE_URL]) {
    await context.addCookies([{ name: 'cookie-consent', value: '0', url }]);
  }
});

/** A page's HTML and status as the server sends it, from inside the browser, with or without its cookies. */
async function fetchInPage(
  page: Page,
  url: string,
  cookies: 'include' | 'omit' = 'include',
): Promise<{ status: number; body: string; type: string }> {
  return page.evaluate(
    async ({ address, credentials }) => {
      const response = await fetch(address, { credentials, cache: 'no-store' });
      return { status: response.status, body: await response.text(), type: response.headers.get('content-type') ?? '' };
    },
    { address: url, credentials: cookies },
  );
}

const htmlLang = (html: string) => /<html[^>]* lang="([a-z]+)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const alternate = (html: string, language: string) => new RegExp(`<link rel="alternate" hreflang="${language}" href="([^"]+)"`).exec(html)?.[1];

test.describe('the page language follows the URL', () => {
  test('/job-offers/warszawa without a cookie is English, canonical to itself, with its Polish alternate', async ({ request }) => {
    const response = await request.get(`${base}/job-offers/warszawa`, { headers: { cookie: '' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(htmlLang(html)).toBe('en');
    expect(canonical(html)).toMatch(/\/job-offers\/warszawa$/);
    expect(alternate(html, 'pl')).toMatch(/\/oferty-pracy\/warszawa$/);
    expect(alternate(html, 'en')).toMatch(/\/job-offers\/warszawa$/);
  });

  test('/oferty-pracy/warszawa is Polish even with an English cookie', async ({ request }) => {
    const html = await (await request.get(`${base}/oferty-pracy/warszawa`, { headers: { cookie: 'lang=en' } })).text();
    expect(htmlLang(html)).toBe('pl');
    expect(canonical(html)).toMatch(/\/oferty-pracy\/warszawa$/);
  });

  test('on the English-default tenant a Polish link opens in Polish, and the home page keeps the cookie', async ({ page, context }) => {
    await setLanguage(context, 'design', 'en');
    await page.goto(tenantUrl('design', '/oferty-pracy/wszystkie-lokalizacje'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await page.goto(tenantUrl('design', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the language switch keeps the filters and the page, in the other language’s words', async ({ page, context }) => {
    await setLanguage(context, 'jobboard', 'pl');
    await page.goto(tenantUrl('jobboard', '/oferty-pracy/krakow/javascript?typ-umowy=b2b&doswiadczenie=senior'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByTestId('offer-results')).toBeVisible();
    await hydrated(page);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await expect(page).toHaveURL(tenantUrl('jobboard', '/job-offers/krakow/javascript?employment-type=b2b&experience-level=senior'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('JavaScript');
  });

  test('an offer page is in its prefix’s language, canonical to itself, with JobPosting dates, country and apply mode', async ({ page }) => {
    await page.goto(tenantUrl('jobboard', '/job-offers/all-locations'));
    const href = await page.getByTestId('offer-card').first().getByRole('link').first().getAttribute('href');
    const slug = href?.split('/').pop() ?? '';
    for (const [prefix, language] of [
      ['job-offer', 'en'],
      ['oferta-pracy', 'pl'],
    ] as const) {
      const { status, body } = await fetchInPage(page, tenantUrl('jobboard', `/${prefix}/${slug}`), 'omit');
      expect(status).toBe(200);
      expect(htmlLang(body)).toBe(language);
      expect(canonical(body)?.endsWith(`/${prefix}/${slug}`)).toBe(true);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(body)?.[1] ?? '{}') as Record<string, unknown>;
      expect(Date.parse(String(jsonLd.validThrough))).toBeGreaterThan(Date.now());
      expect(typeof jsonLd.directApply).toBe('boolean');
      expect(jsonLd.jobLocation).toMatchObject({ address: { addressCountry: expect.stringMatching(/^[A-Z]{2}$/) } });
    }
  });
});

test.describe('the listing', () => {
  test('the remote slug turns the remote switch on; turning it off leaves the remote page', async ({ page }) => {
    await page.goto(tenantUrl('design', '/job-offers/remote'));
    const remote = page.getByTestId('switch-remote');
    await expect(remote).toHaveAttribute('aria-checked', 'true');
    // The switch is in the server's HTML at once; it acts once the page has hydrated.
    await expect(page.getByTestId('listing-page')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await remote.click();
    await expect(page).toHaveURL(tenantUrl('design', '/job-offers/all-locations'));
    await expect(remote).toHaveAttribute('aria-checked', 'false');
  });

  test('a page past the end says so, answers 404 and links to the first page', async ({ page }) => {
    const response = await page.goto(tenantUrl('jobboard', '/oferty-pracy/wszystkie-lokalizacje?strona=99999'));
    expect(response?.status()).toBe(404);
    const pastEnd = page.getByTestId('offers-past-end');
    await expect(pastEnd).toContainText('Nie ma strony 99999');
    await expect(page.getByTestId('offers-empty')).toHaveCount(0);
    await expectAccessible(page, 'light');
    await pastEnd.getByTestId('first-page-link').click();
    await expect(page).toHaveURL(tenantUrl('jobboard', '/oferty-pracy/wszystkie-lokalizacje'));
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
  });

  test('salaries converted to the chosen currency say so, with the employer’s figure', async ({ page, context }) => {
    await context.addCookies([{ name: 'currency', value: 'eur', url: tenantUrl('jobboard') }]);
    await page.goto(tenantUrl('jobboard', '/job-offers/all-locations?with-salary=true'));
    const original = page.getByTestId('offer-salary-original').first();
    // The employer wrote another currency than the euros shown: their own figure stands beside ours.
    await expect(original).toContainText(/^converted · Employer’s figure: .+ (PLN|USD|GBP|CHF) /);
  });
});

test.describe('what search engines and browsers expect, on every tenant', () => {
  for (const tenant of ['jobboard', 'engineers', 'design']) {
    test(`${tenant}: robots.txt, sitemap.xml, favicon and manifest`, async ({ page }) => {
      await page.goto(tenantUrl(tenant, '/'));
      const robots = await fetchInPage(page, tenantUrl(tenant, '/robots.txt'));
      expect(robots.status).toBe(200);
      expect(robots.body).toContain('Disallow: /api/');
      const sitemapLine = /^Sitemap: (\S+)$/m.exec(robots.body)?.[1] ?? '';
      expect(new URL(sitemapLine).pathname).toBe('/sitemap.xml');
      const index = await fetchInPage(page, tenantUrl(tenant, '/sitemap.xml'));
      expect(index.status).toBe(200);
      expect(index.body).toContain('<sitemapindex');
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
      expect(files).toEqual(expect.arrayContaining(['/sitemaps/listings.xml', '/sitemaps/offers-1.xml']));
      const offers = await fetchInPage(page, tenantUrl(tenant, '/sitemaps/offers-1.xml'));
      expect(offers.body).toMatch(/<url><loc>[^<]+\/(job-offer|oferta-pracy)\/[^<]+<\/loc><lastmod>/);
      const icon = await page.evaluate(async (address) => (await fetch(address)).status, tenantUrl(tenant, '/favicon.ico'));
      expect(icon).toBe(200);
      const manifest = await fetchInPage(page, tenantUrl(tenant, '/manifest.webmanifest'));
      expect(JSON.parse(manifest.body)).toMatchObject({ start_url: '/', display: 'standalone' });
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    });
  }
});
