import { expect, test, type Page } from '@playwright/test';
import { anEmployerEmail, EMPLOYER_PASSWORD, logIn, panelReady, signUpAndConfirm, startDraft } from './support/employerPanel.ts';
import { A_PNG, callGateway, linkInMail, panelToken, prepareContext, unique } from './support/recruitment.ts';
import { tenantUrl } from './support/tenantUrl.ts';

/**
 * The company in the employer panel (issue 15, item 5): its data with a logo, billing data that
 * fills the payment form, default clauses copied into a new offer, a recruiter added by invitation
 * and kept out of users and billing, and the brand story published on the company page. The admin
 * works in Polish, the recruiter in English. Five employer account calls on the design tenant
 * (sign-up, confirmation and login; the invitation's confirmation and the recruiter's login), of
 * the ten a minute the gateway allows there.
 */

const TENANT = 'design';

/** The panel's saved-changes snackbar, in Polish. */
const saved = (page: Page) => expect(page.getByTestId('snackbars').getByText('Zapisano zmiany.')).toBeVisible();

/** A company settings tab, by its name in the tab list. */
async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Ustawienia firmy' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Ustawienia firmy' }).getByRole('link', { name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

/** The natural width of an image once it has loaded (0 while it has not, or when it is broken). */
const naturalWidth = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

test.describe('the company in the employer panel', () => {
  test('design: company data with a logo, billing data in the payment form, clauses in a new offer, a recruiter by invitation kept from users and billing, the brand story on the company page', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const word = unique('Brand');
    const adminContext = await browser.newContext();
    await prepareContext(adminContext, TENANT, 'pl');
    const admin = await adminContext.newPage();
    const adminEmail = anEmployerEmail('company');
    await signUpAndConfirm(admin, TENANT, adminEmail, `Firma ${word}`);
    await logIn(admin, TENANT, adminEmail);

    // The queued prompts: company data first; following it shows the brand story's next.
    const dataPrompt = admin.getByRole('region', { name: 'Uzupełnij dane firmy' });
    await expect(dataPrompt).toBeVisible();
    await dataPrompt.getByRole('link', { name: 'Uzupełnij dane firmy' }).click();
    await expect(admin).toHaveURL(/\/employer\/company$/);
    await expect(admin.getByRole('region', { name: 'Opowiedz historię swojej marki' })).toBeVisible();

    // Company data with a logo: previewed when chosen, stored and shown from the gateway after a reload.
    const data = admin.getByTestId('company-data-form');
    await data.getByLabel('Krótki opis').fill(`Budujemy ${word}.`);
    await data.getByLabel('Rodzaj firmy').selectOption('startup');
    await data.getByLabel('Wielkość (np. 11–50)').fill('11–50');
    await data.getByLabel('Strona firmy (opcjonalnie)').fill('https://example.com');
    await data.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: A_PNG });
    await expect(admin.getByTestId('company-image-logo-preview')).toHaveAttribute('src', /^blob:/);
    await data.getByRole('button', { name: 'Zapisz dane firmy' }).click();
    await saved(admin);
    await admin.reload();
    await panelReady(admin);
    await expect(data.getByLabel('Krótki opis')).toHaveValue(`Budujemy ${word}.`);
    await expect(data.getByLabel('Rodzaj firmy')).toHaveValue('startup');
    const logo = admin.getByTestId('company-image-logo-preview');
    await expect(logo).toHaveAttribute('src', /^\/api\//);
    const logoUrl = (await logo.getAttribute('src')) ?? '';
    await expect.poll(() => naturalWidth(admin, '[data-testid="company-image-logo-preview"]')).toBe(1);

    // Billing data.
    await openTab(admin, 'Dane do faktur');
    const billing = admin.getByTestId('billing-form');
    await billing.getByLabel('Nazwa firmy na fakturze').fill(`Firma ${word} sp. z o.o.`);
    await billing.getByLabel('Ulica').fill('Długa');
    await billing.getByLabel('Numer (opcjonalnie)').fill('7');
    await billing.getByLabel('Kod pocztowy').fill('80-001');
    await billing.getByLabel('Miasto').fill('Gdańsk');
    await billing.getByLabel('NIP (opcjonalnie)').fill('PL 584-000-00-00');
    await billing.getByRole('button', { name: 'Zapisz dane do faktur' }).click();
    await saved(admin);

    // Default clauses, with the future-recruitment consent shown.
    await openTab(admin, 'Klauzule');
    const clauses = admin.getByTestId('clauses-form');
    const clause = `Administratorem danych jest Firma ${word}.`;
    await clauses.getByLabel('Klauzula informacyjna').fill(clause);
    const future = clauses.getByRole('group', { name: 'Zgoda na przyszłe rekrutacje' });
    await future.getByLabel('Treść zgody').fill('Zgadzam się na przyszłe rekrutacje.');
    await future.getByLabel('Pokazuj tę zgodę w formularzu aplikacji').check();
    await clauses.getByRole('button', { name: 'Zapisz klauzule' }).click();
    await saved(admin);

    // A new offer starts with those clauses; its payment form starts with the billing data.
    const slug = await startDraft(admin, TENANT);
    await expect(admin.getByTestId('panel-field-informationClause')).toHaveValue(clause);
    await expect(admin.getByTestId('panel-field-futureConsent-text')).toHaveValue('Zgadzam się na przyszłe rekrutacje.');
    await expect(admin.getByTestId('panel-field-futureConsent-enabled')).toBeChecked();
    await admin.goto(tenantUrl(TENANT, `/employer/offers/${slug}/payment`));
    await panelReady(admin);
    const payment = admin.getByTestId('payment-form');
    await expect(payment.getByLabel('Ulica')).toHaveValue('Długa');
    await expect(payment.getByLabel('Numer (opcjonalnie)')).toHaveValue('7');
    await expect(payment.getByLabel('Kod pocztowy')).toHaveValue('80-001');
    await expect(payment.getByLabel('Miasto')).toHaveValue('Gdańsk');
    await expect(payment.getByLabel('NIP (opcjonalnie)')).toHaveValue('PL 584-000-00-00');

    // A recruiter, invited by e-mail.
    await admin.goto(tenantUrl(TENANT, '/employer/company/users'));
    await panelReady(admin);
    const recruiterEmail = anEmployerEmail('recruiter');
    const invite = admin.getByTestId('invite-form');
    await invite.getByLabel('Imię i nazwisko').fill('Rita Recruiter');
    await invite.getByLabel('E-mail').fill(recruiterEmail);
    await expect(invite.getByLabel('Rola')).toHaveValue('recruiter');
    await invite.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect(admin.getByTestId('snackbars').getByText(`Zaproszenie wysłane na ${recruiterEmail}.`)).toBeVisible();
    const recruiterRow = admin.locator(`[data-testid="company-user"][data-email="${recruiterEmail}"]`);
    await expect(recruiterRow).toContainText('Zaproszony');
    await expect(recruiterRow.getByRole('combobox', { name: 'Rola: Rita Recruiter' })).toHaveValue('recruiter');

    // The recruiter (in English) chooses a password through the invitation's link and logs in.
    const recruiterContext = await browser.newContext();
    await prepareContext(recruiterContext, TENANT, 'en');
    const recruiter = await recruiterContext.newPage();
    const invitation = await linkInMail(TENANT, recruiterEmail, 'confirmation_token');
    expect(new URL(invitation).searchParams.get('set_password')).toBe('1');
    await recruiter.goto(invitation);
    await panelReady(recruiter);
    await recruiter.getByTestId('panel-field-password').fill(EMPLOYER_PASSWORD);
    await recruiter.getByTestId('panel-field-passwordConfirmation').fill(EMPLOYER_PASSWORD);
    await recruiter.getByTestId('employer-confirm-form-submit').click();
    await expect(recruiter.getByTestId('employer-confirm-done')).toContainText(recruiterEmail);
    await logIn(recruiter, TENANT, recruiterEmail);

    // The recruiter is refused users and billing: the pages say why, the gateway answers 403.
    for (const path of ['/employer/company/users', '/employer/company/billing']) {
      await recruiter.goto(tenantUrl(TENANT, path));
      await panelReady(recruiter);
      await expect(recruiter.getByRole('note')).toHaveText('Only the company’s admins see this part of the panel. Ask an admin to make the change.');
      await expect(recruiter.getByTestId('company-users')).toHaveCount(0);
      await expect(recruiter.getByTestId('billing-form')).toHaveCount(0);
    }
    const recruiterToken = await panelToken(recruiter);
    const as = (method: string, path: string, json?: unknown) =>
      callGateway(TENANT, method, path, { token: recruiterToken, ...(json === undefined ? {} : { json }) }).then((answer) => answer.status);
    expect(await as('GET', '/v2/employer-panel/users')).toBe(403);
    expect(await as('POST', '/v1/users', { name: 'Eve', email: `${unique('eve')}@example.com` })).toBe(403);
    expect(await as('PATCH', '/v2/employer-panel/company/billing-data', { street: 'Krótka' })).toBe(403);
    // ...while recruiting is theirs.
    expect(await as('GET', '/v2/employer-panel/applications')).toBe(200);
    await admin.reload();
    await panelReady(admin);
    await expect(recruiterRow).toContainText('Aktywny');

    // The brand story in both languages, published, then on the company page.
    await openTab(admin, 'Historia marki');
    const story = admin.getByTestId('story-form');
    await expect(admin.getByTestId('story-state')).toHaveText('Jeszcze jej nie ma.');
    for (const [language, headline, section] of [
      ['pl', `Poznaj ${word}`, 'Jak pracujemy'],
      ['en', `Meet ${word}`, 'How we work'],
    ] as const) {
      const fields = admin.getByTestId(`story-${language}`);
      await fields.getByLabel('Nagłówek').fill(headline);
      await fields.getByLabel('Tytuł sekcji').fill(section);
      await fields.getByLabel('Treść (pusta linia oddziela akapity)').fill(`${section}: małe zespoły.\n\n${section}: dużo zaufania.`);
      await fields.getByLabel('Benefity (jeden w linii)').fill('Prywatna opieka medyczna\nBudżet szkoleniowy');
    }
    await story.getByLabel('Technologie (oddzielone przecinkami)').fill('TypeScript, PostgreSQL');
    await story.getByLabel('Opublikuj na stronie firmy').check();
    await story.getByRole('button', { name: 'Zapisz historię' }).click();
    await expect(admin.getByTestId('story-state')).toHaveText('Opublikowana.');
    await admin.reload();
    await panelReady(admin);
    await expect(admin.getByTestId('story-pl').getByLabel('Nagłówek')).toHaveValue(`Poznaj ${word}`);
    await admin.getByRole('link', { name: 'Zobacz stronę firmy' }).click();

    const companyPage = admin.getByTestId('company-page');
    await expect(companyPage).toBeVisible();
    const brandStory = admin.getByRole('region', { name: `Poznaj ${word}` });
    await expect(brandStory).toContainText('Jak pracujemy: dużo zaufania.');
    await expect(brandStory).toContainText('PostgreSQL');
    await expect(brandStory).toContainText('Budżet szkoleniowy');
    // The same stored logo (at the size the page asks for), loaded.
    await expect(companyPage.locator('img.logo')).toHaveAttribute('src', new RegExp(`^${logoUrl.replace(/[.?]/g, '\\$&')}(\\?|$)`));
    await expect.poll(() => naturalWidth(admin, '[data-testid="company-page"] img.logo')).toBeGreaterThan(0);

    await Promise.all([adminContext.close(), recruiterContext.close()]);
  });
});
