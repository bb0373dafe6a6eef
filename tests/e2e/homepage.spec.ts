import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/expectAccessible.ts';
import { setColorMode, setLanguage, type ColorMode } from './support/preferences.ts';
import { E2E_BASE_URL, tenantUrl } from './support/tenantUrl.ts';

/**
 * The front door (issue #17): the home page's blocks server-rendered, the offer grid's tabs and
 * their empty states with the profiling consent granted from the grid, the company carousel by
 * keyboard and by drag, a company page opened from a carousel card, the directory's filters, and
 * axe in both colour modes at phone and desktop widths. Registrations are spread over two tenants
 * (the gateway allows ten a minute per tenant and address).
 */

const PASSWORD = 'correct horse battery staple';

/** The cookie banner decided up front (strict only), so it covers nothing. */
const decideCookies = (context: BrowserContext, tenantId: string) =>
  context.addCookies([{ name: 'cookie-consent', value: '0', url: tenantUrl(tenantId) }]);

async function visit(page: Page, tenantId: string, language: 'pl' | 'en', path = '/'): Promise<void> {
  await decideCookies(page.context(), tenantId);
  await setLanguage(page.context(), tenantId, language);
  const response = await page.goto(tenantUrl(tenantId, path));
  expect(response?.status()).toBe(200);
}

/** The page has hydrated and knows whether a candidate is logged in. */
const sessionIs = (page: Page, state: 'guest' | 'logged-in') =>
  expect(page.getByTestId('login-menu')).toHaveAttribute('data-state', state, { timeout: 15_000 });

async function register(page: Page, tenantId: string, tag: string): Promise<void> {
  await page.goto(tenantUrl(tenantId, '/candidate/register'));
  await sessionIs(page, 'guest');
  await page.getByTestId('field-firstName').fill('Ala');
  await page.getByTestId('field-lastName').fill(`Home-${tag}`);
  await page.getByTestId('field-email').fill(`e2e-home-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await sessionIs(page, 'logged-in');
}

const grid = (page: Page) => page.getByTestId('offer-grid');
const tabNames = (page: Page) => grid(page).getByRole('tab').allTextContents();

test.describe('the home page for a guest', () => {
  test('arrives with every block and the featured offers in the server’s HTML, in English', async ({ page }) => {
    await decideCookies(page.context(), 'jobboard');
    await setLanguage(page.context(), 'jobboard', 'en');
    // The address without a tenant's name serves the default tenant (jobboard); Node cannot resolve *.localhost.
    const html = await (await page.request.get(E2E_BASE_URL, { headers: { cookie: 'lang=en; cookie-consent=0' } })).text();
    const offerLinks = new Set([...html.matchAll(/href="(\/job-offer\/[^"]+)"/g)].map((match) => match[1]));
    expect(offerLinks.size).toBeGreaterThanOrEqual(6);
    for (const block of ['registration-banner', 'company-carousel', 'blog-section', 'logo-strip', 'grid-offers'])
      expect(html, block).toContain(`data-testid="${block}"`);

    await page.goto(tenantUrl('jobboard', '/'));
    expect(await tabNames(page)).toEqual(['Matched for you', 'Favourites', 'Featured', 'New with salary', 'Popular']);
    await expect(grid(page).getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('grid-offers').getByTestId('offer-card')).toHaveCount(12);
    await expect(page.getByTestId('grid-more')).toHaveAttribute('href', '/job-offers/all-locations');
    await expect(page.getByTestId('registration-banner-register')).toHaveAttribute('href', '/candidate/register');
    await expect(page.getByTestId('blog-featured')).toHaveCount(1);
    expect(await page.getByTestId('blog-post').count()).toBeLessThanOrEqual(4);
  });

  test('shows skeleton cards while a tab loads, then its offers and its listing link; switching brings the grid back into view', async ({ page }) => {
    await visit(page, 'jobboard', 'en');
    await sessionIs(page, 'guest');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/jobboard/v2/user-panel/offers/popular**', async (route) => {
      await held;
      await route.continue();
    });
    // Scrolled past the grid's start: choosing a tab brings it back.
    await page.evaluate(() => {
      const top = document.querySelector('[data-testid="offer-grid"]')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top + 40);
    });
    await grid(page).getByRole('tab', { name: 'Popular' }).click();
    await expect(page.getByTestId('grid-skeleton').locator('li')).toHaveCount(12);
    await expect(page.getByTestId('grid-panel')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByTestId('grid-offers').getByTestId('offer-card')).toHaveCount(12);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[data-testid="offer-grid"]')!.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(-1);

    await grid(page).getByRole('tab', { name: 'New with salary' }).click();
    await expect(page.getByTestId('grid-more')).toHaveAttribute('href', /with-salary/);
    for (const card of await page.getByTestId('grid-offers').getByTestId('offer-card').all())
      await expect(card.getByTestId('offer-salary')).toHaveCount(1);
  });

  test('is told to log in on the candidate’s own tabs, with a picture for favourites; the tabs work by arrow keys', async ({ page }) => {
    await visit(page, 'jobboard', 'en');
    await sessionIs(page, 'guest');
    await grid(page).getByRole('tab', { name: 'Featured' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(grid(page).getByRole('tab', { name: 'Favourites' })).toBeFocused();
    await expect(page.getByTestId('grid-favourites-guest')).toContainText('Log in to see your favourite offers');
    await expect(page.getByTestId('grid-favourites-guest').locator('svg')).toHaveAttribute('width', '234');
    await page.keyboard.press('Home');
    await expect(grid(page).getByRole('tab', { name: 'Matched for you' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('profiling-guest')).toBeVisible();
    await expect(page.getByTestId('grid-more')).toHaveCount(0);
  });

  test('in Polish on a board without super offers or matching, opens on the newest offers with a salary', async ({ page }) => {
    await visit(page, 'engineers', 'pl');
    expect(await tabNames(page)).toEqual(['Ulubione', 'Nowe z widełkami', 'Popularne']);
    await expect(grid(page).getByRole('tab', { name: 'Nowe z widełkami' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.getByTestId('grid-offers').locator('a[href^="/oferta-pracy/"]').count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole('heading', { name: 'Poznaj firmy' })).toBeVisible();
  });
});

test.describe('a logged-in candidate on the home page (design)', () => {
  test('grants the profiling consent from matched for you, then is sent to the preferences; has no favourites yet', async ({ page }) => {
    await decideCookies(page.context(), 'design');
    await setLanguage(page.context(), 'design', 'en');
    await register(page, 'design', 'consent');
    await page.goto(tenantUrl('design', '/'));
    await sessionIs(page, 'logged-in');
    await grid(page).getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByTestId('grid-no-favourites')).toContainText('You have no favourite offers yet');
    await grid(page).getByRole('tab', { name: 'Matched for you' }).click();
    await expect(page.getByTestId('grid-matched-consent')).toBeVisible();
    await page.getByTestId('profiling-consent-give').click();
    await expect(page.getByTestId('grid-no-matches')).toBeVisible();
    await expect(page.getByTestId('grid-no-matches').getByRole('link', { name: 'Complete your preferences' })).toHaveAttribute(
      'href',
      '/candidate/profile#preferences',
    );
    // The consent is stored: a fresh visit goes straight to the matches (none yet).
    await page.reload();
    await sessionIs(page, 'logged-in');
    await grid(page).getByRole('tab', { name: 'Matched for you' }).click();
    await expect(page.getByTestId('grid-no-matches')).toBeVisible();
  });
});

test.describe('the company carousel', () => {
  test('steps by keyboard between its first and last slides, and moves focus card by card with the arrows', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, 'jobboard', 'en');
    const carousel = page.getByTestId('company-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const previous = page.getByTestId('carousel-previous');
    const next = page.getByTestId('carousel-next');
    await expect(previous).toBeDisabled();
    // Reduced motion: the slides do not play on their own, and the button says so.
    await expect(page.getByTestId('carousel-pause')).toHaveAccessibleName('Play the companies');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(previous).toBeEnabled();
    await expect.poll(() => page.getByTestId('carousel-track').evaluate((track) => track.scrollLeft)).toBeGreaterThan(0);
    for (let press = 0; press < 10 && (await next.isEnabled()); press += 1) await page.keyboard.press('Enter');
    await expect(next).toBeDisabled();
    await expect(page.getByTestId('carousel-more')).toBeInViewport();
    await previous.focus();
    for (let press = 0; press < 10 && (await previous.isEnabled()); press += 1) await page.keyboard.press('Enter');
    await expect(previous).toBeDisabled();

    const cards = carousel.getByTestId('company-card');
    await cards.nth(0).getByRole('link').focus();
    await page.keyboard.press('ArrowRight');
    await expect(cards.nth(1).getByRole('link')).toBeFocused();
    await expect(cards.nth(0)).toHaveAttribute('data-slug', /.+/);
  });

  test('is dragged by mouse without opening the card under the pointer, and pauses', async ({ page }) => {
    await visit(page, 'jobboard', 'en');
    const track = page.getByTestId('carousel-track');
    await track.scrollIntoViewIfNeeded();
    await page.getByTestId('carousel-pause').click();
    await expect(page.getByTestId('carousel-pause')).toHaveAccessibleName('Play the companies');
    // The drag comes with the carousel's behaviour, loaded as it nears the screen: a drag before it moves nothing.
    await expect(track).toHaveAttribute('data-draggable', 'true');
    const box = (await track.boundingBox())!;
    await page.mouse.move(box.x + box.width - 60, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 300, box.y + 200, { steps: 8 });
    await page.mouse.move(box.x + 60, box.y + 200, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(200);
    await expect(page).toHaveURL(tenantUrl('jobboard', '/'));
    await expect(page.getByTestId('carousel-previous')).toBeEnabled();
  });

  test('falls back to a cover’s original address when the sized one fails, and to a placeholder without one', async ({ page }) => {
    await page.route(/\/api\/company-images\/[^?]+\?w=/, (route) => route.fulfill({ status: 500, body: '' }));
    await visit(page, 'jobboard', 'en');
    const cover = page.getByTestId('company-carousel').getByTestId('company-card').first().locator('img.cover');
    await cover.scrollIntoViewIfNeeded();
    await expect(cover).toHaveAttribute('data-stage', 'original');
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('opens a company’s page from a card, in Polish, with its story, offers, offices and Organization data', async ({ page }) => {
    await visit(page, 'jobboard', 'pl');
    const card = page.getByTestId('company-carousel').getByTestId('company-card').first();
    const slug = await card.getAttribute('data-slug');
    const name = await card.getByRole('heading').textContent();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(tenantUrl('jobboard', `/firma/${slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
    await expect(page.getByTestId('brand-story').getByRole('heading', { name: 'Kim jesteśmy' })).toBeVisible();
    expect(await page.getByTestId('company-offer').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('company-offices').locator('li').first()).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
      '@type'?: string;
      name?: string;
    };
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name });
    await page.getByTestId('company-show-map').click();
    await expect(page.getByTestId('office-map').locator('canvas')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Wszystkie firmy' }).click();
    await expect(page).toHaveURL(tenantUrl('jobboard', '/firmy'));
  });
});

test.describe('the companies directory', () => {
  test('filters by kind and recruiting through its form, and pages', async ({ page }) => {
    await visit(page, 'jobboard', 'en', '/companies');
    const count = page.getByTestId('company-count');
    const all = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
    const filters = page.getByTestId('company-filters');
    await filters.getByLabel('Startup').check();
    await filters.getByLabel('Actively recruiting only').check();
    await filters.getByRole('button', { name: 'Show companies' }).click();
    await expect(page).toHaveURL(/\/companies\?type=startup&recruiting=1/);
    await expect.poll(async () => Number(((await count.textContent()) ?? '').replace(/\D/g, ''))).toBeLessThan(all);
    expect(await page.getByTestId('company-card').count()).toBeGreaterThan(0);
    for (const card of await page.getByTestId('company-card').all()) {
      await expect(card).toContainText('Startup');
      await expect(card).toContainText('Actively recruiting');
    }
    await page.goto(tenantUrl('jobboard', '/companies'));
    await page.getByTestId('directory-next').click();
    await expect(page).toHaveURL(/\/companies\?page=2/);
    await expect(page.getByText('Page 2 of')).toBeVisible();
  });
});

test.describe('motion and accessibility', () => {
  test('the logo strip loops in 60 s, linear and infinite, and stands still for reduced motion', async ({ page }) => {
    await visit(page, 'jobboard', 'en');
    const row = page.getByTestId('logo-strip').locator('.row');
    expect(await row.evaluate((element) => getComputedStyle(element).animation)).toMatch(/60s linear (0s )?infinite/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await row.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });

  test('on a phone, the sections below the first screen are laid out only as they come near, and keep focus rings whole', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await visit(page, 'jobboard', 'en');
    await sessionIs(page, 'guest');
    const below = ['blog-section', 'logo-strip', 'site-footer'];
    // A skipped block's content is what the browser leaves out of its layouts while the block is far from the window...
    const contentShown = (element: HTMLElement | SVGElement) => element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false;
    for (const id of below) {
      expect(await page.getByTestId(id).evaluate(contentShown), id).toBe(false);
    }
    const lastCard = page.getByTestId('grid-offers').locator(':scope > li').last();
    expect(await lastCard.evaluate(contentShown)).toBe(false);
    // ...and laid out once brought near.
    for (const id of below) {
      await page.getByTestId(id).scrollIntoViewIfNeeded();
      await expect.poll(() => page.getByTestId(id).evaluate(contentShown), id).toBe(true);
    }
    // A skipped block clips its content to its padding box: every control's focus ring fits inside it.
    const clipped = await page.evaluate(() => {
      const blocks = [
        ...document.querySelectorAll<HTMLElement>(
          '[data-testid="grid-offers"] > li, [data-testid="company-carousel"], [data-testid="blog-section"], [data-testid="logo-strip"], [data-testid="site-footer"]',
        ),
      ];
      const out: string[] = [];
      for (const block of blocks) {
        block.scrollIntoView();
        const box = block.getBoundingClientRect();
        const style = getComputedStyle(block);
        const edge = {
          left: box.left + parseFloat(style.borderLeftWidth),
          right: box.right - parseFloat(style.borderRightWidth),
          top: box.top + parseFloat(style.borderTopWidth),
          bottom: box.bottom - parseFloat(style.borderBottomWidth),
        };
        // Controls in a scrolling track are clipped by the track itself, whatever the block does.
        const inTrack = (control: HTMLElement) => {
          for (let node = control.parentElement; node && node !== block; node = node.parentElement)
            if (getComputedStyle(node).overflowX !== 'visible') return true;
          return false;
        };
        for (const control of block.querySelectorAll<HTMLElement>('a[href], button')) {
          if (inTrack(control)) continue;
          control.focus({ focusVisible: true } as FocusOptions);
          const ring = getComputedStyle(control);
          const reach = ring.outlineStyle === 'none' ? 0 : parseFloat(ring.outlineWidth) + parseFloat(ring.outlineOffset);
          const rect = control.getBoundingClientRect();
          if (rect.width === 0 || getComputedStyle(control).visibility === 'hidden') continue;
          const fits =
            rect.left - reach >= edge.left - 0.5 &&
            rect.right + reach <= edge.right + 0.5 &&
            rect.top - reach >= edge.top - 0.5 &&
            rect.bottom + reach <= edge.bottom + 0.5;
          if (!fits) out.push(`${control.textContent?.trim().slice(0, 30) ?? control.tagName} in ${block.dataset['testid'] ?? block.tagName}`);
        }
      }
      return out;
    });
    expect(clipped).toEqual([]);
  });

  for (const colorMode of ['light', 'dark'] as const satisfies readonly ColorMode[]) {
    test(`home, a company and the directory have no axe violations in ${colorMode} mode on a phone and a desktop`, async ({ page }) => {
      test.setTimeout(90_000);
      await setColorMode(page.context(), 'design', colorMode);
      await page.emulateMedia({ colorScheme: colorMode, reducedMotion: 'reduce' });
      await visit(page, 'design', 'en');
      const company = await page.getByTestId('company-carousel').getByTestId('company-card').first().getAttribute('data-slug');
      for (const path of ['/', `/company/${company}`, '/companies']) {
        await page.goto(tenantUrl('design', path));
        for (const viewport of [
          { width: 375, height: 740 },
          { width: 1280, height: 800 },
        ]) {
          await page.setViewportSize(viewport);
          await expectAccessible(page, colorMode);
        }
      }
    });
  }
});
