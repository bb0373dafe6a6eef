import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import type { GatewayDeps } from '../../../gateway/GatewayDeps.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../../support/databases.ts';
import { testHashing, testSecret } from '../session/sessionHarness.ts';

export const SEEDED_AT = new Date('2025-06-01T00:00:00Z');
export const PUBLIC_URL = 'http://localhost:3000';
export const PASSWORD = 'Employer-pass-2026!';

export interface EmployerHarness {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly deps: GatewayDeps;
  /** The gateway's clock: move it to expire tokens and publications. */
  readonly clock: { now: Date };
  close(): Promise<void>;
}

/** A migrated PGlite with a few seeded offers (categories, cities, companies) and the whole server over it. */
export async function startEmployerHarness(
  options: { offers?: number; gateway?: Partial<GatewayDeps>; database?: () => Promise<Database> } = {},
): Promise<EmployerHarness> {
  const database = await (options.database ?? testDatabase)();
  await seedDatabase(database.db, { offers: options.offers ?? 50, now: SEEDED_AT });
  const clock = { now: new Date(SEEDED_AT.getTime() + 3_600_000) };
  const deps: GatewayDeps = {
    db: database.db,
    databaseKind: 'pglite',
    version: 'test',
    // Each reading moves a millisecond on, as a real clock would between two writes: rows keep their order.
    now: () => (clock.now = new Date(clock.now.getTime() + 1)),
    auth: { secret: testSecret, passwordHashing: testHashing, loginRateLimit: { max: 1000, windowMs: 60_000 } },
    alerts: { publicUrl: PUBLIC_URL, defaultTenant: 'jobboard', mailFrom: 'no-reply@jobboard.test' },
    ...options.gateway,
  };
  const app = await createServer({ gateway: deps, defaultTenant: 'jobboard' });
  return {
    app,
    database,
    deps,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
export const uniqueEmail = (prefix = 'employer') => `${prefix}.${Date.now()}.${++counter}@example.com`;

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { body?: unknown; token?: string | null; headers?: Record<string, string>; form?: boolean } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.body !== undefined) {
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.body as Record<string, string>).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
  }
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** The confirmation (or invitation, or reset) token of the newest e-mail to this address, read from the outbox. */
export async function tokenFromMail(database: Database, email: string, parameter = 'confirmation_token'): Promise<string> {
  const row = await database.db
    .selectFrom('outbox')
    .select(['text'])
    .where('to_email', '=', email)
    .where('text', 'like', `%${parameter}=%`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const match = new RegExp(`${parameter}=([A-Za-z0-9_%-]+)`).exec(row.text);
  if (!match?.[1]) throw new Error(`no ${parameter} in the e-mail to ${email}`);
  return decodeURIComponent(match[1]);
}

export interface Employer {
  readonly email: string;
  readonly token: string;
  readonly companyId: number;
  readonly refresh: string;
}

export function signUpBody(email: string, overrides: { company?: Record<string, unknown>; user?: Record<string, unknown> } = {}) {
  return {
    company: { name: `Acme ${email}`, accepted_regulations: true, subscribe_to_newsletter: false, ...overrides.company },
    user: { name: 'Ada Employer', phone: '+48 600 100 200', email, password: PASSWORD, password_confirmation: PASSWORD, ...overrides.user },
  };
}

export function cookieValue(response: LightMyRequestResponse, name: string): string {
  return response.cookies.find((cookie) => cookie.name === name)?.value ?? '';
}

/** A fresh access token for an existing account (after the clock moved past the old one's 15 minutes). */
export async function login(harness: EmployerHarness, email: string, tenant = 'jobboard'): Promise<string> {
  const response = await call(harness.app, 'POST', `/api/${tenant}/v1/oauth/token`, {
    form: true,
    body: { grant_type: 'password', username: email, password: PASSWORD, client_id: 'employer-panel' },
  });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

/** Signs up, confirms through the e-mail's token and logs in: a ready employer of a new company. */
export async function employer(harness: EmployerHarness, tenant = 'jobboard'): Promise<Employer> {
  const email = uniqueEmail();
  const signUp = await call(harness.app, 'POST', `/api/${tenant}/v1/users/sign_up`, { body: signUpBody(email) });
  if (signUp.statusCode !== 201) throw new Error(`sign_up answered ${signUp.statusCode}: ${signUp.body}`);
  const token = await tokenFromMail(harness.database, email);
  const confirmed = await call(harness.app, 'PATCH', `/api/${tenant}/v1/users/confirm`, { body: { confirmation_token: token } });
  if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  const login = await call(harness.app, 'POST', `/api/${tenant}/v1/oauth/token`, {
    form: true,
    body: { grant_type: 'password', username: email, password: PASSWORD, client_id: 'employer-panel' },
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  return {
    email,
    token: (login.json() as { access_token: string }).access_token,
    companyId: (signUp.json() as { company: { id: number } }).company.id,
    refresh: cookieValue(login, 'jb_employer_refresh'),
  };
}
