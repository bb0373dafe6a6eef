import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/expectAccessible.ts';
import { setColorMode, setLanguage, type ColorMode } from './support/preferences.ts';
import { tenantUrl } from './support/tenantUrl.ts';

/**
 * The salary calculator as a visitor uses it: a calculation in each language through the plain
 * form, the result shared by its URL and opened afresh, the page without scripts, a wrong amount,
 * the offer page's link, and axe in both colour modes at phone and desktop widths.
 *
 * Expected figures are the published 2026 ones the core tests cite: 4 806 zł gross on an employment
 * contract is 3 605.85 zł net and costs the employer 5 790.28 zł (inewi.pl); 10 000 zł a month of B2B
 * revenue on the 12% lump sum without sickness insurance leaves about 6 445.56 zł (podatki.wtf; the
 * calculator rounds the year's tax to whole złoty, 6 445.55 zł).
 */

const TENANT = 'jobboard';
const grosze = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-grosze');

test.describe('salary calculator', () => {
  test('calculates gross to net in Polish through the form, and the result’s URL gives the same page', async ({ page, browser }) => {
    await setLanguage(page.context(), TENANT, 'pl');
    const response = await page.goto(tenantUrl(TENANT, '/kalkulator-wynagrodzen'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalkulator wynagrodzeń');
    await expect(page.getByTestId('calculator-result-table')).toHaveCount(0);

    await page.getByLabel('Kwota w złotych').fill('4 806');
    await page.getByTestId('calculator-submit').click();

    await expect(page).toHaveURL(/kwota=4\+806/);
    await expect(page.getByTestId('calculator-net')).toHaveText('3 605,85 zł'.replace(/ /g, '\u00a0'));
    expect(await grosze(page, 'calculator-employer-total')).toBe('579028');
    await expect(page.getByTestId('calculator-comparison').getByRole('row')).toHaveCount(7);

    const share = await page.getByTestId('calculator-share').getAttribute('href');
    expect(share).toBe('/kalkulator-wynagrodzen?kwota=4806');
    const fresh = await browser.newContext();
    await setLanguage(fresh, TENANT, 'pl');
    const other = await fresh.newPage();
    await other.goto(tenantUrl(TENANT, share ?? ''));
    expect(await grosze(other, 'calculator-net')).toBe('360585');
    expect(await grosze(other, 'calculator-employer-total')).toBe('579028');
    await expect(other.getByTestId('calculator-comparison')).toHaveText((await page.getByTestId('calculator-comparison').textContent()) ?? '');
    await fresh.close();
  });

  test('calculates a B2B lump sum in English, then net to gross, each shared by URL', async ({ page, browser }) => {
    await setLanguage(page.context(), TENANT, 'en');
    await page.goto(tenantUrl(TENANT, '/salary-calculator'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salary calculator');

    await page.getByLabel('Amount in złoty (PLN)').fill('10000');
    await page.getByTestId('calculator-contract-b2b').check();
    await page.getByTestId('calculator-taxForm-lump').check();
    await page.getByTestId('calculator-sickness-0').check();
    await page.getByRole('button', { name: 'Calculate' }).click();

    expect(await grosze(page, 'calculator-net')).toBe('644555');
    await expect(page.getByTestId('calculator-result-table')).toContainText('Revenue (invoice net of VAT)');
    const shared = await page.getByTestId('calculator-share').getAttribute('href');
    expect(shared).toBe('/salary-calculator?amount=10000&contract=b2b&sickness=0');

    // Net to gross: the gross found gives exactly the net asked for.
    await page.getByLabel('Amount in złoty (PLN)').fill('6445.55');
    await page.getByTestId('calculator-direction-net').check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    expect(await grosze(page, 'calculator-net')).toBe('644555');
    const gross = await grosze(page, 'calculator-gross');
    expect(Number(gross)).toBeGreaterThan(999_900);
    expect(Number(gross)).toBeLessThan(1_000_100);

    const fresh = await browser.newContext();
    await setLanguage(fresh, TENANT, 'en');
    const other = await fresh.newPage();
    await other.goto(page.url());
    expect(await grosze(other, 'calculator-gross')).toBe(gross);
    expect(await grosze(other, 'calculator-net')).toBe('644555');
    await fresh.close();
  });

  test('works without scripts: the form is a plain GET form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await setLanguage(context, TENANT, 'en');
    const page = await context.newPage();
    await page.goto(tenantUrl(TENANT, '/salary-calculator'));
    await page.getByLabel('Amount in złoty (PLN)').fill('4806');
    await page.getByRole('button', { name: 'Calculate' }).click();
    expect(await grosze(page, 'calculator-net')).toBe('360585');
    await context.close();
  });

  test('answers a wrong amount with 400, a readable message and the form', async ({ page }) => {
    await setLanguage(page.context(), TENANT, 'pl');
    const response = await page.goto(tenantUrl(TENANT, '/kalkulator-wynagrodzen?kwota=dużo'));
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId('calculator-invalid')).toContainText('Wpisz kwotę od 0,01 do 100 000 000 zł');
    await expect(page.getByLabel('Kwota w złotych')).toHaveValue('dużo');
  });

  test('opens from an offer with the offer’s salary filled in', async ({ page }) => {
    test.setTimeout(90_000);
    await setLanguage(page.context(), TENANT, 'pl');
    await page.goto(tenantUrl(TENANT, '/oferty-pracy/wszystkie-lokalizacje'));
    const links = await page
      .locator('a[href^="/oferta-pracy/"]')
      .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute('href') ?? ''))]);
    let found = false;
    for (const href of links.slice(0, 20)) {
      await page.goto(tenantUrl(TENANT, href));
      const link = page.getByTestId('offer-calculator-link');
      if ((await link.count()) === 0) continue;
      await link.click();
      found = true;
      break;
    }
    expect(found, 'one of the first 20 offers should have a salary in złoty per month or year').toBe(true);
    await expect(page).toHaveURL(/\/kalkulator-wynagrodzen\?kwota=\d+/);
    await expect(page.getByLabel('Kwota w złotych')).not.toHaveValue('');
    expect(Number(await grosze(page, 'calculator-gross'))).toBeGreaterThan(0);
  });

  for (const colorMode of ['light', 'dark'] as const satisfies readonly ColorMode[]) {
    test(`has no axe violations in ${colorMode} mode on a phone and a desktop`, async ({ page }) => {
      await setColorMode(page.context(), TENANT, colorMode);
      await setLanguage(page.context(), TENANT, 'pl');
      await page.emulateMedia({ colorScheme: colorMode });
      await page.goto(tenantUrl(TENANT, '/kalkulator-wynagrodzen?kwota=25000&umowa=b2b&opodatkowanie=linear'));
      await page.getByTestId('calculator-months').locator('summary').click();
      for (const viewport of [
        { width: 375, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await expectAccessible(page, colorMode);
      }
    });
  }
});
