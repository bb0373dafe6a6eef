import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { emptyFiltersPayload, type SavedSearch } from '../../core/alerts/JobFilter.ts';
import { encodeSavedSearches, savedSearchId } from '../../core/alerts/saved-searches/savedSearchesFormat.ts';
import { expectAccessible } from './support/expectAccessible.ts';
import { setColorMode, type ColorMode } from './support/preferences.ts';
import { tenantUrl } from './support/tenantUrl.ts';

/**
 * Job alert surfaces (issue 5, section 4): the header popup (#job-alerts), the listing's switcher
 * with the debounced save-filters switch, the help tooltip, the move prompt after login and the
 * candidate job-alert page. Guests' searches live in localStorage `jobAlerts`.
 */

const PASSWORD = 'correct horse battery staple';
const STORE = 'jobAlerts';
const DEBOUNCE_AND_MARGIN_MS = 1_000;

const list = (keyword: string) => `/job-offers/all-locations?keyword=${keyword}`;

/** The cookie banner decided up front so it covers nothing. */
async function decideCookies(context: BrowserContext, tenantId: string): Promise<void> {
  await context.addCookies([{ name: 'cookie-consent', value: '0', url: tenantUrl(tenantId) }]);
}

const sessionIs = (page: Page, state: 'guest' | 'logged-in') =>
  expect(page.getByTestId('login-menu')).toHaveAttribute('data-state', state, { timeout: 15_000 });

async function openListing(page: Page, tenantId: string, path: string): Promise<void> {
  await page.goto(tenantUrl(tenantId, path));
  await expect(page.getByTestId('listing-page')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await sessionIs(page, 'guest');
  // The switcher knows whether this search is saved once it has read the store.
  await expect(page.getByTestId('alert-switcher')).toHaveAttribute('data-saved', /true|false/);
}

const aLocalSearch = (keyword: string): SavedSearch => {
  const searchUrl = list(keyword);
  return {
    id: savedSearchId(searchUrl),
    searchUrl,
    filterName: keyword,
    filters: { ...emptyFiltersPayload, search: { ...emptyFiltersPayload.search, keywords: [keyword] } },
    savedAt: '2025-01-01T10:00:00.000Z',
  };
};

/** Stores guest searches as the app does (version 1), then reloads so the page reads them. */
async function seedLocalSearches(page: Page, keywords: readonly string[]): Promise<void> {
  const text = encodeSavedSearches(keywords.map(aLocalSearch));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORE, text] as const);
  await page.reload();
  await expect(page.getByTestId('listing-page')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

const storedUrls = (page: Page) =>
  page.evaluate((key) => {
    const text = localStorage.getItem(key);
    if (text === null) return [];
    return (JSON.parse(text) as { searches: { searchUrl: string }[] }).searches.map((search) => search.searchUrl);
  }, STORE);

async function openSwitcher(page: Page) {
  await page.getByTestId('alert-switcher').click();
  const popover = page.getByTestId('alert-switcher-popover');
  await expect(popover).toBeVisible();
  const toggle = popover.getByTestId('save-filters-switch');
  await expect(toggle).toHaveAttribute('role', 'switch');
  await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
  return toggle;
}

async function openPopup(page: Page) {
  await page.getByTestId('job-alerts-button').click();
  const popup = page.getByTestId('job-alerts-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('saved-searches')).toHaveAttribute('data-state', /loaded|failed/);
  return popup;
}

test.describe('guest: saved searches on this device (design)', () => {
  test.beforeEach(async ({ context }) => {
    await decideCookies(context, 'design');
  });

  test('empty state, save with the switch, the popup lists it, open it, delete it after confirming', async ({ page }) => {
    await openListing(page, 'design', list('react'));
    const popup = await openPopup(page);
    await expect(popup.getByTestId('saved-searches-empty')).toContainText('No saved searches yet');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    const toggle = await openSwitcher(page);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect.poll(() => storedUrls(page)).toHaveLength(1);
    const [saved] = await storedUrls(page);
    expect(saved).toContain('react');

    await openPopup(page);
    const rows = popup.getByTestId('saved-search');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('saved-search-open')).toHaveText('react');
    await expect(rows.first().getByTestId('saved-search-state')).toHaveText('Saved on this device');
    await expect(rows.first().getByTestId('saved-search-unread')).toHaveCount(0);
    // Guests have no alert controls: only delete.
    await expect(rows.first().getByTestId('saved-search-enable')).toHaveCount(0);

    // Opening a saved search navigates to it and closes the popup.
    await rows.first().getByTestId('saved-search-open').click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname + url.search === saved);

    await openPopup(page);
    await popup.getByTestId('saved-search-delete').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('Delete the saved search?');
    await confirm.getByTestId('confirm-cancel').click();
    await expect(rows).toHaveCount(1);
    expect(await storedUrls(page)).toHaveLength(1);
    await popup.getByTestId('saved-search-delete').click();
    await confirm.getByTestId('confirm-accept').click();
    await expect(popup.getByTestId('saved-searches-empty')).toBeVisible();
    await expect(popup.getByTestId('saved-searches-notice')).toHaveText('Search deleted.');
    expect(await storedUrls(page)).toEqual([]);
    await page.keyboard.press('Escape');
    // The switcher reads again when the popup closes: the search is no longer saved.
    await expect(page.getByTestId('alert-switcher')).toHaveAttribute('data-saved', 'false');
  });

  test('rapid toggling ends in the final state, stored once', async ({ page }) => {
    await openListing(page, 'design', list('rapid'));
    const toggle = await openSwitcher(page);
    for (let i = 0; i < 5; i++) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveAttribute('data-busy', 'false');
    await expect.poll(() => storedUrls(page)).toHaveLength(1);

    // An even number of flips ends where it started: still saved, nothing sent.
    for (let i = 0; i < 4; i++) await toggle.click();
    await page.waitForTimeout(DEBOUNCE_AND_MARGIN_MS);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await storedUrls(page)).toHaveLength(1);

    for (let i = 0; i < 3; i++) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAttribute('data-busy', 'false');
    await expect.poll(() => storedUrls(page)).toEqual([]);
    // The confirmation is for the popup's delete, not for the switch.
    await expect(page.getByTestId('confirm-dialog')).toBeHidden();
  });

  test('the 10th search saves through the switch, the 11th shows the limit', async ({ page }) => {
    await openListing(page, 'design', list('tenth'));
    await seedLocalSearches(page, ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9']);
    let toggle = await openSwitcher(page);
    await toggle.click();
    await expect.poll(() => storedUrls(page)).toHaveLength(10);

    await openListing(page, 'design', list('eleventh'));
    toggle = await openSwitcher(page);
    await toggle.click();
    await expect(page.getByTestId('alert-switch-failure')).toContainText('Without logging in you can save at most 10 searches.');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await storedUrls(page)).toHaveLength(10);

    const popup = await openPopup(page);
    await expect(popup.getByTestId('saved-search')).toHaveCount(10);
  });

  test('"add e-mail alert" sets #add-alert', async ({ page }) => {
    await openListing(page, 'design', list('mail'));
    const toggle = await openSwitcher(page);
    await expect(toggle).toHaveAccessibleName('Save filters');
    await page.getByTestId('add-alert-button').click();
    await expect(page).toHaveURL(/#add-alert$/);
  });

  test('the help tooltip shows until dismissed, and stays dismissed after a reload', async ({ page }) => {
    await openListing(page, 'design', list('help'));
    const help = page.getByTestId('alerts-help');
    await expect(help).toBeVisible();
    await expect(help).toContainText('Save this search');
    await help.getByRole('button', { name: 'Got it' }).click();
    await expect(help).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('jobboard.jobAlertsHelpDismissed'))).toBe('true');
    await page.reload();
    await expect(page.getByTestId('listing-page')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(page.getByTestId('alert-switcher')).toHaveAttribute('data-saved', /true|false/);
    await expect(help).toHaveCount(0);
  });

  test('keyboard: the bell opens the popup, Esc closes it and gives focus back; the switcher too', async ({ page }) => {
    await openListing(page, 'design', list('keys'));
    const bell = page.getByTestId('job-alerts-button');
    await bell.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByTestId('job-alerts-popup');
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(/#job-alerts$/);
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(bell).toBeFocused();
    await expect(page).not.toHaveURL(/#job-alerts/);

    const switcher = page.getByTestId('alert-switcher');
    await switcher.focus();
    await page.keyboard.press('Enter');
    const toggle = page.getByRole('switch', { name: 'Save filters' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('alert-switcher-popover')).toHaveCount(0);
    await expect(switcher).toBeFocused();
    await expect.poll(() => storedUrls(page)).toHaveLength(1);
  });

  test('a guest on the job-alert page is asked to log in', async ({ page }) => {
    await page.goto(tenantUrl('design', '/candidate/job-alert'));
    await expect(page.getByTestId('job-alerts-guest')).toContainText('Log in to manage');
    await expect(page.getByTestId('job-alerts-login')).toHaveAttribute('href', /\/candidate\/login\?returnTo=%2Fcandidate%2Fjob-alert/);
  });

  test('on a 375 px screen the popup is a bottom drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openListing(page, 'design', list('mobile'));
    const popup = await openPopup(page);
    const box = await popup.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box!.width)).toBe(375);
    expect(Math.round(box!.y + box!.height)).toBe(740);
  });

  for (const mode of ['light', 'dark'] as const satisfies readonly ColorMode[]) {
    test(`axe, ${mode} mode: the popup with searches, and the switcher popover`, async ({ page, context }) => {
      // Three axe passes over a full listing page take a while on a slow machine.
      test.setTimeout(120_000);
      await setColorMode(context, 'jobboard', mode);
      await decideCookies(context, 'jobboard');
      await openListing(page, 'jobboard', '/oferty-pracy/wszystkie-lokalizacje');
      await seedLocalSearches(page, ['java', 'python']);
      await expect(page.getByTestId('alerts-help')).toBeVisible();
      await expectAccessible(page, mode);
      await openSwitcher(page);
      await expectAccessible(page, mode);
      await page.keyboard.press('Escape');
      const popup = await openPopup(page);
      await expect(popup.getByTestId('saved-search')).toHaveCount(2);
      await expectAccessible(page, mode);
    });
  }
});

test.describe('logged in: moved searches, alerts and the job-alert page (design)', () => {
  test('register with local searches, move them, enable, change frequency, disable, delete', async ({ page, context }) => {
    test.setTimeout(90_000);
    await decideCookies(context, 'design');
    await openListing(page, 'design', list('first'));
    await seedLocalSearches(page, ['golang', 'kotlin']);

    await page.goto(tenantUrl('design', '/candidate/register'));
    await sessionIs(page, 'guest');
    await page.getByTestId('field-firstName').fill('Ala');
    await page.getByTestId('field-lastName').fill('Alerts');
    await page.getByTestId('field-email').fill(`e2e-alerts-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`);
    await page.getByTestId('field-password').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await sessionIs(page, 'logged-in');

    const prompt = page.getByTestId('move-searches-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('You have 2 searches saved on this device.');
    await prompt.getByTestId('move-searches-accept').click();
    await expect(prompt).toBeHidden();
    await expect(page.getByTestId('searches-moved')).toContainText('Searches moved to your account: 2.');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORE)).not.toContain('golang');

    const popup = await openPopup(page);
    const rows = popup.getByTestId('saved-search');
    await expect(rows).toHaveCount(2);
    const golang = rows.filter({ hasText: 'golang' });
    await expect(golang.getByTestId('saved-search-state')).toHaveText('No e-mail alert');
    await expect(popup.getByTestId('saved-search-unread')).toHaveCount(0);

    await golang.getByTestId('saved-search-frequency').selectOption('weekly');
    await golang.getByTestId('saved-search-enable').click();
    await expect(golang.getByTestId('saved-search-state')).toHaveText('E-mail alert: Weekly');
    await expect(popup.getByTestId('saved-searches-notice')).toHaveText('Alert turned on.');

    await golang.getByTestId('saved-search-frequency').selectOption('daily');
    await expect(popup.getByTestId('saved-searches-notice')).toHaveText('Frequency changed.');
    await expect(golang.getByTestId('saved-search-state')).toHaveText('E-mail alert: Daily');

    await golang.getByTestId('saved-search-disable').click();
    await expect(golang.getByTestId('saved-search-state')).toHaveText('No e-mail alert');

    await rows.filter({ hasText: 'kotlin' }).getByTestId('saved-search-delete').click();
    await page.getByTestId('confirm-accept').click();
    await expect(rows).toHaveCount(1);
    await page.keyboard.press('Escape');

    // The same list on the candidate's page, from the server, after a reload (no second move prompt).
    await page.goto(tenantUrl('design', '/candidate/job-alert'));
    await sessionIs(page, 'logged-in');
    const pageList = page.getByTestId('job-alerts-page-list');
    await expect(pageList.getByTestId('saved-search')).toHaveCount(1);
    await expect(pageList.getByTestId('saved-search-open')).toHaveText('golang');
    await expect(page.getByTestId('move-searches-prompt')).toBeHidden();
    for (const mode of ['light', 'dark'] as const) {
      await setColorMode(context, 'design', mode);
      await page.reload();
      await sessionIs(page, 'logged-in');
      await expect(pageList.getByTestId('saved-search')).toHaveCount(1);
      await expectAccessible(page, mode);
    }
  });
});
