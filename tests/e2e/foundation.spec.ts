import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/expectAccessible.ts';
import { hydrated } from './support/hydrated.ts';
import { setColorMode, setLanguage, type ColorMode, type Language } from './support/preferences.ts';
import { tenantUrl } from './support/tenantUrl.ts';

/** The three tenants as a visitor sees them (gateway/tenancy/tenants.ts). */
const tenants: ReadonlyArray<{ readonly id: string; readonly name: string; readonly defaultLanguage: Language }> = [
  { id: 'jobboard', name: 'Jobboard', defaultLanguage: 'pl' },
  { id: 'engineers', name: 'Engineers Board', defaultLanguage: 'pl' },
  { id: 'design', name: 'Design Board', defaultLanguage: 'en' },
];

const homeHeading: Record<Language, string> = {
  en: 'Find your next job in tech',
  pl: 'Znajdź pracę w branży technologicznej',
};

const other = (language: Language): Language => (language === 'pl' ? 'en' : 'pl');

const html = (page: Page) => page.locator('html');

/**
 * The `<html>` start tag exactly as the server sends it for the page's current cookies: fetched
 * from inside the page (Node cannot resolve `*.localhost`; the browser can, with its cookie jar).
 */
async function serverRenderedHtmlTag(page: Page): Promise<string> {
  const { status, body } = await page.evaluate(async () => {
    const response = await fetch(window.location.href, { headers: { accept: 'text/html' }, cache: 'no-store' });
    return { status: response.status, body: await response.text() };
  });
  expect(status).toBe(200);
  const tag = /<html[^>]*>/i.exec(body);
  expect(tag, 'the server-rendered page should have an <html> start tag').not.toBeNull();
  return tag?.[0] ?? '';
}

for (const tenant of tenants) {
  test.describe(`${tenant.name} (${tenant.id}.localhost)`, () => {
    const home = tenantUrl(tenant.id);

    test('home page shows the tenant in its default language', async ({ page }) => {
      const response = await page.goto(home);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toContainText(tenant.name);
      await expect(page.locator('meta[name="tenant"]')).toHaveAttribute('content', tenant.id);
      await expect(html(page)).toHaveAttribute('lang', tenant.defaultLanguage);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading[tenant.defaultLanguage]);
      await expect(page.getByRole('contentinfo')).toContainText(tenant.name);
    });

    test('language buttons switch the page language and keep it', async ({ page }) => {
      await page.goto(home);
      const first = tenant.defaultLanguage;
      const second = other(first);

      // The header's language popup (a menu button), then the choice.
      await hydrated(page);
      await page.getByTestId('language-menu').click();
      await page.getByTestId(`language-${second}`).click();
      await expect(html(page)).toHaveAttribute('lang', second);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading[second]);
      await expect(page.getByTestId(`footer-language-${second}`)).toHaveAttribute('aria-pressed', 'true');

      await page.reload();
      await expect(html(page)).toHaveAttribute('lang', second);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading[second]);

      await hydrated(page);
      await page.getByTestId('language-menu').click();
      await page.getByTestId(`language-${first}`).click();
      await expect(html(page)).toHaveAttribute('lang', first);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading[first]);
    });

    test('colour mode toggle switches, persists and is server-rendered', async ({ page }) => {
      await page.goto(home);
      await expect(html(page)).not.toHaveAttribute('data-color-mode', /./);

      await page.getByTestId('color-mode-toggle').click();
      await expect(html(page)).toHaveAttribute('data-color-mode', 'dark');

      await page.reload();
      await expect(html(page)).toHaveAttribute('data-color-mode', 'dark');
      // The first byte of HTML already carries the choice: no flash of the other palette.
      expect(await serverRenderedHtmlTag(page)).toContain('data-color-mode="dark"');

      await page.getByTestId('color-mode-toggle').click();
      await expect(html(page)).toHaveAttribute('data-color-mode', 'light');
      expect(await serverRenderedHtmlTag(page)).toContain('data-color-mode="light"');
    });

    for (const colorMode of ['light', 'dark'] as const satisfies readonly ColorMode[]) {
      test(`home page passes axe in ${colorMode} mode`, async ({ page, context }) => {
        await setColorMode(context, tenant.id, colorMode);
        await page.goto(home);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, colorMode);
      });
    }
  });
}

test('the server-rendered page is complete before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await setColorMode(context, 'design', 'dark');
  const page = await context.newPage();
  const response = await page.goto(tenantUrl('design'));
  expect(response?.status()).toBe(200);
  await expect(html(page)).toHaveAttribute('data-color-mode', 'dark');
  await expect(page.getByRole('banner')).toContainText('Design Board');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading.en);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Design Board');
  await context.close();
});

test('an unknown tenant host gets a readable 404 page', async ({ page }) => {
  const response = await page.goto(tenantUrl('nosuchtenant'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.getByRole('main')).toContainText('nosuchtenant.localhost');
});

test('Tab first reaches the skip link, and Enter on it moves focus to the main region', async ({ page }) => {
  await page.goto(tenantUrl('design'));
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

for (const [pathname, language, title] of [
  ['/kalkulator-wynagrodzen', 'pl', 'Kalkulator wynagrodzeń'],
  ['/salary-calculator', 'en', 'Salary calculator'],
] as const) {
  test(`salary calculator renders at ${pathname}`, async ({ page, context }) => {
    await setLanguage(context, 'jobboard', language);
    const response = await page.goto(tenantUrl('jobboard', pathname));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('banner')).toContainText('Jobboard');
  });
}

test.describe('privacy policy', () => {
  for (const colorMode of ['light', 'dark'] as const satisfies readonly ColorMode[]) {
    test(`the footer links to it; it reads in both languages and passes axe in ${colorMode} mode`, async ({ page, context }) => {
      await setColorMode(context, 'engineers', colorMode);
      await setLanguage(context, 'engineers', 'en');
      await page.goto(tenantUrl('engineers', '/'));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
      await expect(page).toHaveURL(tenantUrl('engineers', '/privacy'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
      await expect(page.getByTestId('privacy-page').getByRole('heading', { level: 2 })).toHaveCount(5);
      await expectAccessible(page, colorMode);
      await setLanguage(context, 'engineers', 'pl');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polityka prywatności');
    });
  }
});

test('the first screen is the server’s: its styles in the head, no script hints, then the page hydrates', async ({ page }) => {
  // Every style element the page takes out of the document while it loads and hydrates: a moved one
  // counts too, and makes the browser compute the whole page's styles again.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedStyles: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) if (node instanceof HTMLStyleElement) removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto(tenantUrl('design', '/job-offers/all-locations'));
  const body = (await response?.text()) ?? '';
  const head = body.slice(0, body.indexOf('</head>'));
  expect(body).not.toContain('modulepreload');
  expect(body).toMatch(/<script nonce="[^"]+" type="module"[^>]*>[^<]*import \* as route0 from "\/assets\/root-/);
  expect(head).toContain('<style data-jb-ssr="jb ');
  expect(body.slice(body.indexOf('</head>'))).not.toContain('data-emotion="jb ');
  await expect(page.getByTestId('listing-page')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles)).toEqual([]);
});

test('the font’s faces are asked for with the document, from the stylesheet’s own addresses, each fetched once', async ({ page }) => {
  const response = await page.goto(tenantUrl('jobboard', '/oferty-pracy/wszystkie-lokalizacje'));
  const head = ((await response?.text()) ?? '').split('</head>')[0]!;
  const preloaded = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous"/g)].map(
    ([, href]) => href!,
  );
  const stylesheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href!);
  const css = await page.evaluate(async (hrefs) => (await Promise.all(hrefs.map(async (href) => (await fetch(href)).text()))).join(''), stylesheets);
  const faces = [...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map(([, url]) => url!);
  expect(preloaded).toHaveLength(2);
  for (const href of preloaded) expect(faces).toContain(href);

  await expect(page.getByTestId('listing-page')).toHaveAttribute('data-hydrated', 'true');
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.woff2')),
  );
  for (const href of preloaded) expect(fetched.filter((path) => path === href)).toHaveLength(1);
  expect(await page.evaluate(() => document.fonts.check('16px "Archivo Variable"', 'Zażółć gęślą jaźń'))).toBe(true);
});
