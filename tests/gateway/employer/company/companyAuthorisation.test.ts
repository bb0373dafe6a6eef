import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../session/sessionHarness.ts';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness, type Method } from '../employerHarness.ts';
import { invitedUser, PNG, sendMultipart, slugOf, storyFields, type CompanyUser, type FilePart } from './companyFixtures.ts';

/**
 * Every route of the company panel against every kind of caller: a guest, a candidate's bearer,
 * the company's recruiter and admin, an admin of another company, and the admin's token on another
 * tenant. A company's data, billing, clauses, users and draft story are its own: another company's
 * user gets 404 where a route names something of it, a recruiter 403 on the admin's calls, a bearer
 * that is not a live employer token of the tenant 401; and no refused call changes anything.
 */
type Role = 'guest' | 'candidate' | 'recruiter' | 'admin' | 'other company' | 'other tenant';
const ROLES: readonly Role[] = ['guest', 'candidate', 'recruiter', 'other company', 'other tenant', 'admin'];

interface Resource {
  readonly slug: string;
  /** A user of the owning company, made for this route. */
  readonly userId: string;
}

interface Route {
  readonly name: string;
  readonly request: (resource: Resource) => {
    method: Method;
    path: string;
    body?: unknown;
    multipart?: { fields: Record<string, string>; files?: FilePart[] };
  };
  /** What each role gets; 'ok' is any 2xx. */
  readonly expect: Readonly<Record<Role, number | 'ok'>>;
}

const adminOnly = { guest: 401, candidate: 401, recruiter: 403, 'other tenant': 401, admin: 'ok' } as const;
const storyRead = { guest: 404, candidate: 404, recruiter: 'ok', 'other company': 404, 'other tenant': 404, admin: 'ok' } as const;

const ROUTES: readonly Route[] = [
  {
    name: 'GET /v1/company',
    request: () => ({ method: 'GET', path: '/v1/company' }),
    expect: { guest: 401, candidate: 401, recruiter: 'ok', 'other company': 'ok', 'other tenant': 401, admin: 'ok' },
  },
  {
    name: 'POST /v1/company/company_data',
    request: () => ({
      method: 'POST',
      path: '/v1/company/company_data',
      multipart: {
        fields: { short_description: 'Changed by the caller', type: 'startup' },
        files: [{ field: 'logo', name: 'l.png', type: 'image/png', bytes: PNG }],
      },
    }),
    expect: { ...adminOnly, 'other company': 'ok' },
  },
  {
    name: 'PATCH /v2/employer-panel/company/billing-data',
    request: () => ({
      method: 'PATCH',
      path: '/v2/employer-panel/company/billing-data',
      body: {
        invoice_company_name: 'Caller',
        invoice_street: 'Prosta',
        invoice_city: 'Warszawa',
        invoice_postal_code: '00-001',
        invoice_country: 'PL',
      },
    }),
    expect: { ...adminOnly, 'other company': 'ok' },
  },
  {
    name: 'PATCH /v2/employer-panel/company/clauses',
    request: () => ({ method: 'PATCH', path: '/v2/employer-panel/company/clauses', body: { information_clause: 'Changed by the caller.' } }),
    expect: { ...adminOnly, 'other company': 'ok' },
  },
  {
    name: 'GET /v2/employer-panel/users',
    request: () => ({ method: 'GET', path: '/v2/employer-panel/users' }),
    expect: { ...adminOnly, 'other company': 'ok' },
  },
  {
    name: 'POST /v1/users',
    request: () => ({
      method: 'POST',
      path: '/v1/users',
      body: { name: 'New User', email: `new.${Math.random().toString(36).slice(2)}@example.com`, role: 'recruiter' },
    }),
    expect: { ...adminOnly, 'other company': 'ok' },
  },
  {
    name: 'PATCH /v2/employer-panel/users/{id}',
    request: (r) => ({ method: 'PATCH', path: `/v2/employer-panel/users/${r.userId}`, body: { name: 'Renamed by the caller', role: 'admin' } }),
    expect: { ...adminOnly, 'other company': 404 },
  },
  {
    name: 'DELETE /v2/employer-panel/users/{id}',
    request: (r) => ({ method: 'DELETE', path: `/v2/employer-panel/users/${r.userId}` }),
    expect: { ...adminOnly, 'other company': 404 },
  },
  {
    name: 'PUT /v2/employer-panel/brand-stories/{slug}',
    request: (r) => ({ method: 'PUT', path: `/v2/employer-panel/brand-stories/${r.slug}`, multipart: { fields: storyFields('Taken over', false) } }),
    expect: { ...adminOnly, 'other company': 404 },
  },
  {
    name: 'GET /v2/employer-panel/brand-stories/data/{slug} (a draft)',
    request: (r) => ({ method: 'GET', path: `/v2/employer-panel/brand-stories/data/${r.slug}` }),
    expect: storyRead,
  },
  {
    name: 'GET /v2/employer-panel/brand-stories/status/{slug} (a draft)',
    request: (r) => ({ method: 'GET', path: `/v2/employer-panel/brand-stories/status/${r.slug}` }),
    expect: storyRead,
  },
  {
    name: 'GET /v2/employer-panel/brand-stories/status/{unknown}',
    request: () => ({ method: 'GET', path: '/v2/employer-panel/brand-stories/status/no-such-company-zz' }),
    expect: { guest: 404, candidate: 404, recruiter: 404, 'other company': 404, 'other tenant': 404, admin: 404 },
  },
  {
    name: 'GET /v2/employer-panel/brand-stories/technologies',
    request: () => ({ method: 'GET', path: '/v2/employer-panel/brand-stories/technologies' }),
    expect: { guest: 'ok', candidate: 'ok', recruiter: 'ok', 'other company': 'ok', 'other tenant': 'ok', admin: 'ok' },
  },
];

let h: EmployerHarness;
let owner: Employer;
let recruiter: CompanyUser;
let other: Employer;
let candidateToken: string;
let slug: string;
beforeAll(async () => {
  h = await startEmployerHarness({ offers: 10 });
  owner = await employer(h);
  other = await employer(h);
  recruiter = await invitedUser(h, owner, 'recruiter');
  candidateToken = (await register(h.app)).token;
  slug = await slugOf(h, owner);
  const draft = await sendMultipart(h.app, 'PUT', `/api/jobboard/v2/employer-panel/brand-stories/${slug}`, owner.token, storyFields('Draft', false));
  if (draft.statusCode !== 200) throw new Error(`the owner's draft answered ${draft.statusCode}: ${draft.body}`);
});
afterAll(async () => h.close());

function bearerOf(role: Role): string | null {
  if (role === 'guest') return null;
  if (role === 'candidate') return candidateToken;
  if (role === 'recruiter') return recruiter.token;
  if (role === 'other company') return other.token;
  return owner.token;
}

async function callAs(role: Role, route: Route, resource: Resource) {
  const { method, path, body, multipart } = route.request(resource);
  const url = `/api/${role === 'other tenant' ? 'design' : 'jobboard'}${path}`;
  if (multipart) return sendMultipart(h.app, method, url, bearerOf(role), multipart.fields, multipart.files ?? []);
  return call(h.app, method, url, { token: bearerOf(role), ...(body === undefined ? {} : { body }) });
}

/** Everything of the owning company a refused call might change, as its admin reads it. */
async function ownerView(): Promise<string> {
  const reads = await Promise.all(
    ['/v1/company', '/v2/employer-panel/users', `/v2/employer-panel/brand-stories/data/${slug}`].map(
      async (path) => (await call(h.app, 'GET', `/api/jobboard${path}`, { token: owner.token })).body,
    ),
  );
  return reads.join('\n');
}

describe('tenant × endpoint × role', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const resource: Resource = { slug, userId: (await invitedUser(h, owner, 'recruiter')).id };
    for (const role of ROLES) {
      const before = await ownerView();
      const response = await callAs(role, route, resource);
      const expected = route.expect[role];
      const outcome = expected === 'ok' ? response.statusCode >= 200 && response.statusCode < 300 : response.statusCode === expected;
      expect(outcome, `${role}: ${response.statusCode} ${response.body.slice(0, 200)}`).toBe(true);
      if (role !== 'admin') expect(await ownerView(), `${role} changed the owner's company`).toBe(before);
    }
  });

  it('shows another company’s admin its own company and users, none of the owner’s', async () => {
    const company = (await call(h.app, 'GET', '/api/jobboard/v1/company', { token: other.token })).json();
    expect(company.id).toBe(other.companyId);
    const users = (await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/users', { token: other.token })).json();
    expect(users.items.map((user: { email: string }) => user.email)).not.toContain(owner.email);
    expect(users.items.map((user: { email: string }) => user.email)).not.toContain(recruiter.email);
  });

  it('serves a company’s published story on its own board only', async () => {
    const published = await sendMultipart(
      h.app,
      'PUT',
      `/api/jobboard/v2/employer-panel/brand-stories/${slug}`,
      owner.token,
      storyFields('Public', true),
    );
    expect(published.statusCode).toBe(200);
    expect((await call(h.app, 'GET', `/api/jobboard/v2/employer-panel/brand-stories/status/${slug}`)).statusCode).toBe(200);
    const elsewhere = await call(h.app, 'GET', `/api/design/v2/employer-panel/brand-stories/data/${slug}`);
    expect([elsewhere.statusCode, elsewhere.body]).toEqual([404, '']);
  });
});
