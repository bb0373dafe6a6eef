import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/expectAccessible.ts';
import { setColorMode, setLanguage } from './support/preferences.ts';
import { E2E_BASE_URL, tenantUrl } from './support/tenantUrl.ts';
import { emptyFiltersPayload } from '../../core/alerts/JobFilter.ts';

/**
 * The e-mail link dialogs and the local mailbox (issue 5): a guest alert is created through the
 * API, its e-mails are read on /mailbox, and their links are played in the browser. The server runs
 * without SMTP_URL, so the mailbox is open to this (loopback) machine.
 */

const TENANT = 'jobboard';
const CONSENT_COOKIE = 'cookie-consent';

/** The alert's filters: a search for "java" (the wire's FiltersDto, built on core's empty payload). */
const emptyFilters = { ...emptyFiltersPayload, search: { ...emptyFiltersPayload.search, keywords: ['java'] } };

const uniqueEmail = (tag: string) => `e2e-links-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** POST /guests/job-alerts as the register dialog would (Node cannot resolve *.localhost: the default tenant on 127.0.0.1). */
function createGuestAlert(request: APIRequestContext, email: string) {
  return request.post(new URL(`/api/${TENANT}/guests/job-alerts`, E2E_BASE_URL).href, {
    data: {
      email,
      frequency: 'weekly',
      name: 'java e2e',
      filters: emptyFilters,
      createCandidate: false,
      marketingAgreement: false,
      searchUrl: `/job-offers/all-locations?keyword=java&e2e=${encodeURIComponent(email)}`,
    },
  });
}

/** English texts, and the cookie decision stored so its banner stays out of the way. */
async function prepare(context: BrowserContext): Promise<void> {
  await setLanguage(context, TENANT, 'en');
  await context.addCookies([{ name: CONSENT_COOKIE, value: '0', url: tenantUrl(TENANT) }]);
}

/** Opens the newest mail of `kind` to `email` on the mailbox page and returns the path of its link containing `contains`. */
async function linkInMail(page: Page, email: string, kind: 'activation' | 'confirmation', contains: string): Promise<string> {
  await page.goto(tenantUrl(TENANT, '/mailbox'));
  await expect(page.getByRole('heading', { level: 1, name: 'Local mailbox' })).toBeVisible();
  await page.getByTestId('mailbox-filter').fill(email);
  await page.getByTestId('mailbox-filter-submit').click();
  await expect(page).toHaveURL(/\/mailbox\?to=/);
  const row = page.locator(`[data-testid="mailbox-item"][data-kind="${kind}"]`).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  // Every row is to the filtered address.
  for (const to of await page.getByTestId('mailbox-item').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-to')))) expect(to).toBe(email);
  await row.getByRole('link').click();
  const body = page.getByTestId('mailbox-message-body');
  await expect(body).toBeVisible();
  // The body is text with links, never the mail's HTML.
  expect(await body.locator('style, script, img, table').count()).toBe(0);
  const link = body.getByRole('link').filter({ hasText: contains }).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith('/?job-alerts=')).toBe(true);
  return href;
}

/** The guest alert's state as the gateway reports it: creating it again answers which 409. */
async function alertState(request: APIRequestContext, email: string): Promise<'inactive' | 'active' | 'none'> {
  const response = await createGuestAlert(request, email);
  if (response.status() === 201) return 'none';
  expect(response.status()).toBe(409);
  const body = (await response.json()) as { message?: string };
  return body.message === 'Job alert already exists' ? 'inactive' : 'active';
}

test.describe('e-mail links and the local mailbox', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ context }) => prepare(context));

  test('activation link: nothing before the button, success once, then the error variant; the unsubscribe link: confirm, done, then failure', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('journey');
    const created = await createGuestAlert(request, email);
    expect(created.status()).toBe(201);
    const { jobFilterId } = (await created.json()) as { jobFilterId: string };

    const activation = await linkInMail(page, email, 'activation', 'job-alerts=activate');
    expect(activation).toContain(`job-filter-id=${jobFilterId}`);
    // Following the link from the mailbox opens the dialog with its button; nothing is activated yet.
    await page.getByTestId('mailbox-message-body').getByRole('link').filter({ hasText: 'job-alerts=activate' }).first().click();
    const dialog = page.getByTestId('alert-activation');
    await expect(dialog.getByTestId('alert-activation-submit')).toBeVisible();
    await expect(dialog.getByTestId('alert-activation-submit')).toHaveText('Activate the alert');
    expect(await alertState(request, email)).toBe('inactive');

    // A second plain visit of the link (as a mail scanner would make) does not use it up either.
    const response = await page.goto(tenantUrl(TENANT, activation));
    expect(response?.status()).toBe(200);
    await expect(dialog.getByTestId('alert-activation-submit')).toBeEnabled();
    expect(await alertState(request, email)).toBe('inactive');

    await dialog.getByTestId('alert-activation-submit').click();
    await expect(dialog.getByTestId('alert-activation-state')).toHaveAttribute('data-state', 'done');
    await expect(dialog.getByRole('heading', { name: 'The alert is active' })).toBeVisible();
    await expect(dialog.getByTestId('alert-activation-close')).toBeFocused();
    expect(await alertState(request, email)).toBe('active');
    await dialog.getByTestId('alert-activation-close').click();
    await expect(page).toHaveURL(tenantUrl(TENANT, '/'));
    await expect(dialog).toBeHidden();

    // The same link again: the code is used, the gateway's 409 is the error variant.
    await page.goto(tenantUrl(TENANT, activation));
    await dialog.getByTestId('alert-activation-submit').click();
    await expect(dialog.getByTestId('alert-activation-state')).toHaveAttribute('data-state', 'error');
    await expect(dialog.getByTestId('alert-activation-error')).toHaveText('This activation link is not valid or has already been used.');
    await dialog.getByTestId('alert-activation-close').click();
    await expect(page).toHaveURL(tenantUrl(TENANT, '/'));

    // The confirmation e-mail's unsubscribe link: a confirmation first, then done.
    const unsubscribe = await linkInMail(page, email, 'confirmation', 'job-alerts=unsubscribe');
    await page.goto(tenantUrl(TENANT, unsubscribe));
    const confirm = page.getByTestId('alert-unsubscribe');
    await expect(confirm.getByTestId('alert-unsubscribe-submit')).toHaveText('Yes, unsubscribe me');
    expect(await alertState(request, email)).toBe('active');
    await confirm.getByTestId('alert-unsubscribe-submit').click();
    await expect(confirm.getByTestId('alert-unsubscribe-state')).toHaveAttribute('data-state', 'done');
    await expect(confirm.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
    await confirm.getByTestId('alert-unsubscribe-close').click();
    await expect(page).toHaveURL(tenantUrl(TENANT, '/'));

    // The same link again: the code is used up, the failure is said in the dialog.
    await page.goto(tenantUrl(TENANT, unsubscribe));
    await confirm.getByTestId('alert-unsubscribe-submit').click();
    await expect(confirm.getByTestId('alert-unsubscribe-state')).toHaveAttribute('data-state', 'error');
    await expect(confirm.getByTestId('alert-unsubscribe-error')).toHaveText('Unsubscribing failed: the link is not valid or has already been used.');
  });

  test('a wrong code, a missing part and a failing network: the error variant or the shared snackbar, never a crash', async ({ page, request }) => {
    const email = uniqueEmail('wrong');
    const created = await createGuestAlert(request, email);
    const { jobFilterId } = (await created.json()) as { jobFilterId: string };
    const dialog = page.getByTestId('alert-activation');

    // A wrong code: the gateway's 409, the error variant; the alert stays inactive.
    await page.goto(tenantUrl(TENANT, `/?job-alerts=activate&code=not-the-code&job-filter-id=${encodeURIComponent(jobFilterId)}`));
    await dialog.getByTestId('alert-activation-submit').click();
    await expect(dialog.getByTestId('alert-activation-error')).toHaveText('This activation link is not valid or has already been used.');
    expect(await alertState(request, email)).toBe('inactive');

    // Without job-filter-id: the server renders the page, the dialog says so at once, without a button.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/guests/job-alerts')) calls.push(r.url());
    });
    const incomplete = await page.goto(tenantUrl(TENANT, '/?job-alerts=activate&code=abc'));
    expect(incomplete?.status()).toBe(200);
    await expect(dialog.getByTestId('alert-activation-error')).toHaveText('The activation link is incomplete.');
    await expect(dialog.getByTestId('alert-activation-submit')).toHaveCount(0);
    // An English listing URL: the URL's words decide the page's language (docs/listing-url.md).
    await page.goto(tenantUrl(TENANT, '/job-offers?job-alerts=unsubscribe&code=abc'));
    await expect(page.getByTestId('alert-unsubscribe-error')).toHaveText('The unsubscribe link is incomplete.');
    expect(calls).toEqual([]);

    // The network fails: the shared error handler's snackbar; the button shows progress, then can be pressed again.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/guests/job-alerts/activation', async (route) => {
      await gate;
      await route.abort();
    });
    await page.goto(tenantUrl(TENANT, `/?job-alerts=activate&code=whatever&job-filter-id=${encodeURIComponent(jobFilterId)}`));
    const submit = dialog.getByTestId('alert-activation-submit');
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveText('Activating…');
    release();
    await expect(page.getByTestId('alert-activation-snackbar')).toContainText('Something went wrong. Please try again in a moment.');
    await expect(submit).toBeEnabled();
    await expect(submit).toBeFocused();
    await expect(dialog.getByTestId('alert-activation-state')).toHaveAttribute('data-state', 'ready');
  });

  test('Esc closes a link dialog and the address becomes the root', async ({ page }) => {
    await page.goto(tenantUrl(TENANT, '/?job-alerts=unsubscribe&candidate-id=someone&code=something'));
    const confirm = page.getByTestId('alert-unsubscribe');
    await expect(confirm.getByTestId('alert-unsubscribe-submit')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm.getByTestId('alert-unsubscribe-submit')).toHaveCount(0);
    await expect(page).toHaveURL(tenantUrl(TENANT, '/'));
    await page.goto(tenantUrl(TENANT, '/?job-alerts=activate&code=x&job-filter-id=y'));
    await expect(page.getByTestId('alert-activation-submit')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('alert-activation-submit')).toHaveCount(0);
    await expect(page).toHaveURL(tenantUrl(TENANT, '/'));
  });

  test('the mailbox page has a title, noindex, and an empty state for an unknown address', async ({ page }) => {
    await page.goto(tenantUrl(TENANT, '/mailbox?to=nobody-here%40example.com'));
    await expect(page).toHaveTitle(/^Local mailbox \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByTestId('mailbox-empty')).toHaveText('No messages to nobody-here@example.com.');
    await page.goto(tenantUrl(TENANT, '/mailbox?message=no-such-message'));
    await expect(page.getByTestId('mailbox-message')).toContainText('There is no such message.');
  });

  for (const colorMode of ['light', 'dark'] as const) {
    test(`the mailbox, a message and a link dialog pass axe in ${colorMode} mode`, async ({ page, context, request }) => {
      await setColorMode(context, TENANT, colorMode);
      const email = uniqueEmail(`axe-${colorMode}`);
      expect((await createGuestAlert(request, email)).status()).toBe(201);
      await page.goto(tenantUrl(TENANT, `/mailbox?to=${encodeURIComponent(email)}`));
      await expect(page.getByTestId('mailbox-item')).toHaveCount(1, { timeout: 15_000 });
      await expectAccessible(page, colorMode);
      await page.getByTestId('mailbox-item').getByRole('link').click();
      await expect(page.getByTestId('mailbox-message-body')).toBeVisible();
      await expectAccessible(page, colorMode);
      await page.goto(tenantUrl(TENANT, '/?job-alerts=activate&code=x&job-filter-id=y'));
      await expect(page.getByTestId('alert-activation-submit')).toBeVisible();
      await expectAccessible(page, colorMode);
      await page.goto(tenantUrl(TENANT, '/?job-alerts=unsubscribe&code=x'));
      await expect(page.getByTestId('alert-unsubscribe-error')).toBeVisible();
      await expectAccessible(page, colorMode);
    });
  }
});
