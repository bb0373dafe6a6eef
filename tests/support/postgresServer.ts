import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Database } from '../../gateway/db/openDatabase.ts';

/**
 * The PostgreSQL server of a test run: `scripts/testOnPostgres.sh` starts a throwaway PostgreSQL 15
 * cluster with `pg_virtualenv`, which exports PGHOST, PGPORT, PGUSER and PGPASSWORD, and sets
 * JOBBOARD_TEST_POSTGRES=1. Each suite then gets its own database, copied from a migrated template
 * that the run's global set-up made once (`postgresTemplate.ts`).
 */
export const POSTGRES_TEST_FLAG = 'JOBBOARD_TEST_POSTGRES';
export const TEMPLATE_DATABASE = 'jobboard_test_template';

export const postgresServerConfigured = (): boolean => process.env[POSTGRES_TEST_FLAG] === '1';

/** Where a server is: the PG* variables pg_virtualenv exports (in an environment that may hold others). */
export interface PostgresEnv {
  readonly PGHOST?: string | undefined;
  readonly PGPORT?: string | undefined;
  readonly PGUSER?: string | undefined;
  readonly PGPASSWORD?: string | undefined;
  readonly [name: string]: string | undefined;
}

/** `postgres://…` for one database of the run's server, from the PG* variables (this process's unless given). */
export function serverUrl(database: string, env: PostgresEnv = process.env): string {
  const user = encodeURIComponent(env.PGUSER ?? 'postgres');
  const password = encodeURIComponent(env.PGPASSWORD ?? '');
  const host = env.PGHOST ?? 'localhost';
  const port = env.PGPORT ?? '5432';
  return `postgres://${user}:${password}@${host}:${port}/${database}?sslmode=disable`;
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>, env: PostgresEnv = process.env): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl('postgres', env) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the migrated template database (once per run, before the suites start). */
export async function createTemplateDatabase(): Promise<void> {
  await onServer(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  const template = await openDatabase({ kind: 'postgres', url: serverUrl(TEMPLATE_DATABASE) });
  try {
    await migrateToLatest(template.db);
  } finally {
    await template.close();
  }
}

/** A database on the run's server, with the address other processes can open it at. */
export type ServerDatabase = Database & { readonly url: string };

/** A migrated, empty database of its own on the run's PostgreSQL server, dropped on close. */
export async function postgresServerDatabase(): Promise<ServerDatabase> {
  const name = `jobboard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  const database = await openDatabase({ kind: 'postgres', url: serverUrl(name) });
  // A template made before a migration landed (a long run): bring this copy up to date too.
  await migrateToLatest(database.db);
  return {
    db: database.db,
    source: database.source,
    url: serverUrl(name),
    close: async () => {
      await database.close();
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
