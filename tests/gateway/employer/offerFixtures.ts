import type { FastifyInstance } from 'fastify';
import { issueCode } from '../../../gateway/offers/codes/prepaidCodes.ts';
import { call, type Employer, type EmployerHarness } from './employerHarness.ts';

/** A complete offer form (a salary for every contract), with a marker word to find it in search. */
export function completeOffer(marker: string, categoryId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `Senior ${marker} Engineer`,
    body: `<p>Build things with ${marker}.</p>`,
    category_id: categoryId,
    city: 'warszawa',
    street: 'Marszałkowska 1',
    experience_level: 'senior',
    workplace_type: 'remote',
    working_time: 'full_time',
    employment_types: [{ type: 'b2b', from: 20000, to: 28000, currency: 'pln', gross: false }],
    required_skills: [{ name: 'TypeScript', level: 4 }],
    apply_email: 'jobs@example.com',
    company_name: `Company ${marker}`,
    information_clause: 'We process your data to recruit.',
    contact_email: 'hr@example.com',
    ...overrides,
  };
}

/** A main category of the tenant, as /categories lists it. */
export async function firstCategory(app: FastifyInstance, tenant = 'jobboard'): Promise<number> {
  const response = await call(app, 'GET', `/api/${tenant}/categories?lang=en`);
  const [first] = response.json() as Array<{ value: number }>;
  if (!first) throw new Error(`no categories on ${tenant}`);
  return first.value;
}

let markers = 0;
/** A word no seeded offer has. */
export const newMarker = () => `Qzmarker${Date.now().toString(36)}x${++markers}`;

export interface Draft {
  readonly slug: string;
  readonly token: string;
}

export async function initiate(app: FastifyInstance, bearer: string | null, tenant = 'jobboard', plan = 'standard'): Promise<Draft> {
  const response = await call(app, 'POST', `/api/${tenant}/v1/offers/initiate`, { body: { pricing_plan: plan }, token: bearer });
  if (response.statusCode !== 201) throw new Error(`initiate answered ${response.statusCode}: ${response.body}`);
  return response.json() as Draft;
}

/** A draft of the employer's company with a complete form. */
export async function completeDraft(
  h: EmployerHarness,
  owner: Employer,
  marker = newMarker(),
  tenant = 'jobboard',
): Promise<Draft & { marker: string }> {
  const draft = await initiate(h.app, owner.token, tenant);
  const saved = await call(h.app, 'PATCH', `/api/${tenant}/v1/offers/${draft.slug}?token=${draft.token}`, {
    body: completeOffer(marker, await firstCategory(h.app, tenant)),
  });
  if (saved.statusCode !== 200) throw new Error(`PATCH answered ${saved.statusCode}: ${saved.body}`);
  return { ...draft, marker };
}

/** The company's welcome code (every new company gets one). */
export async function welcomeCode(h: EmployerHarness, owner: Employer, tenant = 'jobboard'): Promise<string> {
  const response = await call(h.app, 'GET', `/api/${tenant}/v2/employer-panel/codes`, { token: owner.token });
  const code = (response.json() as { items: Array<{ code: string; status: string }> }).items.find((item) => item.status === 'available');
  if (!code) throw new Error('no available code');
  return code.code;
}

/** One more code for the company, as an operator would hand one out. */
export function extraCode(h: EmployerHarness, owner: Employer, days = 30, validDays = 90, tenant = 'jobboard'): Promise<string> {
  return issueCode(h.database.db, { tenantId: tenant, companyId: owner.companyId, pricingPlan: 'standard', days, validDays, now: h.clock.now });
}

/** Publishes a complete draft with a code of its own (30 days). */
export async function publishedOffer(h: EmployerHarness, owner: Employer, tenant = 'jobboard'): Promise<Draft & { marker: string }> {
  const draft = await completeDraft(h, owner, newMarker(), tenant);
  const code = await extraCode(h, owner, 30, 90, tenant);
  const response = await call(h.app, 'POST', `/api/${tenant}/v1/offers/${draft.slug}/publish-with-code?code=${code}`, {
    body: {},
    token: owner.token,
  });
  if (response.statusCode !== 200) throw new Error(`publish-with-code answered ${response.statusCode}: ${response.body}`);
  return draft;
}

export async function searchFinds(app: FastifyInstance, marker: string, tenant = 'jobboard'): Promise<boolean> {
  const response = await call(app, 'GET', `/api/${tenant}/v2/user-panel/offers/by-cursor?keywords=${marker}`);
  return (response.json() as { items: Array<{ title: string }> }).items.some((item) => item.title.includes(marker));
}
