import { expect, type BrowserContext, type Page } from '@playwright/test';
import { EMPLOYER_PASSWORD } from './employerPanel.ts';
import type { Language } from './preferences.ts';
import { E2E_BASE_URL, tenantUrl } from './tenantUrl.ts';

/**
 * What the applications journeys (issue 15) share: calls to the gateway from the test itself
 * (Node cannot resolve `*.localhost`, so they go to the plain address with the tenant in the path),
 * the local mailbox read the same way, companies and offers set up through the API where a journey
 * is not about them, a candidate registered in the browser, and the files the forms send.
 */

export const CANDIDATE_PASSWORD = 'correct horse battery staple';

export const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export interface Answer {
  readonly status: number;
  readonly type: string;
  readonly body: unknown;
}

/** One call to a tenant's gateway, with an optional bearer, JSON or form body. */
export async function callGateway(
  tenant: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(new URL(`/api/${tenant}${path}`, E2E_BASE_URL), { method, headers, ...(body === undefined ? {} : { body }) });
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  return { status: response.status, type, body: type.includes('json') && text !== '' ? (JSON.parse(text) as unknown) : text };
}

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

export interface Mail {
  readonly subject: string;
  readonly text: string;
}

/** The e-mails to `email` on the tenant's local mailbox, newest first. */
export async function mailsTo(tenant: string, email: string): Promise<Mail[]> {
  const list = (await callGateway(tenant, 'GET', `/dev/mailbox?to=${encodeURIComponent(email)}`)).body as { items: { id: string }[] };
  return Promise.all(list.items.map(async (item) => (await callGateway(tenant, 'GET', `/dev/mailbox/${item.id}`)).body as Mail));
}

/** The link carrying `parameter` in the newest e-mail to `email` that has one, once it has arrived. */
export async function linkInMail(tenant: string, email: string, parameter: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S*[?&]${parameter}=[A-Za-z0-9_%-]+\\S*`);
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        link = (await mailsTo(tenant, email)).map((mail) => pattern.exec(mail.text)?.[0]).find((found) => found !== undefined) ?? null;
        return link;
      },
      { timeout: 10_000, message: `an e-mail to ${email} with ${parameter}` },
    )
    .not.toBeNull();
  return link ?? '';
}

export interface Company {
  readonly email: string;
  readonly name: string;
  readonly token: string;
}

/** A company signed up, confirmed through its e-mail and logged in, all by API (three account calls of the tenant's ten a minute). */
export async function companyByApi(tenant: string, tag: string): Promise<Company> {
  const email = `${unique(`e2e-${tag}`)}@example.com`;
  const name = `Company ${unique(tag)}`;
  const user = { name: 'Ada Employer', phone: '+48 600 100 200', email, password: EMPLOYER_PASSWORD, password_confirmation: EMPLOYER_PASSWORD };
  const company = { name, accepted_regulations: true, subscribe_to_newsletter: false };
  expectStatus(await callGateway(tenant, 'POST', '/v1/users/sign_up', { json: { company, user } }), 201, 'sign-up');
  const link = await linkInMail(tenant, email, 'confirmation_token');
  const token = new URL(link).searchParams.get('confirmation_token') ?? '';
  expectStatus(await callGateway(tenant, 'PATCH', '/v1/users/confirm', { json: { confirmation_token: token } }), 200, 'confirmation');
  const login = expectStatus(
    await callGateway(tenant, 'POST', '/v1/oauth/token', {
      form: { grant_type: 'password', username: email, password: EMPLOYER_PASSWORD, client_id: 'employer-panel' },
    }),
    200,
    'login',
  );
  return { email, name, token: (login.body as { access_token: string }).access_token };
}

export interface BoardOffer {
  readonly slug: string;
  readonly title: string;
}

/** An offer taking applications on the board (no address of its own), with a clause and both consents, published with the company's welcome code. */
export async function boardOfferByApi(tenant: string, company: Company, marker: string): Promise<BoardOffer> {
  const { token } = company;
  const categories = (await callGateway(tenant, 'GET', '/categories?lang=en')).body as Array<{ value: number }>;
  const draft = expectStatus(await callGateway(tenant, 'POST', '/v1/offers/initiate', { json: { pricing_plan: 'standard' }, token }), 201, 'initiate')
    .body as { slug: string; token: string };
  const title = `Senior ${marker} Engineer`;
  const form = {
    title,
    body: `<p>Build things with ${marker}.</p>`,
    category_id: categories[0]?.value ?? 0,
    city: 'warszawa',
    experience_level: 'senior',
    workplace_type: 'remote',
    working_time: 'full_time',
    employment_types: [{ type: 'b2b', from: 20000, to: 28000, currency: 'pln', gross: false }],
    required_skills: [{ name: 'TypeScript', level: 4 }],
    company_name: company.name,
    information_clause: `${company.name} processes your data to recruit.`,
    future_consent: { text: 'I agree to future recruitments.', enabled: true },
    custom_consent: { text: 'I agree to be contacted by phone.', enabled: true },
  };
  expectStatus(await callGateway(tenant, 'PATCH', `/v1/offers/${draft.slug}?token=${draft.token}`, { json: form }), 200, 'offer form');
  const codes = expectStatus(await callGateway(tenant, 'GET', '/v2/employer-panel/codes', { token }), 200, 'codes').body as {
    items: Array<{ code: string; status: string }>;
  };
  const code = codes.items.find((item) => item.status === 'available')?.code ?? '';
  expectStatus(await callGateway(tenant, 'POST', `/v1/offers/${draft.slug}/publish-with-code?code=${code}`, { json: {}, token }), 200, 'publish');
  return { slug: draft.slug, title };
}

/** The panel's own access token, as the tab keeps it (composition/employer/employerModules.ts). */
export const panelToken = (page: Page): Promise<string> => page.evaluate(() => sessionStorage.getItem('jobboard.employer.bearer') ?? '');

/** The offer page's address in a language. */
export const offerPath = (slug: string, language: Language) => `${language === 'pl' ? '/oferta-pracy' : '/job-offer'}/${slug}`;

export interface Person {
  readonly first: string;
  readonly last: string;
  readonly email: string;
}

export const aPerson = (tag: string): Person => ({
  first: 'Grace',
  last: unique(`Hopper-${tag}`),
  email: `${unique(`e2e-apply-${tag}`)}@example.com`,
});

export const sessionIs = (page: Page, state: 'guest' | 'logged-in') =>
  expect(page.getByTestId('login-menu')).toHaveAttribute('data-state', state, { timeout: 15_000 });

/** Registers a candidate through the portal's form: the tab is logged in afterwards. */
export async function registerCandidate(page: Page, tenant: string, person: Person): Promise<void> {
  await page.goto(tenantUrl(tenant, '/candidate/register'));
  await sessionIs(page, 'guest');
  await page.getByTestId('field-firstName').fill(person.first);
  await page.getByTestId('field-lastName').fill(person.last);
  await page.getByTestId('field-email').fill(person.email);
  await page.getByTestId('field-password').fill(CANDIDATE_PASSWORD);
  await page.getByTestId('register-submit').click();
  await sessionIs(page, 'logged-in');
}

/** Stored choices a journey starts with: no cookie banner, the language, and optionally the colour mode. */
export async function prepareContext(context: BrowserContext, tenant: string, language: Language, colorMode?: 'light' | 'dark'): Promise<void> {
  const cookies = [
    { name: 'cookie-consent', value: '0', url: tenantUrl(tenant) },
    { name: 'lang', value: language, url: tenantUrl(tenant) },
    ...(colorMode ? [{ name: 'color-mode', value: colorMode, url: tenantUrl(tenant) }] : []),
  ];
  await context.addCookies(cookies);
}

/** A small, well-formed PDF whose text carries `marker`, so a download can be told apart from another CV. */
export function aPdf(marker: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A 1 × 1 PNG (a logo). */
export const A_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The words of the apply form and the history that the journeys find things by, in each language. */
export const applyWords: Readonly<
  Record<
    Language,
    {
      readonly name: string;
      readonly email: string;
      readonly cv: string;
      readonly message: string;
      readonly submit: string;
      readonly interview: string;
      readonly elsewhere: string;
      readonly yes: string;
      readonly no: string;
    }
  >
> = {
  pl: {
    name: 'Imię i nazwisko',
    email: 'E-mail',
    cv: 'CV',
    message: 'Wiadomość do pracodawcy (opcjonalnie)',
    submit: 'Wyślij aplikację',
    interview: 'Rozmowa',
    elsewhere: 'Na stronie pracodawcy',
    yes: 'Tak, aplikowałem',
    no: 'Nie',
  },
  en: {
    name: 'Full name',
    email: 'E-mail',
    cv: 'CV',
    message: 'Message to the employer (optional)',
    submit: 'Send the application',
    interview: 'Interview',
    elsewhere: 'On the employer’s site',
    yes: 'Yes, I applied',
    no: 'No',
  },
};

/** Fills and sends the offer page's apply form with a new CV file, giving the future-recruitment consent when the offer asks it. */
export async function applyWithFile(
  page: Page,
  language: Language,
  values: { name?: string; email?: string; message: string; file: { name: string; buffer: Buffer }; futureConsent?: boolean },
): Promise<void> {
  const words = applyWords[language];
  const form = page.getByTestId('apply-form');
  if (values.name !== undefined) await form.getByLabel(words.name).fill(values.name);
  if (values.email !== undefined) await form.getByLabel(words.email, { exact: true }).fill(values.email);
  await form.getByLabel(words.cv, { exact: true }).setInputFiles({ name: values.file.name, mimeType: 'application/pdf', buffer: values.file.buffer });
  await form.getByLabel(words.message).fill(values.message);
  if (values.futureConsent) await page.getByTestId('apply-futureConsent').check();
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page.getByTestId('apply-sent')).toBeVisible({ timeout: 10_000 });
}

/** Answers the employers' own sites (`*.example`, the demo offers' apply addresses) with a page of our own: no network in a journey. */
export async function stubEmployerSites(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/[^/]*\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Careers</title><h1>Careers</h1>' }),
  );
}
