import { expect, type Page } from '@playwright/test';
import type { Language } from './preferences.ts';
import { tenantUrl } from './tenantUrl.ts';

export const EMPLOYER_PASSWORD = 'Employer-pass-2026!';

export const anEmployerEmail = (tag: string) =>
  `e2e-employer-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The panel's words the journeys look for, in each language. */
export const panelWords: Readonly<Record<Language, { readonly keyword: string; readonly offersHeading: string; readonly recommended: string }>> = {
  pl: { keyword: 'Stanowisko, firma lub umiejętność', offersHeading: 'Moje oferty', recommended: 'Polecany' },
  en: { keyword: 'Job title, company or skill', offersHeading: 'My offers', recommended: 'Recommended' },
};

/** The panel has hydrated and restored (or not) its session. */
export async function panelReady(page: Page): Promise<void> {
  await expect(page.getByTestId('panel-nav')).toBeVisible();
  await page.waitForFunction(() => document.querySelector('[data-testid="panel-loading"]') === null);
}

/** The link of the newest e-mail to `email` whose link contains `parameter`, read from the local mailbox API (in the page: this machine only). */
export async function mailboxLink(page: Page, tenantId: string, email: string, parameter: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        link = await page.evaluate(
          async ({ tenantId, email, parameter }) => {
            const list = (await (await fetch(`/api/${tenantId}/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { items: { id: string }[] };
            for (const item of list.items) {
              const message = (await (await fetch(`/api/${tenantId}/dev/mailbox/${item.id}`)).json()) as { text: string };
              const found = new RegExp(`https?://\\S*${parameter}=[A-Za-z0-9_%-]+\\S*`).exec(message.text);
              if (found) return found[0];
            }
            return null;
          },
          { tenantId, email, parameter },
        );
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return link ?? '';
}

/** Signs a company up through the panel's form and confirms it through the mailbox link. */
export async function signUpAndConfirm(page: Page, tenantId: string, email: string, company: string): Promise<void> {
  await page.goto(tenantUrl(tenantId, '/employer/register'));
  await panelReady(page);
  await page.getByTestId('panel-field-companyName').fill(company);
  await page.getByTestId('panel-field-name').fill('Ada Employer');
  await page.getByTestId('panel-field-email').fill(email);
  await page.getByTestId('panel-field-password').fill(EMPLOYER_PASSWORD);
  await page.getByTestId('panel-field-passwordConfirmation').fill(EMPLOYER_PASSWORD);
  await page.getByTestId('panel-field-acceptedRegulations').check();
  await page.getByTestId('employer-signup-submit').click();
  await expect(page.getByTestId('employer-signup-done')).toContainText(email);

  const link = await mailboxLink(page, tenantId, email, 'confirmation_token');
  await page.goto(link);
  await expect(page.getByTestId('employer-confirm-done')).toContainText(email, { timeout: 10_000 });
}

export async function logIn(page: Page, tenantId: string, email: string): Promise<void> {
  await page.goto(tenantUrl(tenantId, '/employer/login'));
  await panelReady(page);
  await page.getByTestId('panel-field-email').fill(email);
  await page.getByTestId('panel-field-password').fill(EMPLOYER_PASSWORD);
  await page.getByTestId('employer-login-submit').click();
  await expect(page).toHaveURL(/\/employer\/offers$/);
  await expect(page.getByTestId('panel-who')).toBeVisible();
}

/** Chooses the recommended plan on the pricing page: a new draft opens in the editor. Answers its slug. */
export async function startDraft(page: Page, tenantId: string): Promise<string> {
  await page.goto(tenantUrl(tenantId, '/employer/pricing'));
  await expect(page.getByTestId('panel-who')).toBeVisible();
  await page.locator('[data-recommended="true"] button').click();
  await expect(page).toHaveURL(/\/employer\/offers\/[^/]+\/edit$/);
  await expect(page.getByTestId('offer-editor')).toBeVisible();
  return new URL(page.url()).pathname.split('/')[3] ?? '';
}

/** Fills every field publication needs, a salary range included; waits for the draft to be saved. */
export async function writeOffer(page: Page, marker: string): Promise<void> {
  await page.getByTestId('panel-field-title').fill(`Senior ${marker} Engineer`);
  await page.getByTestId('panel-field-body').fill(`<p>Build things with ${marker}.</p><ul><li>TypeScript</li></ul>`);
  await page.getByTestId('panel-field-categoryId').selectOption({ index: 1 });
  await page.getByTestId('panel-field-city').selectOption({ index: 1 });
  await page.getByTestId('panel-field-experienceLevel').selectOption('senior');
  await page.getByTestId('panel-field-workplaceType').selectOption('remote');
  await page.getByTestId('panel-field-workingTime').selectOption('full_time');
  await page.getByTestId('add-employment-b2b').click();
  await expect(page.getByTestId('pay-transparency-missing')).toBeVisible();
  await page.getByTestId('panel-field-employmentTypes-0-from').fill('20 000');
  await page.getByTestId('panel-field-employmentTypes-0-to').fill('28 000');
  await expect(page.getByTestId('pay-transparency-missing')).toHaveCount(0);
  await page.getByTestId('add-requiredSkills').click();
  await page.getByTestId('panel-field-requiredSkills-0-name').fill('TypeScript');
  await page.getByTestId('panel-field-applyEmail').fill('jobs@example.com');
  await expect(page.getByTestId('preview-title')).toHaveText(`Senior ${marker} Engineer`);
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
}
