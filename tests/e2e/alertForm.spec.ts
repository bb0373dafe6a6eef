import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/expectAccessible.ts';
import { setColorMode, setLanguage } from './support/preferences.ts';
import { E2E_BASE_URL, tenantUrl } from './support/tenantUrl.ts';

/**
 * The job alert register dialog (#add-alert) and the "save job alert" banner of the offers list
 * (issue 5, engagement.md sections 2, 4, 5, 8, 9). The jobboard and engineers tenants speak Polish.
 */

const LIST = '/oferty-pracy/krakow?keyword=react';
const HIDE_COOKIE = 'ja-hide-sub-message';
const PASSWORD = 'correct horse battery staple';

const uniqueEmail = (tag: string) => `e2e-alert-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The cookie-consent decision stored up front, so its banner does not cover the page. */
async function decideCookies(context: BrowserContext, tenantId: string): Promise<void> {
  await context.addCookies([{ name: 'cookie-consent', value: '0', url: tenantUrl(tenantId) }]);
}

const sessionIs = (page: Page, state: 'guest' | 'logged-in') =>
  expect(page.getByTestId('login-menu')).toHaveAttribute('data-state', state, { timeout: 15_000 });

async function openList(page: Page, tenantId: string, hash = ''): Promise<void> {
  await page.goto(tenantUrl(tenantId, LIST + hash));
  await expect(page.getByTestId('listing-page')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/** Every call the page makes to create a guest alert. */
function guestAlertCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/guests/job-alerts')) calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

const dialog = (page: Page) => page.getByTestId('add-alert-dialog');

/** The field's message, through its aria-describedby. */
async function messageOf(page: Page, testId: string): Promise<string> {
  const id = await page.getByTestId(testId).getAttribute('aria-describedby');
  expect(id, `${testId} should point at its message`).toBeTruthy();
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

async function fillGuestForm(page: Page, email: string): Promise<void> {
  await page.getByTestId('alert-email').fill(email);
  await page.getByTestId('alert-privacy').check();
}

test.describe('the register dialog as a guest (jobboard)', () => {
  test('from the banner: prefilled name, errors before any call, success, the activation e-mail, then "already exists"', async ({
    page,
    context,
    request,
  }) => {
    await decideCookies(context, 'jobboard');
    const calls = guestAlertCalls(page);
    await openList(page, 'jobboard');
    await sessionIs(page, 'guest');

    const open = page.getByTestId('alert-banner-open');
    await open.click();
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/#add-alert$/);
    await expect(dialog(page).getByRole('heading', { name: 'Powiadomienie o nowych ofertach' })).toBeVisible();
    const name = page.getByTestId('alert-name');
    await expect(name).toHaveValue(/react/);
    await expect(name).toHaveValue(/Krak/);
    await expect(page.getByTestId('alert-frequency')).toHaveValue('twiceAWeek');
    await expect(page.getByTestId('alert-marketing')).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('alert-create-account')).toHaveAttribute('aria-checked', 'false');

    // Empty e-mail, privacy unticked: the messages, bound to their fields; nothing sent.
    await page.getByTestId('alert-submit').click();
    await expect(page.getByTestId('alert-email')).toHaveAttribute('aria-invalid', 'true');
    expect(await messageOf(page, 'alert-email')).toBe('Podaj adres e-mail.');
    await expect(page.getByTestId('alert-privacy')).toHaveAttribute('aria-invalid', 'true');
    expect(await messageOf(page, 'alert-privacy')).toBe('Zaakceptuj politykę prywatności.');

    // A name with refused characters.
    await name.fill('<script>alert(1)</script>');
    await name.blur();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await messageOf(page, 'alert-name')).toBe('Nazwa może zawierać tylko litery, cyfry, spacje oraz znaki , & # ( ) / + -.');
    await fillGuestForm(page, uniqueEmail('bad-name'));
    await page.getByTestId('alert-submit').click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    // Valid: one call, and the "check your e-mail" state naming the address.
    const email = uniqueEmail('guest');
    await name.fill('React w Krakowie');
    await page.getByTestId('alert-email').fill(email);
    await page.getByTestId('alert-frequency').selectOption('weekly');
    await page.getByTestId('alert-submit').click();
    await expect(page.getByTestId('alert-created')).toContainText(email);
    await expect(page.getByTestId('alert-created')).toContainText('Sprawdź skrzynkę e-mail');
    expect(calls).toEqual([expect.stringMatching(/^POST .*\/api\/jobboard\/guests\/job-alerts$/)]);

    // The activation e-mail is in the local mailbox.
    await expect
      .poll(async () => {
        const response = await request.get(new URL(`api/jobboard/dev/mailbox?to=${encodeURIComponent(email)}`, E2E_BASE_URL).href);
        const body = (await response.json()) as { items: { kind: string; to: string }[] };
        return body.items.map((item) => `${item.kind} ${item.to}`);
      })
      .toEqual([`activation ${email}`]);

    // Closing clears the hash; the same alert again is "already exists", and the typed values stay.
    await page.getByTestId('alert-created-close').click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/#add-alert/);
    await open.click();
    await expect(dialog(page)).toBeVisible();
    await name.fill('React w Krakowie');
    await fillGuestForm(page, email);
    await page.getByTestId('alert-submit').click();
    await expect(page.getByTestId('alert-form-failure')).toHaveText('Takie powiadomienie już istnieje.');
    await expect(page.getByTestId('alert-email')).toHaveValue(email);
    await expect(name).toHaveValue('React w Krakowie');
    expect(calls).toHaveLength(2);
  });

  test('Esc closes the dialog, clears the hash and gives focus back to the button that opened it', async ({ page, context }) => {
    await decideCookies(context, 'jobboard');
    await openList(page, 'jobboard');
    const open = page.getByTestId('alert-banner-open');
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByTestId('alert-name')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/#add-alert/);
    await expect(open).toBeFocused();
  });

  test('the hash alone opens it, on the address as typed', async ({ page, context }) => {
    await decideCookies(context, 'jobboard');
    await openList(page, 'jobboard', '#add-alert');
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByTestId('alert-name')).toHaveValue(/react/);
  });

  for (const colorMode of ['light', 'dark'] as const) {
    test(`is accessible with the dialog open in ${colorMode} mode`, async ({ page, context }) => {
      await decideCookies(context, 'jobboard');
      await setColorMode(context, 'jobboard', colorMode);
      await openList(page, 'jobboard');
      await expectAccessible(page, colorMode);
      await page.getByTestId('alert-banner-open').click();
      await expect(page.getByTestId('alert-name')).toBeVisible();
      // With the messages shown too.
      await page.getByTestId('alert-submit').click();
      await expect(page.getByTestId('alert-email')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, colorMode);
    });
  }

  test('is a bottom sheet on a 375 px screen', async ({ page, context }) => {
    await decideCookies(context, 'jobboard');
    await page.setViewportSize({ width: 375, height: 740 });
    await openList(page, 'jobboard', '#add-alert');
    await expect(page.getByTestId('alert-name')).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box!.x)).toBe(0);
    expect(Math.round(box!.width)).toBe(375);
    expect(Math.round(box!.y + box!.height)).toBe(740);
  });

  test('is 544 px wide on a desktop', async ({ page, context }) => {
    await decideCookies(context, 'jobboard');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openList(page, 'jobboard', '#add-alert');
    await expect(page.getByTestId('alert-name')).toBeVisible();
    expect(Math.round((await dialog(page).boundingBox())!.width)).toBe(544);
  });
});

test.describe('the "save job alert" banner (jobboard)', () => {
  test('closing it hides it for a year: gone after a reload, never rendered by the server', async ({ page, context, request }) => {
    await decideCookies(context, 'jobboard');
    await openList(page, 'jobboard');
    await expect(page.getByTestId('alert-banner')).toBeVisible();
    const before = Date.now() / 1000;
    await page.getByRole('button', { name: 'Ukryj baner o powiadomieniach' }).click();
    await expect(page.getByTestId('alert-banner')).toHaveCount(0);

    const cookie = (await context.cookies()).find((candidate) => candidate.name === HIDE_COOKIE);
    expect(cookie?.value).toBe('true');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - before).toBeGreaterThan(31_536_000 - 120);
    expect(cookie!.expires - before).toBeLessThan(31_536_000 + 120);

    await page.reload();
    await expect(page.getByTestId('listing-page')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(page.getByTestId('alert-banner')).toHaveCount(0);

    // The server's HTML (the default tenant on 127.0.0.1): no banner with the cookie, garbage is "not closed".
    const html = async (cookieHeader: string) => (await request.get(new URL(LIST, E2E_BASE_URL).href, { headers: { cookie: cookieHeader } })).text();
    expect(await html(`${HIDE_COOKIE}=true`)).not.toContain('data-testid="alert-banner"');
    expect(await html(`${HIDE_COOKIE}=%E0%A4%A; other=1`)).toContain('data-testid="alert-banner"');
    expect(await html('')).toContain('data-testid="alert-banner"');
  });
});

test.describe('the register dialog logged in (engineers)', () => {
  test('name and frequency only; saving shows a snackbar; the same search again says the alert is active', async ({ page, context }) => {
    await decideCookies(context, 'engineers');
    await page.goto(tenantUrl('engineers', '/candidate/register'));
    await sessionIs(page, 'guest');
    await page.getByTestId('field-firstName').fill('Ala');
    await page.getByTestId('field-lastName').fill('Alerts');
    await page.getByTestId('field-email').fill(uniqueEmail('candidate'));
    await page.getByTestId('field-password').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await sessionIs(page, 'logged-in');

    await openList(page, 'engineers', '#add-alert');
    await sessionIs(page, 'logged-in');
    await expect(page.getByTestId('candidate-alert-form')).toBeVisible();
    await expect(page.getByTestId('alert-email')).toHaveCount(0);
    await expect(page.getByTestId('alert-privacy')).toHaveCount(0);
    await expect(page.getByTestId('alert-name')).toHaveValue(/react/);
    await page.getByTestId('alert-frequency').selectOption('daily');
    await page.getByTestId('alert-submit').click();
    await expect(page.getByTestId('alert-saved')).toContainText('Powiadomienie zostało zapisane.');
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/#add-alert/);

    await page.getByTestId('alert-banner-open').click();
    await page.getByTestId('alert-submit').click();
    await expect(page.getByTestId('alert-form-failure')).toHaveText('To powiadomienie jest już aktywne.');
  });
});

test.describe('"create account" in the register dialog (design)', () => {
  test('the activation e-mail on the mailbox page sets the new account’s password, which then logs in', async ({ page, context }) => {
    await decideCookies(context, 'design');
    await setLanguage(context, 'design', 'en');
    await page.goto(tenantUrl('design', '/job-offers/all-locations?keyword=figma#add-alert'));
    await expect(page.getByTestId('listing-page')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(dialog(page)).toBeVisible();
    const email = uniqueEmail('account');
    await fillGuestForm(page, email);
    await page.getByTestId('alert-create-account').click();
    await expect(page.getByTestId('alert-create-account')).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId('alert-submit').click();
    await expect(page.getByTestId('alert-created')).toBeVisible();

    // The local mailbox has the activation e-mail, with the account's set-password link.
    await page.goto(tenantUrl('design', `/mailbox?to=${encodeURIComponent(email)}`));
    await page.locator('[data-testid="mailbox-item"][data-kind="activation"]').first().getByRole('link').click();
    const body = page.getByTestId('mailbox-message-body');
    await expect(body).toContainText('candidate account');
    await body.getByRole('link', { name: /\/candidate\/set-password\?/ }).click();

    await expect(page).toHaveURL(/\/candidate\/set-password\?candidate-id=/);
    await page.getByTestId('field-password').fill('s'); // too short: said before any call
    await page.getByTestId('set-password-submit').click();
    await expect(page.getByTestId('field-password')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('field-password').fill(PASSWORD);
    const linkUrl = page.url();
    await page.getByTestId('set-password-submit').click();
    await sessionIs(page, 'logged-in');

    // The link worked once; the password is the account's now.
    await context.clearCookies();
    await decideCookies(context, 'design');
    await page.goto(linkUrl);
    await sessionIs(page, 'guest');
    await page.getByTestId('field-password').fill('another long password');
    await page.getByTestId('set-password-submit').click();
    await expect(page.getByTestId('set-password-failure')).toContainText('not valid');
    await page.goto(tenantUrl('design', '/candidate/login'));
    await page.getByTestId('field-email').fill(email);
    await page.getByTestId('field-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await sessionIs(page, 'logged-in');
  });
});
