import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createServer, type ServerOptions } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import type { AuthSettings } from '../../../gateway/session/AuthSettings.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../../support/databases.ts';

/** Cheap scrypt for tests that are not about hashing cost: the code path is the same. */
export const testHashing = { N: 1024, r: 8, p: 1 } as const;
export const testSecret = new TextEncoder().encode('a test secret of at least thirty-two bytes');

export interface Harness {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The gateway's clock: move it to expire tokens. */
  readonly clock: { now: Date };
  close(): Promise<void>;
}

export async function startHarness(
  options: { auth?: Partial<AuthSettings>; offers?: number; server?: Partial<ServerOptions>; database?: () => Promise<Database> } = {},
): Promise<Harness> {
  const database = await (options.database ?? testDatabase)();
  const clock = { now: new Date('2025-06-01T12:00:00Z') };
  if (options.offers) await seedDatabase(database.db, { offers: options.offers, now: clock.now });
  const auth: AuthSettings = {
    secret: testSecret,
    passwordHashing: testHashing,
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    accountRateLimit: { max: 1000, windowMs: 60_000 },
    ...options.auth,
  };
  const app = await createServer({
    gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => clock.now, auth },
    defaultTenant: 'jobboard',
    ...options.server,
  });
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface Account {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly token: string;
  /** The refresh cookie value. */
  readonly refresh: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'candidate') => `${prefix}.${Date.now()}.${++counter}@example.com`;

export function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

export async function register(app: FastifyInstance, tenant = 'jobboard', overrides: Record<string, unknown> = {}): Promise<Account> {
  const email = uniqueEmail();
  const password = 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: `/api/${tenant}/authentication/register`,
    payload: { email, password, firstName: 'Ada', lastName: 'Lovelace', ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  const body = response.json() as { token: string; loggedCandidateDto: { id: string } };
  return { id: body.loggedCandidateDto.id, email, password, token: body.token, refresh: cookieOf(response, 'jb_refresh')?.value ?? '' };
}

export function refresh(app: FastifyInstance, refreshToken: string, tenant = 'jobboard', extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'PUT', url: `/api/${tenant}/authentication/refresh-token`, cookies: { jb_refresh: refreshToken }, ...extra });
}

export function authed(app: FastifyInstance, token: string, options: InjectOptions & { url: string }) {
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}
