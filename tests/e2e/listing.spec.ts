import { expect as baseExpect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { expectAccessible } from './support/expectAccessible.ts';
import { setColorMode, setLanguage, type Language } from './support/preferences.ts';
import { E2E_BASE_URL, E2E_PORT, tenantUrl } from './support/tenantUrl.ts';

/**
 * The listing and offer pages, as a visitor uses them, in every tenant and both languages: search
 * with suggestions, city and radius, more filters, quick switches, sorting, paging, the map and the
 * offer page; every URL reached renders the same results when pasted into a new tab.
 */

// Journeys of many steps over pages of 100 offers: generous limits, so a busy machine is not a failure.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const tenants = ['jobboard', 'engineers', 'design'] as const;
const languages: readonly Language[] = ['pl', 'en'];

const words = {
  pl: {
    list: '/oferty-pracy/wszystkie-lokalizacje',
    keyword: 'Stanowisko, firma lub umiejętność',
    location: 'Lokalizacja',
    offerPrefix: '/oferta-pracy/',
    city: 'krakow',
    radiusParam: 'promien',
    pageParam: 'strona',
    sortParam: 'sortowanie',
    employmentParam: 'typ-umowy',
    b2b: 'B2B',
    filtersTitle: 'Filtry',
    similar: 'Podobne oferty',
  },
  en: {
    list: '/job-offers/all-locations',
    keyword: 'Job title, company or skill',
    location: 'Location',
    offerPrefix: '/job-offer/',
    city: 'krakow',
    radiusParam: 'radius',
    pageParam: 'page',
    sortParam: 'sort',
    employmentParam: 'employment-type',
    b2b: 'B2B',
    filtersTitle: 'Filters',
    similar: 'Similar offers',
  },
} as const;

const cards = (page: Page) => page.getByTestId('offer-card');

/**
 * Every test starts with the cookie decision made (strict only), as a returning visitor has it,
 * so the consent popup does not cover the page; the tenants' hosts and the default one alike.
 */
test.beforeEach(async ({ context }) => {
  await context.addCookies([...tenants.map((tenant) => tenantUrl(tenant)), E2E_BASE_URL].map((url) => ({ name: 'cookie-consent', value: '0', url })));
});

/** The offer slugs a page shows, in order. */
async function slugsShown(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-slug') ?? ''));
}

/**
 * The HTML the server sends for a URL on the page's own origin, with the page's cookies: fetched by
 * the browser (Node cannot resolve the tenants' *.localhost names; Chromium can).
 */
async function serverHtml(page: Page, url: string): Promise<{ status: number; html: string }> {
  return page.evaluate(async (address) => {
    const response = await fetch(address, { headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text() };
  }, url);
}

/** The offer slugs the server renders for a URL, before any script: the URL alone decides the results. */
async function slugsServerRendered(page: Page, url: string): Promise<string[]> {
  const { status, html } = await serverHtml(page, url);
  expect(status, `the server should render ${url}`).toBe(200);
  return [...html.matchAll(/data-testid="offer-card" data-slug="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** The URL the browser shows gives the same results when pasted into a new tab (rendered by the server). */
async function expectUrlIsHonest(page: Page): Promise<void> {
  await waitForListing(page);
  const shown = await slugsShown(page);
  const url = new URL(page.url());
  url.hash = '';
  const rendered = await slugsServerRendered(page, url.href);
  expect(rendered.length, `the server should render offers for ${url.href}`).toBeGreaterThan(0);
  // The page may hold more (earlier pages kept on screen after "show more"); its URL's own page is at the end.
  expect(shown.slice(-rendered.length)).toEqual(rendered);
}

/**
 * The listing is on screen and hydrated (it answers to clicks), nothing is still loading, and the
 * results shown are those of the address bar's URL (React renders a navigation's results in a
 * transition, a moment after the URL changed).
 */
async function waitForListing(page: Page): Promise<void> {
  await expect(page.getByTestId('listing-page')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('offer-results')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const rendered = document.querySelector('[data-testid="offer-results"]')?.getAttribute('data-url') ?? '';
        const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
        return decode(rendered) === decode(location.pathname + location.search);
      }),
    )
    .toBe(true);
}

for (const tenant of tenants) {
  for (const language of languages) {
    const w = words[language];
    test.describe(`${tenant} in ${language}`, () => {
      test.beforeEach(async ({ context }) => {
        await setLanguage(context, tenant, language);
      });

      test('the listing arrives as HTML with offers, title, description, canonical link and the list of offers in JSON-LD', async ({ page }) => {
        await page.goto(tenantUrl(tenant, '/'));
        const { status, html } = await serverHtml(page, tenantUrl(tenant, w.list));
        expect(status).toBe(200);
        const offerLinks = new Set([...html.matchAll(/href="(\/(?:job-offer|oferta-pracy)\/[^"]+)"/g)].map((match) => match[1]));
        expect(offerLinks.size).toBeGreaterThanOrEqual(20);
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]+"/);
        // Absolute addresses come from configuration: the default tenant at the site's own host, the others under it.
        const origin = tenant === 'jobboard' ? `http://localhost:${E2E_PORT}` : `http://${tenant}.localhost:${E2E_PORT}`;
        expect(html).toContain(`<link rel="canonical" href="${origin}${w.list}"`);
        const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
        expect(jsonLd).not.toBeNull();
        const list = JSON.parse(jsonLd?.[1] ?? '{}') as { '@type': string; itemListElement: string[] };
        expect(list['@type']).toBe('ItemList');
        expect(list.itemListElement.length).toBe(100);
        // Each entry is one of the offers the page shows, at its absolute address.
        const listed = list.itemListElement.map((url) => url.replace(origin, ''));
        expect(listed.filter((path) => !offerLinks.has(path))).toEqual([]);
      });

      test('search by keyword with suggestions, then city and radius; the URLs are honest', async ({ page }) => {
        await page.goto(tenantUrl(tenant, w.list));
        await waitForListing(page);
        const firstTitle = (await cards(page).first().getByRole('heading').textContent()) ?? '';
        const query = firstTitle.trim().slice(0, 3);

        const keyword = page.getByRole('combobox', { name: w.keyword });
        await keyword.fill(query);
        const listbox = page.getByTestId('keyword-field').getByRole('listbox');
        await expect(listbox.getByRole('option').first()).toBeVisible();
        await keyword.press('ArrowDown');
        await expect(keyword).toHaveAttribute('aria-activedescendant', /.+/);
        await keyword.press('Enter');
        await page.getByTestId('search-submit').click();
        await expect(page).toHaveURL(/\?(keyword|titles|companies|skills|slowo-kluczowe|stanowiska|firmy|umiejetnosci)=/);
        await waitForListing(page);
        await expect(cards(page).first()).toBeVisible();
        await expectUrlIsHonest(page);

        // Under 3 characters: the search just made is among the recent searches.
        await keyword.fill('');
        await keyword.fill('a');
        await expect(page.getByTestId('keyword-field').getByRole('option').first()).toBeVisible();

        const location = page.getByRole('combobox', { name: w.location });
        await location.fill('krak');
        await page.getByTestId('location-field').getByRole('option').first().click();
        await expect(page.getByTestId('radius-select')).toBeVisible();
        await page.getByTestId('radius-select').selectOption('50');
        await keyword.fill('');
        await page.getByTestId('search-submit').click();
        await expect(page).toHaveURL(new RegExp(`/${w.city}\\?${w.radiusParam}=50`));
        await waitForListing(page);
        await expectUrlIsHonest(page);
      });

      test('more filters, quick switches and sorting push honest URLs', async ({ page }) => {
        await page.goto(tenantUrl(tenant, w.list));
        await waitForListing(page);

        await page.getByTestId('more-filters').click();
        await expect(page).toHaveURL(/#filters$/);
        const dialog = page.getByRole('dialog', { name: w.filtersTitle });
        await expect(dialog).toBeVisible();
        await dialog
          .getByRole('checkbox', { name: w.b2b })
          .or(dialog.getByRole('button', { name: w.b2b, exact: true }))
          .first()
          .click();
        await expect(page.getByTestId('filters-count')).toHaveText(/\d/);
        await page.getByTestId('filters-submit').click();
        await expect(page).toHaveURL(new RegExp(`${w.employmentParam}=b2b$`));
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('filters-badge')).toHaveText('1');
        await waitForListing(page);
        await expectUrlIsHonest(page);

        await page.getByTestId('switch-remote').click();
        await expect(page.getByTestId('switch-remote')).toHaveAttribute('aria-checked', 'true');
        await page.getByTestId('switch-salary').click();
        await expect(page.getByTestId('switch-salary')).toHaveAttribute('aria-checked', 'true');
        await waitForListing(page);
        await expectUrlIsHonest(page);

        await page.getByTestId('sort-select').selectOption('salaryDesc');
        await expect(page).toHaveURL(new RegExp(`${w.sortParam}=salaryDesc`));
        await waitForListing(page);
        await expectUrlIsHonest(page);
      });

      test('page through results; each page URL renders that page', async ({ page }) => {
        await page.goto(tenantUrl(tenant, w.list));
        await waitForListing(page);
        await expect(cards(page)).toHaveCount(100);
        // Brought into view at once, the button stays where it was drawn once the cards above it are laid out.
        const moved = await page.getByTestId('load-more').evaluate(async (button) => {
          button.scrollIntoView({ block: 'center', behavior: 'instant' });
          const drawnAt = button.getBoundingClientRect().top;
          await new Promise((settled) => setTimeout(settled, 300));
          return Math.abs(button.getBoundingClientRect().top - drawnAt);
        });
        expect(moved).toBeLessThan(2);
        await page.getByTestId('load-more').click();
        await expect(page).toHaveURL(new RegExp(`${w.pageParam}=2$`));
        await expect(cards(page)).toHaveCount(200);
        // Focus moves to the first new offer.
        await expect(cards(page).nth(100).getByRole('link')).toBeFocused();
        await expectUrlIsHonest(page);

        await page.goto(page.url());
        await expect(cards(page)).toHaveCount(100);
        await expect(page.getByTestId('show-earlier')).toBeVisible();
      });

      test('open the map, then an offer page with its JSON-LD and similar offers', async ({ page }) => {
        await page.goto(tenantUrl(tenant, w.list));
        await waitForListing(page);
        await page.getByTestId('map-toggle').click();
        await expect(page).toHaveURL(/(showMap|mapa)=true/);
        await expect(page.getByTestId('offer-map').locator('canvas')).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('contentinfo')).toBeHidden();
        await expect(page.locator('.offer-cluster, .offer-point').first()).toBeAttached({ timeout: 15_000 });
        await expectUrlIsHonest(page);

        const first = cards(page).first().getByRole('link');
        const title = (await first.textContent()) ?? '';
        await first.click();
        await expect(page).toHaveURL(new RegExp(w.offerPrefix));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('heading', { name: w.similar })).toBeVisible();
        const { status, html } = await serverHtml(page, page.url());
        expect(status).toBe(200);
        const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
        expect(jsonLd['@type']).toBe('JobPosting');
        expect(jsonLd['title']).toBe(title);
        expect(jsonLd['datePosted']).toBeTruthy();
        expect(jsonLd['employmentType']).toBeTruthy();
        expect(jsonLd['jobLocation'] ?? jsonLd['jobLocationType']).toBeTruthy();
      });
    });
  }
}

test.describe('listing details', () => {
  test('the quick switches send an analytics event only with consent to performance cookies', async ({ page, context }) => {
    const events: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/design\/v1\/events$/.test(new URL(request.url()).pathname)) events.push(request.postDataJSON());
    });
    // Strict only (set for every test): switching sends nothing.
    await page.goto(tenantUrl('design', '/job-offers/all-locations'));
    await waitForListing(page);
    await page.getByTestId('switch-remote').click();
    await expect(page.getByTestId('switch-remote')).toHaveAttribute('aria-checked', 'true');
    await waitForListing(page);

    // Performance cookies allowed: each switch reports which one and where it went.
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: tenantUrl('design') }]);
    await page.goto(tenantUrl('design', '/job-offers/all-locations'));
    await waitForListing(page);
    const sent = page.waitForResponse((response) => /\/v1\/events$/.test(response.url()));
    await page.getByTestId('switch-salary').click();
    expect((await sent).status()).toBe(204);
    expect(events).toEqual([
      expect.objectContaining({ name: 'quick-switch', properties: { switch: 'salary', on: true }, page: '/job-offers/all-locations' }),
    ]);
  });

  test("the map shows the gateway's groups per city, then single offers after zooming into one", async ({ page, context }) => {
    await setLanguage(context, 'engineers', 'en');
    await page.goto(tenantUrl('engineers', '/job-offers/all-locations'));
    await waitForListing(page);
    const clusters = page.waitForResponse((response) => /\/offers\/clusters\?/.test(response.url()) && response.ok());
    await page.getByTestId('map-toggle').click();
    const body = (await (await clusters).json()) as { count: number; region: string }[];
    expect(body.length).toBeGreaterThan(0);
    const group = page.locator('.offer-cluster').first();
    await expect(group).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('offer-map-status')).toHaveAttribute('data-state', 'shown');
    await expect(group).toHaveAttribute('aria-label', /: \d+ offers?, zoom in$/);
    const markers = page.waitForResponse((response) => /\/offers\/markers\?/.test(response.url()) && response.ok(), { timeout: 15_000 });
    await group.focus();
    await page.keyboard.press('Enter');
    expect(((await (await markers).json()) as unknown[]).length).toBeGreaterThan(0);
    const offer = page.locator('.offer-point').first();
    await expect(offer).toBeAttached({ timeout: 15_000 });
    await expect(offer).toHaveAttribute('href', /^\/job-offer\//);
  });

  test('back from an offer far down the list, and after a reload, the same offer is where it was on screen', async ({ page }) => {
    // A phone: cards off screen are laid out only when they come near, so the height above an offer is
    // an estimate until it has been seen, and a pixel offset alone would land on another offer.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl('design', '/job-offers/all-locations'));
    await waitForListing(page);
    const target = cards(page).nth(40);
    const slug = (await target.getAttribute('data-slug')) ?? '';
    const topOf = () => page.evaluate((wanted) => document.querySelector(`[data-slug="${wanted}"]`)?.getBoundingClientRect().top ?? NaN, slug);
    // Scrolled in steps, as a person would: the cards passed are laid out on the way and take their real
    // height. The offer ends at the window's top, so it is the one kept even if the font changes the
    // heights of the cards above it between two loads.
    await expect
      .poll(async () => {
        await target.evaluate((card) => window.scrollBy({ top: card.getBoundingClientRect().top - 3, behavior: 'instant' }));
        return Math.abs((await topOf()) - 3);
      })
      .toBeLessThan(1);
    // Opened by keyboard: a pointer click on a link the header covers (it comes back when the last step
    // scrolled up) makes Playwright scroll the card elsewhere first, and the page then rightly keeps that place.
    const link = target.getByRole('link');
    await link.focus();
    const before = await topOf();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/job-offer/${slug}$`));
    await expect(page.getByTestId('offer-page')).toHaveAttribute('data-slug', slug);
    await page.goBack();
    await waitForListing(page);
    await expect.poll(async () => Math.abs((await topOf()) - before)).toBeLessThan(2);

    await page.reload();
    await waitForListing(page);
    await expect.poll(async () => Math.abs((await topOf()) - before)).toBeLessThan(2);
  });

  test('the offer page records a view', async ({ page }) => {
    await page.goto(tenantUrl('design', '/job-offers/all-locations'));
    await waitForListing(page);
    const viewCall = page.waitForRequest((request) => request.method() === 'POST' && /\/v1\/views$/.test(new URL(request.url()).pathname));
    await cards(page).first().getByRole('link').click();
    const request = await viewCall;
    expect(request.postDataJSON()).toMatchObject({ offerSlug: expect.any(String) as unknown as string });
  });

  test('a navigation asks for its data at once: no route manifest before it (ADR 41)', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/__manifest') || pathname.endsWith('.data')) asked.push(pathname);
    });
    await page.goto(tenantUrl('design', '/job-offers/all-locations'));
    await waitForListing(page);
    const category = page.getByTestId('category-bar').locator('[data-testid^="category-"]:not([data-testid="category-back"])').first();
    await category.click();
    await expect.poll(() => asked.filter((pathname) => pathname.startsWith('/job-offers/')).length).toBeGreaterThan(0);
    await waitForListing(page);
    await cards(page).first().getByRole('link').click();
    await expect.poll(() => asked.filter((pathname) => pathname.startsWith('/job-offer/')).length).toBeGreaterThan(0);
    expect(asked.filter((pathname) => pathname.startsWith('/__manifest'))).toEqual([]);
  });

  test('the list layout is kept in the offers-list-layout cookie for a year and rendered by the server', async ({ page, context }) => {
    await page.goto(tenantUrl('design', '/job-offers/all-locations'));
    await waitForListing(page);
    const stored = page.waitForResponse((response) => response.request().method() === 'POST' && response.ok());
    await page.getByTestId('layout-grid').click();
    await stored;
    // Once the choice is stored (the page does not reload for it), the switch and the results keep it.
    await expect(page.getByTestId('layout-grid')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('offer-results')).toHaveAttribute('data-layout', 'grid');
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'offers-list-layout')?.value).toBe('grid');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'offers-list-layout');
    const year = Date.now() / 1000 + 365 * 24 * 3600;
    expect(Math.abs((cookie?.expires ?? 0) - year)).toBeLessThan(120);
    const { html } = await serverHtml(page, page.url());
    expect(html).toContain('data-layout="grid"');
  });

  test('a category with subcategory chips; static categories link out; SEO links block', async ({ page, context }) => {
    await setLanguage(context, 'jobboard', 'en');
    await page.goto(tenantUrl('jobboard', '/job-offers/all-locations'));
    await waitForListing(page);
    const bar = page.getByTestId('category-bar');
    await expect(bar.getByTestId('category-it')).toHaveCount(0);
    const firstCategory = bar.locator('[data-testid^="category-"]:not([data-testid="category-back"])').first();
    await firstCategory.click();
    await expect(page.getByTestId('selected-category')).toBeVisible();
    // Each chip says how many offers choosing it gives: the results after choosing it say the same.
    const chip = page.getByTestId('category-navigation').locator('[data-testid^="subcategory-"]').first();
    const chipCount = (await chip.textContent())?.match(/\((\d+)\)/)?.[1];
    expect(chipCount).toBeTruthy();
    await chip.click();
    await expect(page.getByTestId('category-navigation').locator('[aria-current="true"]')).toHaveCount(1);
    await expect(page.getByTestId('selected-category-badge')).toHaveText('1');
    await waitForListing(page);
    await expect(page.getByTestId('results-count')).toContainText(new RegExp(`^${chipCount} `));
    await expectUrlIsHonest(page);

    const seoCities = page.getByTestId('seo-city-links').getByRole('link');
    await expect(seoCities).toHaveCount(41);
    await expect(seoCities.first()).toHaveText('Remote jobs');
    await expect(seoCities.nth(1)).toHaveText(/Warsaw/);
    const seoCategories = await page.getByTestId('seo-category-links').getByRole('link').allTextContents();
    expect(seoCategories.some((label) => /inne|other \(/i.test(label))).toBe(false);
  });

  test('the categories drawer opens by hash on a small screen, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(tenantUrl('jobboard', '/job-offers/all-locations'));
    await waitForListing(page);
    const opener = page.getByTestId('categories-open');
    await opener.click();
    await expect(page).toHaveURL(/#categories$/);
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/#categories/);
    await expect(opener).toBeFocused();
  });

  test('the filters panel is a 640 px modal on wide screens and a 426 px drawer on small ones', async ({ page }) => {
    await page.goto(tenantUrl('design', '/job-offers/all-locations#filters'));
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeCloseTo(640, -1);
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) reloads.push(request.url());
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#filters/);
    // Only the hash changed: the results stay, nothing is fetched again.
    expect(reloads).toEqual([]);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByTestId('more-filters').click();
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeCloseTo(426, -1);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(800, -1);
  });

  test('any URL, however hostile, renders a listing or a 404 page, never a 5xx', async ({ request }) => {
    const hostile = [
      '/%ZZ',
      '/job-offers/%3Cscript%3E',
      '/oferty-pracy/warszawa/x/y/z/w/v',
      '/job-offers/all-locations?salary=9,1&radius=-5&sort=%00',
      '/job-offers/krakow/javascript?experience-level=..,,..',
      `/${'a'.repeat(3000)}`,
      '/job-offers/all-locations?page=99999999999999999999',
      '/job-offers/all-locations?page=-1&strona=abc',
      '/job-offers/all-locations?keyword=%F0%9F%92%A9&keyword=' + 'x'.repeat(5000),
      '/job-offers/remote/salary_1.2.3/keyword_%E2%80%AE',
      '/job-offer/%00',
      '/oferta-pracy/' + 'z'.repeat(2000),
      '/job-offers/all-locations?showMap=true&showMap=false&sort=salaryAsc&sort=__proto__',
    ];
    for (const path of hostile) {
      // The default tenant answers on 127.0.0.1 (Node cannot resolve *.localhost).
      const response = await request.get(`${E2E_BASE_URL.replace(/\/$/, '')}${path}`, { maxRedirects: 0 });
      expect([200, 404], `${path} answered ${response.status()}`).toContain(response.status());
    }
  });

  test('an unknown offer is a 404 page', async ({ page }) => {
    const response = await page.goto(tenantUrl('design', '/job-offer/no-such-offer-anywhere'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`the listing route's initial JavaScript`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/')) scripts.add(request.url());
    });
    await page.goto(tenantUrl('design', '/job-offers/all-locations'));
    await waitForListing(page);
    let total = 0;
    for (const url of scripts) {
      const body = await page.evaluate(async (address) => Array.from(new Uint8Array(await (await fetch(address)).arrayBuffer())), url);
      total += gzipSync(Buffer.from(body)).length;
    }
    const kib = total / 1024;
    test.info().annotations.push({ type: 'listing initial JS', description: `${kib.toFixed(1)} KiB gzip in ${scripts.size} files` });
    expect(scripts.size).toBeGreaterThan(0);
    expect(
      [...scripts].some((url) => /maplibre|OfferMap|countries/.test(url)),
      'maplibre must load only with the map',
    ).toBe(false);
  });
});

for (const colorMode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${colorMode} mode`, () => {
    test.beforeEach(async ({ context }) => {
      await setColorMode(context, 'jobboard', colorMode);
      await setLanguage(context, 'jobboard', 'pl');
    });

    test('the listing page passes axe', async ({ page }) => {
      await page.goto(tenantUrl('jobboard', '/oferty-pracy/wszystkie-lokalizacje/javascript'));
      await waitForListing(page);
      await expectAccessible(page, colorMode);
    });

    for (const width of [375, 1280]) {
      test(`the listing passes axe in the fallback font, ${width} px wide`, async ({ page }) => {
        // Archivo is font-display: optional, so a first visit may keep the fallback font for the page's life.
        await page.route(/\.woff2$/, (route) => route.abort());
        await page.setViewportSize({ width, height: 800 });
        await page.goto(tenantUrl('jobboard', '/oferty-pracy'));
        await waitForListing(page);
        await expectAccessible(page, colorMode);
      });
    }

    test('the listing with the filters panel open passes axe', async ({ page }) => {
      await page.goto(tenantUrl('jobboard', '/oferty-pracy/wszystkie-lokalizacje#filters'));
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, colorMode);
    });

    test('the listing with suggestions open passes axe', async ({ page }) => {
      await page.goto(tenantUrl('jobboard', '/oferty-pracy/wszystkie-lokalizacje'));
      await waitForListing(page);
      await page.getByRole('combobox', { name: words.pl.keyword }).fill('jav');
      await expect(page.getByTestId('keyword-field').getByRole('option').first()).toBeVisible();
      await expectAccessible(page, colorMode);
    });

    test('the offer page passes axe', async ({ page }) => {
      await page.goto(tenantUrl('jobboard', '/oferty-pracy/wszystkie-lokalizacje'));
      await waitForListing(page);
      await cards(page).first().getByRole('link').click();
      await expect(page.getByTestId('offer-page')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, colorMode);
    });
  });
}
