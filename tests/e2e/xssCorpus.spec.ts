import { expect, test, type Page } from '@playwright/test';
import { XSS_CORPUS } from '../support/xssCorpus.ts';
import { logIn } from './support/employerPanel.ts';
import { callGateway, companyByApi, offerPath, prepareContext, type Company } from './support/recruitment.ts';
import { E2E_BASE_URL, tenantUrl } from './support/tenantUrl.ts';

/**
 * Issue 14, item 6: the sanitiser's corpus (tests/support/xssCorpus.ts) stored where an employer
 * writes, then every page that shows it opened in Chromium, where nothing of it may run. The offer's
 * description holds the whole corpus, its title, company name and clause and the company's own name
 * and description hold vectors aimed at the page's markup, its `<title>` and its JSON-LD. Set up by API
 * (three employer account calls, and one more for the panel's login in the browser).
 */

const TENANT = 'engineers';

/** Vectors that count themselves directly, in case a replaced `alert` could be reached some other way. */
const COUNTING = ['<script>window.__xss++</script>', '<img src=x onerror="window.__xss++">', '</script><script>window.__xss++</script>'];

const marker = `Qxss${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Plain-text fields, shown as typed: the pages are asked for them as literal text. */
const TITLE = `Senior ${marker} Engineer </script><script>alert(1)</script>`;
const OFFER_COMPANY = `"><script>alert(1)</script><img src=x onerror=alert(1)> ${marker} Ltd`;
const COMPANY_NAME = `"><svg onload=alert(1)></script><script>window.__xss++</script> ${marker} S.A.`;

interface Counters {
  __xss: number;
  __alerts: number;
}

/** What a page did that it should not have: dialogs (from any frame) and content-policy refusals. */
interface Witness {
  readonly dialogs: string[];
  readonly refusals: string[];
}

function expectOk(status: number, body: unknown, what: string): void {
  expect(status, `${what}: ${JSON.stringify(body)}`).toBeLessThan(300);
}

/** The company's name and description through the panel's company data form (multipart); answers the company's slug. */
async function renameCompany(company: Company): Promise<string> {
  const form = new FormData();
  form.set('name', COMPANY_NAME);
  form.set('short_description', `We build things. ${XSS_CORPUS[1] ?? ''} ${COUNTING[0] ?? ''}`);
  const response = await fetch(new URL(`/api/${TENANT}/v1/company/company_data`, E2E_BASE_URL), {
    method: 'POST',
    headers: { authorization: `Bearer ${company.token}`, accept: 'application/json' },
    body: form,
  });
  const body = (await response.json()) as { slug: string; name: string };
  expectOk(response.status, body, 'company data');
  expect(body.name).toBe(COMPANY_NAME);
  return body.slug;
}

/** One offer whose description is the whole corpus, published with the company's welcome code. */
async function publishCorpusOffer(company: Company): Promise<string> {
  const { token } = company;
  const categories = (await callGateway(TENANT, 'GET', '/categories?lang=en')).body as Array<{ value: number }>;
  const draft = await callGateway(TENANT, 'POST', '/v1/offers/initiate', { json: { pricing_plan: 'standard' }, token });
  expectOk(draft.status, draft.body, 'initiate');
  const { slug, token: editToken } = draft.body as { slug: string; token: string };
  const form = {
    title: TITLE,
    body: [`<p>Corpus of ${marker}.</p>`, ...XSS_CORPUS, ...COUNTING].join('\n'),
    category_id: categories[0]?.value ?? 0,
    city: 'warszawa',
    experience_level: 'senior',
    workplace_type: 'remote',
    working_time: 'full_time',
    employment_types: [{ type: 'b2b', from: 20000, to: 28000, currency: 'pln', gross: false }],
    required_skills: [{ name: 'TypeScript', level: 4 }],
    company_name: OFFER_COMPANY,
    apply_email: 'jobs@example.com',
    information_clause: `We process your data. ${XSS_CORPUS[0] ?? ''} ${COUNTING[1] ?? ''}`,
  };
  const edit = await callGateway(TENANT, 'PATCH', `/v1/offers/${slug}?token=${editToken}`, { json: form });
  expectOk(edit.status, edit.body, 'offer form');
  const codes = (await callGateway(TENANT, 'GET', '/v2/employer-panel/codes', { token })).body as { items: Array<{ code: string; status: string }> };
  const code = codes.items.find((item) => item.status === 'available')?.code ?? '';
  const published = await callGateway(TENANT, 'POST', `/v1/offers/${slug}/publish-with-code?code=${code}`, { json: {}, token });
  expectOk(published.status, published.body, 'publish');
  return slug;
}

/**
 * Before any of the page's own scripts: `window.__xss` at 0, and alert, confirm and prompt replaced
 * by a counter (in every frame), plus a record of content-policy refusals.
 */
async function watch(page: Page): Promise<Witness> {
  await page.addInitScript(() => {
    const counters = window as unknown as Counters & Record<string, unknown>;
    counters.__xss = 0;
    counters.__alerts = 0;
    for (const name of ['alert', 'confirm', 'prompt']) {
      counters[name] = () => {
        counters.__alerts += 1;
        return null;
      };
    }
  });
  const witness: Witness = { dialogs: [], refusals: [] };
  page.on('dialog', (dialog) => {
    witness.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy|refused to (execute|load|run)/i.test(message.text()))
      witness.refusals.push(message.text());
  });
  return witness;
}

/** Once the page has loaded and gone quiet: nothing ran, no element carries a handler, no link or source runs script. */
async function expectNothingRan(page: Page, witness: Witness, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const found = await page.evaluate(() => {
    const counters = window as unknown as Counters;
    const elements = [...document.querySelectorAll('*')];
    const handlers = elements.flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => `${element.tagName}[${attribute.name}]`),
    );
    const scriptUrls = elements.flatMap((element) =>
      ['href', 'src', 'action', 'formaction', 'data']
        .map((name) => element.getAttribute(name) ?? '')
        .filter((value) => /^\s*(javascript|vbscript|data:text\/html)/i.test(value))
        .map((value) => `${element.tagName}: ${value}`),
    );
    const injectedScripts = [...document.querySelectorAll('script')]
      .map((script) => script.textContent?.trim() ?? '')
      .filter((text) => text === 'alert(1)' || text === 'window.__xss++');
    const frames = [...document.querySelectorAll('iframe, object, embed, frame')].map((element) => element.outerHTML);
    return { xss: counters.__xss, alerts: counters.__alerts, handlers, scriptUrls, injectedScripts, frames };
  });
  expect(found, where).toEqual({ xss: 0, alerts: 0, handlers: [], scriptUrls: [], injectedScripts: [], frames: [] });
  expect(witness.dialogs, where).toEqual([]);
  expect(witness.refusals, where).toEqual([]);
}

test.describe('an XSS corpus stored by an employer', () => {
  test('engineers: the offer page (pl, en), a listing card, the company page and the panel’s offers and editor show it and run none of it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const company = await companyByApi(TENANT, 'xss');
    const companySlug = await renameCompany(company);
    const slug = await publishCorpusOffer(company);

    const context = await browser.newContext();
    await prepareContext(context, TENANT, 'en');
    const page = await context.newPage();
    const witness = await watch(page);

    for (const language of ['pl', 'en'] as const) {
      await page.goto(tenantUrl(TENANT, offerPath(slug, language)));
      const offer = page.getByTestId('offer-page');
      await expect(offer.getByRole('heading', { level: 1 })).toHaveText(TITLE);
      await expect(offer.getByText(`Corpus of ${marker}.`)).toBeVisible();
      // The offer shows its company's own name, as typed.
      await expect(offer).toContainText(COMPANY_NAME);
      await expectNothingRan(page, witness, `the offer page (${language})`);
    }

    await page.goto(tenantUrl(TENANT, `/job-offers/all-locations?keyword=${marker}`));
    const card = page.locator(`[data-testid="offer-card"][data-slug="${slug}"]`);
    await expect(card).toContainText(TITLE, { timeout: 10_000 });
    await expectNothingRan(page, witness, 'the listing');

    await page.goto(tenantUrl(TENANT, `/company/${companySlug}`));
    // The directory's reads strip markup from what companies wrote (docs/companies.md).
    await expect(page.getByTestId('company-page').getByRole('heading', { level: 1 })).toContainText(`${marker} S.A.`);
    await expectNothingRan(page, witness, 'the company page');

    await logIn(page, TENANT, company.email);
    await expect(page.locator('[data-testid="employer-offer"]').filter({ hasText: TITLE })).toBeVisible();
    await expectNothingRan(page, witness, 'the panel’s offers');

    await page.goto(tenantUrl(TENANT, `/employer/offers/${slug}/edit`));
    const preview = page.getByTestId('offer-preview');
    await expect(preview.getByTestId('preview-title')).toHaveText(TITLE);
    await expect(preview).toContainText(`Corpus of ${marker}.`);
    await expect(preview).toContainText(OFFER_COMPANY);
    await expectNothingRan(page, witness, 'the editor’s preview');
    await context.close();
  });
});
