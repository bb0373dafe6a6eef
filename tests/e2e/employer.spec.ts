import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/expectAccessible.ts';
import { anEmployerEmail, logIn, panelReady, panelWords, signUpAndConfirm, startDraft, writeOffer } from './support/employerPanel.ts';
import { setColorMode, setLanguage, type ColorMode, type Language } from './support/preferences.ts';
import { tenantUrl } from './support/tenantUrl.ts';

/**
 * Employers publish offers (issue 14), in a browser: one whole journey per tenant, the languages
 * alternating, then axe on every panel page in light and dark at phone and desktop widths. The
 * gateway allows 10 account calls a minute per tenant and address (sign-up, confirmation and login
 * each count), so each tenant signs up at most two companies.
 */

const JOURNEYS: ReadonlyArray<readonly [tenant: string, language: Language]> = [
  ['jobboard', 'pl'],
  ['engineers', 'en'],
  ['design', 'pl'],
];

const marker = () => `Qze2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Candidate's view: the listing found by the keyword through the search bar. */
async function candidateFinds(page: Page, tenant: string, language: Language, word: string): Promise<void> {
  await page.goto(tenantUrl(tenant, '/'));
  const keyword = page.getByRole('combobox', { name: panelWords[language].keyword });
  await keyword.fill(word);
  await page.getByTestId('search-submit').click();
  // The home page's grid shows the newest offers as cards too: look for the card on the listing the
  // search opened, or the click can land on the home page's card while the search navigates away.
  const card = page.getByTestId('listing-page').locator('[data-testid="offer-card"]').filter({ hasText: word });
  await expect(card).toHaveCount(1, { timeout: 10_000 });
  await card.getByRole('link').first().click();
  // The offer page's loader runs on the server (the offer, its company, similar offers): slower on a busy machine.
  await expect(page.getByTestId('offer-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
}

/** Whether search (the gateway's answer, as the listing asks it) still has the offer. */
const inSearch = (page: Page, tenant: string, word: string) =>
  page.evaluate(
    async ({ tenant, word }) => {
      const body = (await (await fetch(`/api/${tenant}/v2/user-panel/offers/by-cursor?keywords=${word}`)).json()) as { items: { title: string }[] };
      return body.items.some((item) => item.title.includes(word));
    },
    { tenant, word },
  );

const offerRow = (page: Page, slug: string) => page.locator(`[data-testid="employer-offer"][data-slug="${slug}"]`);

test.describe('employer panel journeys', () => {
  for (const [tenant, language] of JOURNEYS) {
    test(`${tenant} in ${language}: sign up, confirm, log in, pick a plan, write, pay, be found, extend, see statistics, finish and delete`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await setLanguage(page.context(), tenant, language);
      const email = anEmployerEmail(tenant);
      const word = marker();

      // The header's "Post a job" opens the pricing page, the recommended plan highlighted, prices with spaces between thousands.
      await page.goto(tenantUrl(tenant, '/'));
      await page.getByTestId('add-offer').click();
      await expect(page).toHaveURL(/\/employer\/offers\/new$/);
      await expect(page.locator('[data-recommended="true"]')).toHaveCount(1);
      await expect(page.locator('[data-recommended="true"]')).toContainText(panelWords[language].recommended);
      await expect(page.locator('[data-testid$="-net"]').first()).toHaveText(/^\d{1,3}( \d{3})*(\.\d{2})? (PLN|EUR)/);

      await signUpAndConfirm(page, tenant, email, `E2E Company ${word}`);
      await logIn(page, tenant, email);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(panelWords[language].offersHeading);
      await expect(page.getByTestId('offers-empty')).toBeVisible();

      const slug = await startDraft(page, tenant);
      await writeOffer(page, word);
      await page.getByTestId('editor-pay').click();
      await expect(page).toHaveURL(new RegExp(`/employer/offers/${slug}/payment$`));
      await expect(page.getByTestId('payment-amount')).toBeVisible();
      await page.getByTestId('panel-field-street').fill('Prosta');
      await page.getByTestId('panel-field-postalCode').fill('00-001');
      await page.getByTestId('panel-field-city').fill('Warszawa');
      await page.getByTestId('panel-field-acceptedRegulations').check();
      await page.getByTestId('payment-submit').click();

      // The sandbox provider's own page, then back to the panel's return page.
      await expect(page).toHaveURL(/\/payments\/sandbox\//);
      await page.locator('button[value="pay"]').click();
      await expect(page).toHaveURL(/\/employer\/payments\/return\?/);
      await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid');

      // A candidate, in another browser, finds the offer and opens its page.
      const candidate = await browser.newContext();
      await setLanguage(candidate, tenant, language);
      const candidatePage = await candidate.newPage();
      await candidateFinds(candidatePage, tenant, language, word);

      // The employer extends it with the company's welcome code (verified first).
      await page.getByTestId('payment-to-offers').click();
      await expect(offerRow(page, slug)).toHaveAttribute('data-status', 'published');
      await offerRow(page, slug).getByTestId('offer-extendWithCode').click();
      await page.getByTestId('codes-list').getByRole('button').first().click();
      await page.getByTestId('code-verify').click();
      await expect(page.getByTestId('code-verified')).toBeVisible();
      await page.getByTestId('code-use').click();
      await expect(page).toHaveURL(/\/employer\/offers$/);
      await expect(offerRow(page, slug)).toHaveAttribute('data-status', 'published');

      // Its statistics: the chart and the same numbers as a table.
      await offerRow(page, slug).getByTestId('offer-statistics').click();
      await expect(page.getByTestId('statistics-table').getByRole('row')).toHaveCount(32);
      await expect(page.getByTestId('statistics-chart').locator('canvas')).toHaveCount(1);
      await page.goBack();

      // Finishing the recruitment asks first; the offer leaves search.
      await offerRow(page, slug).getByTestId('offer-finish').click();
      await page.getByTestId('confirm-accept').click();
      await expect(offerRow(page, slug)).toHaveAttribute('data-status', 'finished');
      await expect.poll(() => inSearch(candidatePage, tenant, word), { timeout: 10_000 }).toBe(false);

      await offerRow(page, slug).getByTestId('offer-delete').click();
      await page.getByTestId('confirm-accept').click();
      await expect(page.getByTestId('offers-empty')).toBeVisible();
      await candidate.close();
    });
  }
});

const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

/**
 * Every panel page, each checked at both widths in one colour mode: loaded once at the first width
 * (a phone's), then the window resized, as the home page's check does; a page's layout follows its
 * media queries without a reload.
 */
async function checkPanelPages(page: Page, tenant: string, colorMode: ColorMode, pages: readonly string[]): Promise<void> {
  for (const path of pages) {
    await page.setViewportSize(VIEWPORTS[0][1]);
    await page.goto(tenantUrl(tenant, path));
    await panelReady(page);
    await page.waitForLoadState('networkidle');
    for (const [, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectAccessible(page, colorMode);
    }
  }
}

const PUBLIC_PAGES = [
  '/employer/pricing',
  '/employer/login',
  '/employer/register',
  '/employer/confirm',
  '/employer/resend-confirmation',
  '/employer/forgot-password',
  '/employer/reset-password',
  '/employer/no-such-page',
];

test.describe('employer panel accessibility', () => {
  for (const [colorMode, tenant, language] of [
    ['light', 'engineers', 'pl'],
    ['dark', 'design', 'en'],
  ] as const) {
    test(`every panel page passes axe in ${colorMode} mode at phone and desktop widths (${tenant}, ${language})`, async ({ page }) => {
      test.setTimeout(300_000);
      await setColorMode(page.context(), tenant, colorMode);
      await setLanguage(page.context(), tenant, language);
      await checkPanelPages(page, tenant, colorMode, PUBLIC_PAGES);

      const email = anEmployerEmail(`axe-${colorMode}`);
      await signUpAndConfirm(page, tenant, email, `Axe Company ${colorMode}`);
      await logIn(page, tenant, email);
      const slug = await startDraft(page, tenant);
      await writeOffer(page, marker());
      const offer = `/employer/offers/${slug}`;
      await checkPanelPages(page, tenant, colorMode, [
        '/employer/offers',
        `${offer}/edit`,
        `${offer}/payment`,
        `${offer}/code`,
        `${offer}/statistics`,
        '/employer/profile',
        '/employer/payments/return',
        '/employer/pricing',
      ]);
    });
  }
});
