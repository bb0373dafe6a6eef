import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { anEmployerEmail, logIn, panelReady, signUpAndConfirm, startDraft, writeOffer } from './support/employerPanel.ts';
import { expectAccessible } from './support/expectAccessible.ts';
import type { ColorMode, Language } from './support/preferences.ts';
import {
  aPdf,
  aPerson,
  applyWithFile,
  applyWords,
  boardOfferByApi,
  callGateway,
  companyByApi,
  linkInMail,
  mailsTo,
  offerPath,
  panelToken,
  prepareContext,
  registerCandidate,
  sessionIs,
  stubEmployerSites,
  unique,
  type Company,
} from './support/recruitment.ts';
import { tenantUrl } from './support/tenantUrl.ts';

/**
 * Candidates apply, employers recruit (issue 15), in a browser: the "Done when" story, the external
 * apply's "did you apply?", and axe on the pages of applying and recruiting in light and dark. The
 * gateway allows 10 employer account calls (sign-up, confirmation, password login) and 10 candidate
 * logins and registrations a minute per tenant and address, so each journey stays well inside
 * them on its tenant.
 */

const panelWords: Readonly<Record<Language, { readonly applications: string; readonly download: string; readonly changeStatus: string }>> = {
  pl: { applications: 'Aplikacje', download: 'Pobierz CV', changeStatus: 'Zmień status' },
  en: { applications: 'Applications', download: 'Download the CV', changeStatus: 'Change the status' },
};

const marker = () => `Qapply${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const applicationCard = (page: Page, email: string) => page.locator(`[data-testid="employer-application"][data-email="${email}"]`);

/** The company's applications as its own API answers them. */
async function applicationsOf(
  tenant: string,
  token: string,
  query = '',
): Promise<{ items: { id: string; email: string; offerSlug: string }[]; total: number }> {
  const answer = await callGateway(tenant, 'GET', `/v2/employer-panel/applications${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body as { items: { id: string; email: string; offerSlug: string }[]; total: number };
}

test.describe('applications: candidates apply, employers recruit', () => {
  test('jobboard: an employer publishes; a guest (en) and a candidate (pl) apply with CVs; the employer downloads one, invites the other to an interview; the candidate sees it and got the e-mail; another company sees none of it', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const tenant = 'jobboard';
    const word = marker();
    const title = `Senior ${word} Engineer`;

    // The employer (in Polish) signs up, writes an offer that takes applications on the board (no address of its own) and pays for it.
    const employerContext = await browser.newContext();
    await prepareContext(employerContext, tenant, 'pl');
    const employer = await employerContext.newPage();
    const employerEmail = anEmployerEmail('apply');
    await signUpAndConfirm(employer, tenant, employerEmail, `Apply Company ${word}`);
    await logIn(employer, tenant, employerEmail);
    const slug = await startDraft(employer, tenant);
    await writeOffer(employer, word);
    await employer.getByTestId('panel-field-applyEmail').fill('');
    const clause = `Apply Company ${word} processes your data to recruit.`;
    await employer.getByTestId('panel-field-informationClause').fill(clause);
    await employer.getByTestId('editor-pay').click();
    await expect(employer).toHaveURL(new RegExp(`/employer/offers/${slug}/payment$`));
    await employer.getByTestId('panel-field-street').fill('Prosta');
    await employer.getByTestId('panel-field-postalCode').fill('00-001');
    await employer.getByTestId('panel-field-city').fill('Warszawa');
    await employer.getByTestId('panel-field-acceptedRegulations').check();
    await employer.getByTestId('payment-submit').click();
    await expect(employer).toHaveURL(/\/payments\/sandbox\//);
    await employer.locator('button[value="pay"]').click();
    await expect(employer.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid');

    // A candidate registers and applies in Polish with a new CV file (kept in the profile too).
    const candidateContext = await browser.newContext();
    await prepareContext(candidateContext, tenant, 'pl');
    const candidatePage = await candidateContext.newPage();
    const candidate = aPerson('candidate');
    await registerCandidate(candidatePage, tenant, candidate);
    await candidatePage.goto(tenantUrl(tenant, offerPath(slug, 'pl')));
    await expect(candidatePage.getByRole('heading', { level: 1 })).toHaveText(title);
    const candidateForm = candidatePage.getByTestId('apply-form');
    await expect(candidateForm.getByLabel(applyWords.pl.email, { exact: true })).toHaveValue(candidate.email);
    await expect(candidateForm.getByLabel(applyWords.pl.name)).toHaveValue(`${candidate.first} ${candidate.last}`);
    await applyWithFile(candidatePage, 'pl', { message: 'Chętnie porozmawiam.', file: { name: 'cv-kandydata.pdf', buffer: aPdf('candidate') } });
    await expect(candidatePage.getByTestId('apply-sent')).toContainText('Aplikacja wysłana.');

    // A guest applies in English, then confirms the e-mail through the link the board sent.
    const guestContext = await browser.newContext();
    await prepareContext(guestContext, tenant, 'en');
    const guestPage = await guestContext.newPage();
    const guest = aPerson('guest');
    const guestCv = aPdf(`guest ${word}`);
    await guestPage.goto(tenantUrl(tenant, offerPath(slug, 'en')));
    await sessionIs(guestPage, 'guest');
    await expect(guestPage.getByTestId('apply-clause')).toHaveText(clause);
    await applyWithFile(guestPage, 'en', {
      name: `${guest.first} ${guest.last}`,
      email: guest.email,
      message: 'I would love to join.',
      file: { name: 'guest-cv.pdf', buffer: guestCv },
    });
    await expect(guestPage.getByTestId('apply-sent')).toContainText(guest.email);
    await guestPage.goto(await linkInMail(tenant, guest.email, 'token'));
    await expect(guestPage.getByTestId('application-confirmation')).toHaveAttribute('data-state', 'confirmed');
    await expect(guestPage.getByTestId('application-confirmation')).toContainText(title);

    // The employer sees both applications, newest first.
    await employer.getByTestId('payment-to-offers').click();
    await employer.getByTestId('panel-nav').getByRole('link', { name: panelWords.pl.applications, exact: true }).click();
    await expect(employer).toHaveURL(/\/employer\/applications$/);
    const cards = employer.getByTestId('employer-application');
    await expect(cards).toHaveCount(2, { timeout: 10_000 });
    await expect(cards.first()).toHaveAttribute('data-email', guest.email);
    await expect(applicationCard(employer, candidate.email)).toHaveAttribute('data-status', 'new');

    // The guest's CV downloads as the very file sent.
    const downloading = employer.waitForEvent('download');
    await applicationCard(employer, guest.email)
      .getByRole('button', { name: `${panelWords.pl.download}: guest-cv.pdf` })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('guest-cv.pdf');
    expect(Buffer.compare(await readFile((await download.path())!), guestCv)).toBe(0);

    // The candidate's application moves to an interview (the pipeline allows skipping "in review").
    const candidateCard = applicationCard(employer, candidate.email);
    await candidateCard.getByRole('combobox', { name: `Status aplikacji: ${candidate.first} ${candidate.last}` }).selectOption('interview');
    await candidateCard.getByRole('button', { name: panelWords.pl.changeStatus }).click();
    await expect(candidateCard).toHaveAttribute('data-status', 'interview');
    await expect(candidateCard.getByTestId('application-status')).toHaveText(applyWords.pl.interview);
    await employer.getByTestId('applications-status-filter').selectOption('interview');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('data-email', candidate.email);

    // The candidate sees the new status in the history and on the offer page, and got the e-mail.
    await candidatePage.goto(tenantUrl(tenant, '/candidate/application-history'));
    const historyItem = candidatePage.locator(`[data-testid="history-item"][data-offer-slug="${slug}"]`);
    await expect(historyItem).toHaveAttribute('data-state', 'interview', { timeout: 10_000 });
    await expect(historyItem.getByTestId('history-status')).toHaveText(applyWords.pl.interview);
    await expect(historyItem).toContainText('cv-kandydata.pdf');
    await candidatePage.goto(tenantUrl(tenant, offerPath(slug, 'pl')));
    await expect(candidatePage.getByTestId('apply-done')).toContainText(`Status: ${applyWords.pl.interview}.`);
    await expect
      .poll(async () => (await mailsTo(tenant, candidate.email)).map((mail) => mail.subject), { timeout: 10_000 })
      .toContain(`Twoja aplikacja na stanowisko ${title}: rozmowa`);

    // The CV's download, as the API serves it: the stored type, as an attachment, for the offer's company.
    const ownerToken = await panelToken(employer);
    const owned = await applicationsOf(tenant, ownerToken);
    expect(owned.items.map((item) => item.email).sort()).toEqual([candidate.email, guest.email].sort());
    const guestApplication = owned.items.find((item) => item.email === guest.email)!;
    const downloadPath = `/v1/offers/${slug}/applications/${guestApplication.id}/download`;
    const file = await callGateway(tenant, 'GET', downloadPath, { token: ownerToken });
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');

    // Another company's user: every one of these is the same 404, and its own list is empty.
    const other = await companyByApi(tenant, 'other');
    const refused = async (method: string, path: string, json?: unknown) =>
      (await callGateway(tenant, method, path, { token: other.token, ...(json === undefined ? {} : { json }) })).status;
    expect(await applicationsOf(tenant, other.token)).toMatchObject({ items: [], total: 0 });
    expect(await applicationsOf(tenant, other.token, `?slug=${slug}`)).toMatchObject({ items: [], total: 0 });
    expect(await refused('GET', `/v1/offers/${slug}/applications`)).toBe(404);
    expect(await refused('GET', downloadPath)).toBe(404);
    expect(await refused('PATCH', `/v2/employer-panel/applications/${guestApplication.id}`, { status: 'rejected' })).toBe(404);
    expect(await refused('DELETE', `/v2/employer-panel/applications/${guestApplication.id}`)).toBe(404);
    // ...and nothing changed for the company that owns them.
    expect((await applicationsOf(tenant, ownerToken, '?status=new')).items.map((item) => item.email)).toEqual([guest.email]);

    await Promise.all([employerContext.close(), candidateContext.close(), guestContext.close()]);
  });

  test('engineers (en): an apply elsewhere asks "did you apply?" on return; yes lands in the history, no leaves nothing', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const tenant = 'engineers';
    await prepareContext(context, tenant, 'en');
    await stubEmployerSites(context);
    await registerCandidate(page, tenant, aPerson('external'));

    // Two demo offers that take applications on their employers' sites.
    const listed = (await callGateway(tenant, 'GET', '/v2/user-panel/offers/by-cursor?itemsCount=50')).body as {
      items: { slug: string; title: string; applyUrl: string | null }[];
    };
    const elsewhere = listed.items.filter((item) => item.applyUrl?.startsWith('https://'));
    expect(elsewhere.length).toBeGreaterThanOrEqual(2);
    const [applied, skipped] = elsewhere as [(typeof elsewhere)[0], (typeof elsewhere)[0]];

    /** Opens the offer and its apply button: the employer's site in a new tab, the click recorded in the history. */
    const applyElsewhere = async (slug: string) => {
      await page.goto(tenantUrl(tenant, offerPath(slug, 'en')));
      await sessionIs(page, 'logged-in');
      const recorded = page.waitForResponse(
        (response) => response.url().endsWith('/candidates/application-history') && response.request().method() === 'POST',
      );
      const opened = page.waitForEvent('popup');
      await page.getByRole('link', { name: 'Apply', exact: true }).click();
      const site = await opened;
      await expect(site.getByRole('heading', { name: 'Careers' })).toBeVisible();
      expect((await recorded).status()).toBe(201);
      await site.close();
    };

    // Back from the employer's site, the offer page asks; "yes" keeps the application.
    await applyElsewhere(applied.slug);
    await page.goto(tenantUrl(tenant, offerPath(applied.slug, 'en')));
    const question = page.getByRole('region', { name: `Did you apply for ${applied.title}?` });
    await expect(question).toBeVisible({ timeout: 10_000 });
    await question.getByRole('button', { name: applyWords.en.yes }).click();
    await expect(page.getByTestId('did-apply-confirmed')).toBeVisible();
    await expect(question).toHaveCount(0);

    // The other one is still a question in the history; "no" removes it.
    await applyElsewhere(skipped.slug);
    await page.goto(tenantUrl(tenant, '/candidate/application-history'));
    const items = page.getByTestId('history-item');
    await expect(items).toHaveCount(2, { timeout: 10_000 });
    const appliedItem = page.locator(`[data-testid="history-item"][data-offer-slug="${applied.slug}"]`);
    await expect(appliedItem).toHaveAttribute('data-state', 'external');
    await expect(appliedItem.getByTestId('history-status')).toHaveText(applyWords.en.elsewhere);
    const waiting = page.locator(`[data-testid="history-item"][data-offer-slug="${skipped.slug}"]`);
    await expect(waiting).toHaveAttribute('data-state', 'waiting');
    await waiting.getByRole('button', { name: applyWords.en.no, exact: true }).click();
    await expect(page.getByTestId('did-apply-removed')).toBeVisible();
    await expect(items).toHaveCount(1);
    await page.reload();
    await expect(items).toHaveCount(1, { timeout: 10_000 });
    await expect(appliedItem).toHaveAttribute('data-state', 'external');
  });
});

/** One employer's panel page, once it has loaded what it shows, checked by axe. */
async function checkPanelPage(page: Page, tenant: string, path: string, ready: string, colorMode: ColorMode): Promise<void> {
  await page.goto(tenantUrl(tenant, path));
  await panelReady(page);
  await expect(page.getByTestId(ready)).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page, colorMode);
}

test.describe('applications accessibility', () => {
  for (const [colorMode, tenant, language] of [
    ['light', 'engineers', 'pl'],
    ['dark', 'design', 'en'],
  ] as const) {
    test(`the apply form, the history, the panel's applications and the company pages pass axe in ${colorMode} mode (${tenant}, ${language})`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const company: Company = await companyByApi(tenant, `axe-${colorMode}`);
      const offer = await boardOfferByApi(tenant, company, marker());

      // The apply form, first with its problems shown, then sent; the history with the application.
      const candidateContext = await browser.newContext();
      await prepareContext(candidateContext, tenant, language, colorMode);
      const candidatePage = await candidateContext.newPage();
      await registerCandidate(candidatePage, tenant, aPerson(`axe-${colorMode}`));
      await candidatePage.goto(tenantUrl(tenant, offerPath(offer.slug, language)));
      const form = candidatePage.getByTestId('apply-form');
      await expect(form.getByLabel(applyWords[language].email, { exact: true })).not.toHaveValue('');
      await form.getByRole('button', { name: applyWords[language].submit }).click();
      await expect(form.getByLabel(applyWords[language].cv, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(candidatePage, colorMode);
      await applyWithFile(candidatePage, language, { message: 'Hello', file: { name: 'cv.pdf', buffer: aPdf(unique('axe')) }, futureConsent: true });
      await candidatePage.goto(tenantUrl(tenant, '/candidate/application-history'));
      await expect(candidatePage.getByTestId('history-item')).toHaveCount(1, { timeout: 10_000 });
      await expectAccessible(candidatePage, colorMode);
      await candidateContext.close();

      // The panel: the applications with one in the list, then every company page.
      const employerContext = await browser.newContext();
      await prepareContext(employerContext, tenant, language, colorMode);
      const employer = await employerContext.newPage();
      await logIn(employer, tenant, company.email);
      await checkPanelPage(employer, tenant, `/employer/offers/${offer.slug}/applications`, 'employer-application', colorMode);
      await checkPanelPage(employer, tenant, '/employer/company', 'company-data-form', colorMode);
      await checkPanelPage(employer, tenant, '/employer/company/billing', 'billing-form', colorMode);
      await checkPanelPage(employer, tenant, '/employer/company/clauses', 'clauses-form', colorMode);
      await checkPanelPage(employer, tenant, '/employer/company/users', 'company-users', colorMode);
      await checkPanelPage(employer, tenant, '/employer/company/brand-story', 'story-form', colorMode);
      await employerContext.close();
    });
  }
});
