import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/expectAccessible.ts';
import { setColorMode, setLanguage } from './support/preferences.ts';
import { E2E_BASE_URL, tenantUrl } from './support/tenantUrl.ts';

/**
 * The candidate's profile, preferences, work history, matching and settings (issue #16, items 1, 2
 * and 7). The gateway allows 10 logins and registrations per minute per tenant and address, so each
 * journey registers once, on the engineers tenant, in English.
 */

const TENANT = 'engineers';
const PASSWORD = 'correct horse battery staple';

const aPerson = (tag: string) => ({
  first: 'Ada',
  last: `Profile-${tag}`,
  email: `e2e-profile-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`,
});

async function prepare(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'cookie-consent', value: '0', url: tenantUrl(TENANT) }]);
  await setLanguage(context, TENANT, 'en');
}

const sessionIs = (page: Page, state: 'guest' | 'logged-in') =>
  expect(page.getByTestId('login-menu')).toHaveAttribute('data-state', state, { timeout: 15_000 });

async function register(page: Page, person: ReturnType<typeof aPerson>): Promise<void> {
  await page.goto(tenantUrl(TENANT, '/candidate/register'));
  await sessionIs(page, 'guest');
  await page.getByTestId('field-firstName').fill(person.first);
  await page.getByTestId('field-lastName').fill(person.last);
  await page.getByTestId('field-email').fill(person.email);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await sessionIs(page, 'logged-in');
}

/** The skills of the tenant's newest offer, read from the gateway as the listing would. */
async function newestOfferSkills(page: Page): Promise<string[]> {
  return page.evaluate(async (tenant) => {
    const response = await fetch(`/api/${tenant}/v2/user-panel/offers/by-cursor?itemsCount=10`);
    const body = (await response.json()) as { items: { requiredSkills: { name: string }[] }[] };
    const offer = body.items.find((item) => item.requiredSkills.length > 0);
    return (offer?.requiredSkills ?? []).map((skill) => skill.name);
  }, TENANT);
}

test.describe('the candidate profile (engineers)', () => {
  test('register, fill the profile, preferences and work history, get matched offers, export the data, delete the account', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await prepare(context);
    const person = aPerson('journey');
    await register(page, person);

    // Profile: a changed name and a GitHub profile; the menu shows the new name.
    await page.goto(tenantUrl(TENANT, '/candidate/profile'));
    await expect(page.getByTestId('profile-page')).toHaveAttribute('data-state', 'logged-in');
    const personal = page.getByTestId('personal-form');
    await personal.getByLabel('Last name').fill(`${person.last}-Byron`);
    await personal.getByLabel('GitHub').fill('not a link');
    await page.getByTestId('personal-submit').click();
    await expect(page.getByTestId('github-error')).toHaveText('Enter a full address starting with https://.');
    await personal.getByLabel('GitHub').fill('https://github.com/ada');
    await page.getByTestId('personal-submit').click();
    await expect(page.getByTestId('personal-saved')).toHaveText('Saved.');
    await expect(page.getByTestId('login-menu')).toHaveAttribute('aria-label', new RegExp(`${person.last}-Byron`));

    // Preferences: the skills of the newest offer at level 5, ten years, remote or hybrid.
    const skills = await newestOfferSkills(page);
    expect(skills.length).toBeGreaterThan(0);
    for (const [index, skill] of skills.entries()) {
      await page.getByTestId('skill-add').click();
      await expect(page.getByTestId(`skill-${index}-name`)).toBeFocused();
      await page.getByTestId(`skill-${index}-name`).fill(skill);
      await page.getByTestId(`skill-${index}-level`).selectOption('5');
    }
    await page.getByLabel('Years of experience').fill('10');
    await page.getByTestId('workplace-remote').check();
    await page.getByTestId('workplace-hybrid').check();
    await page.getByLabel('Available to start').selectOption('2');
    await page.getByTestId('preferences-submit').click();
    await expect(page.getByTestId('preferences-saved')).toHaveText('Your preferences have been saved.');

    // Work history: a current position, shown as short month and year with an open end.
    await page.getByTestId('work-history-add').click();
    const entry = page.getByTestId('work-history-form');
    await entry.getByLabel('Job title').fill('Platform engineer');
    await entry.getByLabel('Company').fill('Analytical Engines Ltd');
    await entry.getByLabel('Month').first().selectOption('3');
    await entry.getByLabel('Year').first().fill('2021');
    await entry.getByLabel('I still work here').check();
    await page.getByTestId('work-history-submit').click();
    await expect(page.getByTestId('work-history-period')).toHaveText('Mar 2021 – present');
    await page.reload();
    await expect(page.getByTestId('work-history-entry')).toHaveCount(1);

    // Matched for you: the consent prompt first, then ranked offers with their percents.
    await page.goto(tenantUrl(TENANT, '/candidate/matched-for-you'));
    await page.getByTestId('profiling-consent-give').click();
    const matched = page.getByTestId('matched-offers');
    await expect(matched.getByTestId('offer-card').first()).toBeVisible({ timeout: 15_000 });
    const percents = await matched.getByTestId('offer-match').allTextContents();
    expect(percents.length).toBeGreaterThan(0);
    const numbers = percents.map((text) => Number(/(\d+)%/.exec(text)?.[1]));
    expect(numbers.every((value) => value >= 60 && value <= 100)).toBe(true);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    // The listing's cards show the percent too, for this candidate only.
    await page.goto(tenantUrl(TENANT, '/job-offers/all-locations'));
    await expect(page.getByTestId('offer-card').getByTestId('offer-match').first()).toContainText('% match', { timeout: 15_000 });

    // Settings: the consent is on; the data downloads as JSON.
    await page.goto(tenantUrl(TENANT, '/candidate/settings'));
    await expect(page.getByRole('switch', { name: 'Offer matching (profiling)' })).toBeChecked();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^jobboard-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      candidate: { account: { email: string }; workHistory: unknown[]; preferences: { skills: unknown[] } };
    };
    expect(exported.candidate.account.email).toBe(person.email);
    expect(exported.candidate.workHistory).toHaveLength(1);
    expect(exported.candidate.preferences.skills).toHaveLength(skills.length);

    // Deletion, after the confirmation: a guest on the home page, and the login no longer works.
    await page.getByTestId('delete-account').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('This cannot be undone.');
    await page.getByTestId('confirm-accept').click();
    await expect(page).toHaveURL(tenantUrl(TENANT, '/'));
    await sessionIs(page, 'guest');
    await expect(page.getByTestId('account-deleted')).toContainText('Your account has been deleted.');
    await page.goto(tenantUrl(TENANT, '/candidate/login'));
    await page.getByTestId('field-email').fill(person.email);
    await page.getByTestId('field-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-failure')).toHaveText('Wrong e-mail or password.');
  });

  test('the pages are built on the server and ask a guest to log in', async ({ page, context }) => {
    await prepare(context);
    for (const [path, heading] of [
      ['/candidate/profile', 'Your profile'],
      ['/candidate/settings', 'Settings'],
      ['/candidate/matched-for-you', 'Matched for you'],
    ] as const) {
      // The server's HTML itself (Node cannot resolve *.localhost: the default tenant on the plain address).
      const response = await page.request.get(new URL(path, E2E_BASE_URL).href, { headers: { cookie: 'lang=en' } });
      const html = await response.text();
      expect(html).toContain(`>${heading}</h1>`);
      // The page itself; its language's texts ride along inline as JSON data (ADR 15), other pages' included.
      const rendered = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      expect(rendered).not.toMatch(/coming soon|in preparation|wkrótce|w przygotowaniu/i);
      await page.goto(tenantUrl(TENANT, path));
      await expect(page.getByRole('link', { name: 'Log in', exact: true }).last()).toHaveAttribute(
        'href',
        `/candidate/login?returnTo=${encodeURIComponent(path)}`,
      );
    }
  });

  for (const colorMode of ['light', 'dark'] as const) {
    test(`profile, settings and matched for you are accessible in ${colorMode} mode, on a phone and a desktop`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await prepare(context);
      await setColorMode(context, TENANT, colorMode);
      await register(page, aPerson(`axe-${colorMode}`));
      for (const viewport of [
        { width: 375, height: 740 },
        { width: 1280, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(tenantUrl(TENANT, '/candidate/profile'));
        await expect(page.getByTestId('preferences-form')).toBeVisible({ timeout: 15_000 });
        await page.getByTestId('skill-add').click();
        await page.getByTestId('work-history-add').click();
        await expectAccessible(page, colorMode);
        await page.goto(tenantUrl(TENANT, '/candidate/settings'));
        await expect(page.getByTestId('consents-section')).toBeVisible({ timeout: 15_000 });
        await expectAccessible(page, colorMode);
        await page.goto(tenantUrl(TENANT, '/candidate/matched-for-you'));
        await expect(page.getByTestId('profiling-consent-give')).toBeVisible({ timeout: 15_000 });
        await expectAccessible(page, colorMode);
      }
    });
  }
});
