import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/expectAccessible.ts';
import { setColorMode, setLanguage } from './support/preferences.ts';
import { serveLiveChatProvider } from './support/liveChatProvider.ts';
import { tenantUrl } from './support/tenantUrl.ts';

/**
 * Candidate session, favourites and chrome journeys (issue #4). The gateway allows 10 logins and
 * registrations per minute per tenant and address, so the journeys that open a session are spread
 * over the three tenants and each opens at most a few.
 */

const PASSWORD = 'correct horse battery staple';
const CONSENT_COOKIE = 'cookie-consent';

interface Person {
  readonly first: string;
  readonly last: string;
  readonly email: string;
}

const aPerson = (tag: string): Person => ({
  first: 'Ala',
  last: `Tester-${tag}`,
  email: `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`,
});

/** The cookie-consent decision stored up front, so its banner does not cover the page (mask: 0 = strict only). */
async function decideCookies(context: BrowserContext, tenantId: string, mask = '0'): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: mask, url: tenantUrl(tenantId) }]);
}

/** The login menu says what the session is once the page has hydrated and LoadSession answered. */
const sessionIs = (page: Page, state: 'guest' | 'logged-in') =>
  expect(page.getByTestId('login-menu')).toHaveAttribute('data-state', state, { timeout: 15_000 });

async function register(page: Page, tenantId: string, person: Person, query = ''): Promise<void> {
  await page.goto(tenantUrl(tenantId, `/candidate/register${query}`));
  await sessionIs(page, 'guest');
  await page.getByTestId('field-firstName').fill(person.first);
  await page.getByTestId('field-lastName').fill(person.last);
  await page.getByTestId('field-email').fill(person.email);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await sessionIs(page, 'logged-in');
}

async function logIn(page: Page, tenantId: string, person: Person): Promise<void> {
  await page.goto(tenantUrl(tenantId, '/candidate/login'));
  await sessionIs(page, 'guest');
  await page.getByTestId('field-email').fill(person.email);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await sessionIs(page, 'logged-in');
}

/** Offer ids of the tenant, read from the gateway as the listing would (in the page: Node cannot resolve *.localhost). */
async function offerIds(page: Page, tenantId: string, count: number): Promise<string[]> {
  return page.evaluate(
    async ({ tenantId, count }) => {
      const response = await fetch(`/api/${tenantId}/v2/user-panel/offers/by-cursor?itemsCount=${count}`);
      const body = (await response.json()) as { items: { guid: string }[] };
      return body.items.map((item) => item.guid);
    },
    { tenantId, count },
  );
}

/** Adds favourites through the gateway with the page's own bearer token (setup only; the UI path is tested elsewhere). */
async function addFavouritesThroughApi(page: Page, tenantId: string, ids: readonly string[]): Promise<void> {
  await page.evaluate(
    async ({ tenantId, ids }) => {
      const token = sessionStorage.getItem('jobboard.bearer');
      for (const id of ids) {
        const response = await fetch(`/api/${tenantId}/candidates/favorites`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ jobAdvertisementId: id }),
        });
        if (!response.ok) throw new Error(`favourite ${id}: ${response.status}`);
      }
    },
    { tenantId, ids },
  );
}

const cookieValue = async (context: BrowserContext, name: string) => (await context.cookies()).find((cookie) => cookie.name === name)?.value;

test.describe('registration, login and logout (design)', () => {
  test('register, see the account menu, log out, log back in and stay logged in across a reload', async ({ page, context }) => {
    await decideCookies(context, 'design');
    const person = aPerson('journey');
    await register(page, 'design', person);
    // No returnTo and no offer: home.
    await expect(page).toHaveURL(tenantUrl('design', '/'));
    const menu = page.getByTestId('login-menu');
    await expect(menu).toHaveAttribute('aria-label', `Account menu: ${person.first} ${person.last}`);
    await expect(page.getByTestId('add-offer')).toHaveCount(0);

    await menu.click();
    const items = page.getByTestId('login-menu-popup').getByRole('menuitem');
    await expect(items).toHaveCount(8);
    await expect(page.getByTestId('login-menu-favouriteOffers')).toHaveAttribute('href', '/candidate/favorite-offers');
    await page.getByTestId('logout').click();
    await sessionIs(page, 'guest');
    await expect(page.getByTestId('logged-out')).toContainText('You have logged out.');
    expect(await cookieValue(context, 'user-id')).toBeUndefined();

    await logIn(page, 'design', person);
    await page.reload();
    await sessionIs(page, 'logged-in');
    await expect(page.getByTestId('login-menu')).toHaveAttribute('aria-label', new RegExp(person.last));
  });

  test('a wrong password says so and stays logged out; the form explains its fields', async ({ page, context }) => {
    await decideCookies(context, 'design');
    await page.goto(tenantUrl('design', '/candidate/login'));
    await sessionIs(page, 'guest');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('field-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByTestId('field-email').fill('nobody-here@example.com');
    await page.getByTestId('field-password').fill('wrong password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-failure')).toHaveText('Wrong e-mail or password.');
    await sessionIs(page, 'guest');
  });
});

test('an e-mail typed before the page’s script ran is kept, and the login goes through', async ({ browser, page, context }) => {
  await decideCookies(context, 'design');
  const person = aPerson('early');
  await register(page, 'design', person);

  const visitor = await browser.newContext();
  await decideCookies(visitor, 'design');
  const early = await visitor.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await early.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await early.goto(tenantUrl('design', '/candidate/login'), { waitUntil: 'domcontentloaded' });
  await early.getByTestId('field-email').fill(person.email);
  release();
  // Hydrated: React has taken the field over.
  await early.waitForFunction(() => Object.keys(document.getElementById('field-email') ?? {}).some((key) => key.startsWith('__reactFiber')));
  await early.getByTestId('field-password').fill(PASSWORD);
  await expect(early.getByTestId('field-email')).toHaveValue(person.email);
  await early.getByTestId('login-submit').click();
  await sessionIs(early, 'logged-in');
  await visitor.close();
});

test.describe('favourites (jobboard)', () => {
  test('a guest clicking a favourite on the list gets the prompt, registers through it and finds the offer favourited', async ({ page, context }) => {
    await decideCookies(context, 'jobboard');
    await page.goto(tenantUrl('jobboard', '/oferty-pracy/wszystkie-lokalizacje'));
    await sessionIs(page, 'guest');
    const buttons = page.getByTestId('favourite-button');
    const first = buttons.first();
    const offerId = await first.getAttribute('data-offer-id');
    await first.click();
    const prompt = page.getByTestId('favourites-prompt');
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(/#favorites$/);
    const login = prompt.getByTestId('favourites-prompt-login');
    await expect(login).toHaveAttribute('href', new RegExp(`^/candidate/login\\?favoriteOfferId=${offerId}&returnTo=`));
    await login.click();
    await expect(page.getByTestId('favourite-note')).toBeVisible();
    // No account yet: the login page's register link keeps the offer and the way back.
    await page.getByRole('link', { name: 'Załóż konto' }).last().click();
    await expect(page).toHaveURL(new RegExp(`/candidate/register\\?favoriteOfferId=${offerId}`));
    const person = aPerson('prompt');
    await page.getByTestId('field-firstName').fill(person.first);
    await page.getByTestId('field-lastName').fill(person.last);
    await page.getByTestId('field-email').fill(person.email);
    await page.getByTestId('field-password').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(tenantUrl('jobboard', '/oferty-pracy/wszystkie-lokalizacje'));
    await expect(page.locator(`[data-testid="favourite-button"][data-offer-id="${offerId}"]`).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourites-count')).toHaveText('1');
  });

  test("the prompt's register link adds the offer and shows it on the favourites page", async ({ page, context }) => {
    await decideCookies(context, 'jobboard');
    await page.goto(tenantUrl('jobboard', '/'));
    const [offerId] = await offerIds(page, 'jobboard', 1);
    expect(offerId).toBeTruthy();
    await register(page, 'jobboard', aPerson('link'), `?favoriteOfferId=${offerId}`);
    await expect(page).toHaveURL(tenantUrl('jobboard', '/candidate/favorite-offers'));
    await expect(page.getByTestId('favourite-offers').getByTestId('offer-card')).toHaveCount(1);
    // The card's title is an h2 here, styled like the listing's h3: the whole card is its link, the title not underlined.
    const title = page.getByTestId('favourite-offers').getByRole('heading', { level: 2 });
    await expect(title).toHaveCSS('-webkit-line-clamp', '2');
    await expect(title.getByRole('link')).toHaveCSS('text-decoration-line', 'none');
    await expect(page.getByTestId('favourite-button')).toHaveAttribute('data-offer-id', offerId!);
    await expect(page.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourites-count')).toHaveText('1');
  });
});

test.describe('favourites on the offer page (jobboard)', () => {
  test('a guest gets the prompt for that offer; a candidate favourites it from the page, the count moves and it sticks', async ({
    page,
    context,
  }) => {
    await decideCookies(context, 'jobboard');
    await page.goto(tenantUrl('jobboard', '/oferty-pracy/wszystkie-lokalizacje'));
    const slug = await page.getByTestId('offer-card').first().getAttribute('data-slug');
    expect(slug).toBeTruthy();
    const offerPath = `/oferta-pracy/${slug}`;

    // A guest: the page's heart opens the prompt, whose links carry this offer.
    await page.goto(tenantUrl('jobboard', offerPath));
    await sessionIs(page, 'guest');
    const heart = page.getByTestId('offer-page').getByTestId('favourite-button').first();
    const offerId = await heart.getAttribute('data-offer-id');
    expect(offerId).toBeTruthy();
    await heart.click();
    const prompt = page.getByTestId('favourites-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByTestId('favourites-prompt-register')).toHaveAttribute('href', new RegExp(`favoriteOfferId=${offerId}`));
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(heart).toBeFocused();

    // A candidate: the same heart favourites at once, the header count follows, a reload keeps it.
    await register(page, 'jobboard', aPerson('offer-page'));
    await page.goto(tenantUrl('jobboard', offerPath));
    await sessionIs(page, 'logged-in');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('favourites-count')).toHaveCount(0);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourites-count')).toHaveText('1');
    await page.reload();
    await sessionIs(page, 'logged-in');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourites-count')).toHaveText('1');

    // It is on the favourites page; unfavouriting on the offer page takes it off.
    await page.goto(tenantUrl('jobboard', '/candidate/favorite-offers'));
    await expect(page.getByTestId('favourite-offers').getByTestId('offer-card')).toHaveCount(1);
    await page.goto(tenantUrl('jobboard', offerPath));
    await sessionIs(page, 'logged-in');
    // The heart learns it is a favourite once the statuses have loaded; a click before that would add it again.
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.goto(tenantUrl('jobboard', '/candidate/favorite-offers'));
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
  });
});

test.describe('favourites page and count (engineers)', () => {
  test('lists the favourites, unfavouriting updates the count at once and sticks; the favourites hash leads here', async ({ page, context }) => {
    await decideCookies(context, 'engineers');
    await register(page, 'engineers', aPerson('page'));
    const ids = await offerIds(page, 'engineers', 2);
    await addFavouritesThroughApi(page, 'engineers', ids);

    // The header's favourites entry opens the #favorites hash, which sends a candidate to the page.
    await page.goto(tenantUrl('engineers', '/'));
    await sessionIs(page, 'logged-in');
    await expect(page.getByTestId('favourites-count')).toHaveText('2');
    await page.getByTestId('favourites-link').click();
    await expect(page).toHaveURL(tenantUrl('engineers', '/candidate/favorite-offers'));
    const cards = page.getByTestId('favourite-offers').getByTestId('offer-card');
    await expect(cards).toHaveCount(2);

    const toggle = page.locator(`[data-testid="favourite-button"][data-offer-id="${ids[0]}"]`);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('favourites-count')).toHaveText('1');
    // Favourite again: the burst plays for a second, then stops (recorded as it happens, so a slow
    // machine cannot miss it).
    await toggle.evaluate((element) => {
      const seen: { value: string | null; at: number }[] = [];
      (window as unknown as { bursts: typeof seen }).bursts = seen;
      new MutationObserver(() => seen.push({ value: element.getAttribute('data-burst'), at: performance.now() })).observe(element, {
        attributes: true,
        attributeFilter: ['data-burst'],
      });
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('data-burst', 'false', { timeout: 3_000 });
    const bursts = await page.evaluate(() => (window as unknown as { bursts: { value: string | null; at: number }[] }).bursts);
    expect(bursts.map((change) => change.value)).toEqual(['true', 'false']);
    const lasted = bursts[1]!.at - bursts[0]!.at;
    expect(lasted).toBeGreaterThan(900);
    expect(lasted).toBeLessThan(2_000);
    await expect(page.getByTestId('favourites-count')).toHaveText('2');
    await toggle.click();
    await expect(page.getByTestId('favourites-count')).toHaveText('1');

    await page.reload();
    await sessionIs(page, 'logged-in');
    await expect(page.getByTestId('favourite-offers').getByTestId('offer-card')).toHaveCount(1);
    await expect(page.getByTestId('favourites-count')).toHaveText('1');

    // The side menu has the same pages and logs out too.
    await page.getByTestId('side-menu-open').click();
    await expect(page.getByTestId('side-menu-name')).toContainText('Ala');
    await page.getByTestId('side-menu-logout').click();
    await sessionIs(page, 'guest');
    // Logging out leaves the candidate portal's pages for the home page.
    await expect(page).toHaveURL(tenantUrl('engineers', '/'));
    await page.goto(tenantUrl('engineers', '/candidate/favorite-offers'));
    await expect(page.getByTestId('favourites-guest')).toBeVisible();
  });
});

test.describe('preferences (engineers)', () => {
  test('the currency choice is stored, shown and server-rendered', async ({ page, context }) => {
    await decideCookies(context, 'engineers');
    await page.goto(tenantUrl('engineers', '/'));
    await sessionIs(page, 'guest');
    await page.getByTestId('currency-menu').click();
    const menu = page.getByTestId('currency-menu-popup');
    await expect(menu.getByRole('menuitemradio')).toHaveCount(6);
    await expect(menu.locator('[data-icon]')).toHaveCount(6);
    await page.getByTestId('currency-eur').click();
    await expect(page.getByTestId('currency-menu')).toContainText('EUR');
    expect(await cookieValue(context, 'currency')).toBe('eur');
    await expect(page.getByTestId('footer-currency-eur')).toHaveAttribute('aria-pressed', 'true');
    const html = await page.evaluate(async () => (await fetch(window.location.href, { cache: 'no-store' })).text());
    expect(html).toMatch(/data-testid="currency-menu"[^>]*>.*?EUR/s);

    await page.getByTestId('footer-currency-gbp').click();
    expect(await cookieValue(context, 'currency')).toBe('gbp');
    await expect(page.getByTestId('currency-menu')).toContainText('GBP');
  });

  test('language popup and colour mode switch the page', async ({ page, context }) => {
    await decideCookies(context, 'engineers');
    await page.goto(tenantUrl('engineers', '/'));
    await sessionIs(page, 'guest');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-menu-popup')).toHaveCount(0);
    await expect(page.getByTestId('language-menu')).toBeFocused();
    await page.getByTestId('color-mode-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('cookie consent: the banner, the four categories, save, reject and accept all', async ({ page, context }) => {
    await page.goto(tenantUrl('engineers', '/'));
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await banner.getByTestId('cookie-settings-open').click();
    const dialog = page.getByTestId('cookie-settings');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox')).toHaveCount(4);
    await expect(dialog.getByTestId('cookie-category-strict')).toBeChecked();
    await expect(dialog.getByTestId('cookie-category-strict')).toBeDisabled();
    await dialog.getByTestId('cookie-category-performance').check();
    await dialog.getByTestId('cookie-save').click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    expect(await cookieValue(context, CONSENT_COOKIE)).toBe('1');

    await page.reload();
    await expect(page.getByTestId('login-menu')).toHaveAttribute('data-state', 'guest');
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await page.getByTestId('footer-cookie-settings').click();
    await expect(dialog.getByTestId('cookie-category-performance')).toBeChecked();
    await expect(dialog.getByTestId('cookie-category-targeting')).not.toBeChecked();
    await dialog.getByTestId('cookie-dialog-reject').click();
    expect(await cookieValue(context, CONSENT_COOKIE)).toBe('0');
    await page.getByTestId('footer-cookie-settings').click();
    await dialog.getByTestId('cookie-dialog-accept-all').click();
    expect(await cookieValue(context, CONSENT_COOKIE)).toBe('7');
  });

  test('the banner buttons decide too: reject, and accept all on another visit', async ({ page, context }) => {
    await page.goto(tenantUrl('engineers', '/'));
    await page.getByTestId('cookie-banner').getByTestId('cookie-reject').click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await cookieValue(context, CONSENT_COOKIE)).toBe('0');
    await context.clearCookies();
    await page.reload();
    await page.getByTestId('cookie-banner').getByTestId('cookie-accept-all').click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await cookieValue(context, CONSENT_COOKIE)).toBe('7');
  });

  test('the banner is in the server’s page and answers without script: reject posts, and the same page comes back without it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(tenantUrl('engineers', '/job-offers/all-locations?page=2'));
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId('cookie-settings-open')).toBeHidden();
    // The page's banners are in the server's page too (nothing is inserted above the content later);
    // what needs the script to work is there but unseen.
    await expect(page.getByTestId('passive-banner')).toBeVisible();
    await expect(page.getByTestId('promo-banner')).toBeVisible();
    await expect(page.getByTestId('passive-banner-dismiss')).toBeHidden();
    await banner.getByTestId('cookie-reject').click();
    await expect(page).toHaveURL(/\/job-offers\/all-locations\?page=2$/);
    await expect(page.getByTestId('listing-page')).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await cookieValue(context, CONSENT_COOKIE)).toBe('0');
    await context.close();
  });

  test('banners: the passive-candidates one is dismissed for a year, the promotional one for good', async ({ page, context }) => {
    await decideCookies(context, 'engineers');
    await page.goto(tenantUrl('engineers', '/'));
    await expect(page.getByTestId('passive-banner')).toBeVisible();
    await expect(page.getByTestId('promo-banner')).toBeVisible();
    await page.getByTestId('passive-banner-dismiss').click();
    await expect(page.getByTestId('passive-banner')).toHaveCount(0);
    const dismissal = (await context.cookies()).find((cookie) => cookie.name === 'passive-candidates-banner-dismissed');
    expect(dismissal?.value).toBe('true');
    const yearFromNow = Date.now() / 1000 + 31_536_000;
    expect(Math.abs((dismissal?.expires ?? 0) - yearFromNow)).toBeLessThan(120);
    await page.getByTestId('promo-banner-dismiss').click();
    await expect(page.getByTestId('promo-banner')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('jobboard.promotional-banner-dismissed'))).toBe('true');
    await page.reload();
    // Marked before the first paint, so the server-rendered promotional banner is never shown.
    await expect(page.locator('html')).toHaveAttribute('data-promo-dismissed', '');
    await expect(page.getByTestId('login-menu')).toHaveAttribute('data-state', 'guest');
    await expect(page.getByTestId('passive-banner')).toHaveCount(0);
    await expect(page.getByTestId('promo-banner')).toHaveCount(0);
  });

  test('the map hides the footer', async ({ page, context }) => {
    await decideCookies(context, 'engineers');
    await page.goto(tenantUrl('engineers', '/job-offers/all-locations?showMap=true'));
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await page.goto(tenantUrl('engineers', '/candidate/settings'));
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });
});

test.describe('dialogs, menus and focus (design)', () => {
  test('Esc closes the side menu, the favourites prompt, the cookie settings and the login menu, returning focus', async ({ page, context }) => {
    await decideCookies(context, 'design');
    await page.goto(tenantUrl('design', '/'));
    await sessionIs(page, 'guest');

    const menuButton = page.getByTestId('side-menu-open');
    await menuButton.click();
    const sideMenu = page.getByTestId('side-menu');
    await expect(sideMenu).toBeVisible();
    await expect(page).toHaveURL(/#menu$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="side-menu"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sideMenu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(page).not.toHaveURL(/#menu/);

    const favourites = page.getByTestId('favourites-link');
    await favourites.click();
    const prompt = page.getByTestId('favourites-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByTestId('favourites-prompt-login')).toHaveAttribute('href', /^\/candidate\/login/);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(favourites).toBeFocused();

    const cookieSettings = page.getByTestId('footer-cookie-settings');
    await cookieSettings.click();
    await expect(page.getByTestId('cookie-settings')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cookie-settings')).toBeHidden();
    await expect(cookieSettings).toBeFocused();

    const loginMenu = page.getByTestId('login-menu');
    await loginMenu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('login-menu-popup')).toBeVisible();
    await expect(page.getByTestId('login-menu-candidate-login')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('login-menu-candidate-register')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-menu-popup')).toHaveCount(0);
    await expect(loginMenu).toBeFocused();
  });

  test('Back closes a hash-opened surface with one step', async ({ page, context }) => {
    await decideCookies(context, 'design');
    await page.goto(tenantUrl('design', '/salary-calculator'));
    await sessionIs(page, 'guest');
    await page.getByTestId('side-menu-open').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await expect(page).toHaveURL(tenantUrl('design', '/salary-calculator'));
    // Opened again after closing: the tracker and the router still agree.
    await page.getByTestId('side-menu-open').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('favourites-link').click();
    await expect(page.getByTestId('favourites-prompt')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('favourites-link').click();
    await expect(page.getByTestId('favourites-prompt')).toBeVisible();
  });

  test('the account-verified hash opens its dialog, which closes to the root', async ({ page, context }) => {
    await decideCookies(context, 'design');
    await page.goto(tenantUrl('design', '/salary-calculator#account-verified'));
    const dialog = page.getByTestId('account-verified');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(tenantUrl('design', '/'));
  });

  test('the header hides when scrolling down past its height and returns after scrolling up', async ({ page, context }) => {
    await decideCookies(context, 'design');
    await page.goto(tenantUrl('design', '/salary-calculator'));
    await sessionIs(page, 'guest');
    // A page long enough to scroll (CSSOM, which the CSP allows).
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const header = page.getByTestId('site-header');
    await expect(header).toHaveCSS('height', '80px');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 580));
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 540));
    await expect(header).toHaveAttribute('data-hidden', 'false');
  });
});

test.describe('live chat (engineers)', () => {
  // Two full page loads (the first one of the engineers board on a fresh server), the provider's
  // script and five interactions: about 40 s on a loaded 2-core machine, past the 30 s default,
  // which is what made this journey fail and pass on retry.
  test.describe.configure({ timeout: 90_000 });
  test('loads only with consent to functionality cookies; then the footer link and the menu entry open it', async ({ page, context }) => {
    const fetched = await serveLiveChatProvider(page);
    // Strict cookies only: the provider's script is never fetched and no entry shows.
    await decideCookies(context, 'engineers', '0');
    await setLanguage(context, 'engineers', 'en');
    await page.goto(tenantUrl('engineers', '/'));
    await sessionIs(page, 'guest');
    await page.getByTestId('side-menu-open').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect(page.getByTestId('menu-livechat')).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The dialog's `close` event, which clears `#menu` from the address, comes in a task of its own: a
    // reload before it reopened the menu over the footer (a CI run, 2026-11-30).
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await expect(page).not.toHaveURL(/#menu/);
    await expect(page.getByTestId('footer-live-chat')).toHaveCount(0);
    expect(fetched()).toBe(0);

    // Functionality cookies allowed: the widget loads with the board's licence, and the entries appear.
    await decideCookies(context, 'engineers', '4');
    await page.reload();
    await expect(page.getByTestId('footer-live-chat')).toBeVisible({ timeout: 15_000 });
    expect(fetched()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __lcLicenceSeen?: string }).__lcLicenceSeen)).toBe('e2e-licence');
    await page.getByTestId('footer-live-chat').click();
    const chatWindow = page.getByTestId('provider-chat-window');
    await expect(chatWindow).toBeVisible();
    await chatWindow.getByRole('button', { name: 'Minimize chat' }).click();
    await expect(chatWindow).toHaveCount(0);

    // The side menu's entry opens it too, and the menu closes.
    await page.getByTestId('side-menu-open').click();
    const entry = page.getByTestId('menu-livechat');
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(chatWindow).toBeVisible();
    await expect(entry).toBeHidden();
  });
});

test.describe('accessibility of the session pages', () => {
  // Each axe pass takes a few seconds.
  test.describe.configure({ timeout: 90_000 });
  for (const colorMode of ['light', 'dark'] as const) {
    test(`login and register pages pass axe in ${colorMode} mode`, async ({ page, context }) => {
      await setColorMode(context, 'design', colorMode);
      await page.goto(tenantUrl('design', '/candidate/login?favoriteOfferId=3f1c2a9e-0d4b-4c7a-9a51-6f2b8d0e1c11'));
      await sessionIs(page, 'guest');
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await expectAccessible(page, colorMode);
      // With the field errors shown too.
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('field-email')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, colorMode);
      await page.goto(tenantUrl('design', '/candidate/register'));
      await sessionIs(page, 'guest');
      await expectAccessible(page, colorMode);
    });

    test(`the open login menu, side menu and cookie settings pass axe in ${colorMode} mode`, async ({ page, context }) => {
      await setColorMode(context, 'design', colorMode);
      await page.goto(tenantUrl('design', '/'));
      await sessionIs(page, 'guest');
      await page.getByTestId('login-menu').click();
      await expectAccessible(page, colorMode);
      await page.keyboard.press('Escape');
      await page.getByTestId('side-menu-open').click();
      await expect(page.getByTestId('side-menu')).toBeVisible();
      await expectAccessible(page, colorMode);
      await page.keyboard.press('Escape');
      await page.getByTestId('cookie-banner').getByTestId('cookie-settings-open').click();
      await expect(page.getByTestId('cookie-settings')).toBeVisible();
      await expectAccessible(page, colorMode);
    });
  }

  test('the favourites page passes axe in both colour modes, logged in', async ({ page, context }) => {
    await decideCookies(context, 'design');
    await register(page, 'design', aPerson('axe'));
    const ids = await offerIds(page, 'design', 2);
    await addFavouritesThroughApi(page, 'design', ids);
    for (const colorMode of ['light', 'dark'] as const) {
      await setColorMode(context, 'design', colorMode);
      await page.goto(tenantUrl('design', '/candidate/favorite-offers'));
      await sessionIs(page, 'logged-in');
      await expect(page.getByTestId('favourite-offers').getByTestId('offer-card')).toHaveCount(2);
      await expectAccessible(page, colorMode);
      await page.getByTestId('login-menu').click();
      await expectAccessible(page, colorMode);
      await page.keyboard.press('Escape');
    }
  });
});
