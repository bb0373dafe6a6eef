import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mailboxLink } from './support/employerPanel.ts';
import { expectAccessible } from './support/expectAccessible.ts';
import { setColorMode, setLanguage } from './support/preferences.ts';
import { tenantUrl } from './support/tenantUrl.ts';

/**
 * A candidate who forgot the password (issue 12, finding 2): the login page's link, the neutral
 * confirmation, the e-mail's link from the local mailbox, a new password that logs in. The gateway
 * allows 10 password attempts a minute per tenant and client, so the journey and the axe passes use
 * different tenants.
 */

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a brand new horse battery';

const anEmail = (tag: string) => `e2e-forgot-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** English pages without the cookie banner over them. */
async function prepare(context: BrowserContext, tenantId: string): Promise<void> {
  await context.addCookies([{ name: 'cookie-consent', value: '0', url: tenantUrl(tenantId) }]);
  await setLanguage(context, tenantId, 'en');
}

const sessionIs = (page: Page, state: 'guest' | 'logged-in') =>
  expect(page.getByTestId('login-menu')).toHaveAttribute('data-state', state, { timeout: 15_000 });

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('login-menu').click();
  await page.getByTestId('logout').click();
  await sessionIs(page, 'guest');
}

async function logIn(page: Page, tenantId: string, email: string, password: string): Promise<void> {
  await page.goto(tenantUrl(tenantId, '/candidate/login'));
  await sessionIs(page, 'guest');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('register, log out, ask for a new password, set it from the e-mail’s link and log in with it', async ({ page, context }) => {
  const tenantId = 'engineers';
  await prepare(context, tenantId);
  const email = anEmail('journey');
  await page.goto(tenantUrl(tenantId, '/candidate/register'));
  await sessionIs(page, 'guest');
  await page.getByTestId('field-firstName').fill('Ala');
  await page.getByTestId('field-lastName').fill('Forgetful');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await sessionIs(page, 'logged-in');
  await logOut(page);

  await page.goto(tenantUrl(tenantId, '/candidate/login'));
  await sessionIs(page, 'guest');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(tenantUrl(tenantId, '/candidate/forgot-password'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('forgot-password-submit').click();
  const done = page.getByTestId('forgot-password-done');
  await expect(done).toHaveText(
    `If an account exists for ${email}, we have sent it a link to set a new password. Check your inbox, and the spam folder too.`,
  );
  await expect(done).toBeFocused();

  const link = await mailboxLink(page, tenantId, email, 'code');
  expect(new URL(link).pathname).toBe('/candidate/set-password');
  await page.goto(link);
  await sessionIs(page, 'guest');
  await page.getByTestId('field-password').fill(NEW_PASSWORD);
  await page.getByTestId('set-password-submit').click();
  await sessionIs(page, 'logged-in');
  await logOut(page);

  await logIn(page, tenantId, email, PASSWORD);
  await expect(page.getByTestId('login-failure')).toHaveText('Wrong e-mail or password.');
  await logIn(page, tenantId, email, NEW_PASSWORD);
  await sessionIs(page, 'logged-in');
});

test.describe('accessibility of the forgotten password page', () => {
  // Each axe pass takes a few seconds.
  test.describe.configure({ timeout: 90_000 });
  for (const colorMode of ['light', 'dark'] as const) {
    test(`passes axe in ${colorMode} mode: empty, with a field error, and confirmed`, async ({ page, context }) => {
      const tenantId = colorMode === 'light' ? 'design' : 'jobboard';
      await prepare(context, tenantId);
      await setColorMode(context, tenantId, colorMode);
      await page.goto(tenantUrl(tenantId, '/candidate/forgot-password'));
      await sessionIs(page, 'guest');
      await expectAccessible(page, colorMode);
      await page.getByTestId('forgot-password-submit').click();
      await expect(page.getByTestId('field-email')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, colorMode);
      await page.getByTestId('field-email').fill(anEmail('axe'));
      await page.getByTestId('forgot-password-submit').click();
      await expect(page.getByTestId('forgot-password-done')).toBeVisible();
      await expectAccessible(page, colorMode);
    });
  }
});
