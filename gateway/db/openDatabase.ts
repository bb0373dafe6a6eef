import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type MigrationResultSet } from 'kysely';
import pg from 'pg';
import { PGlitePool } from './PGlitePool.ts';
import { migrations } from './migrations/index.ts';
import type { Schema } from './Schema.ts';

export type DatabaseSource = { readonly kind: 'pglite'; readonly dataDir: string | null } | { readonly kind: 'postgres'; readonly url: string };

export interface Database {
  readonly db: Kysely<Schema>;
  readonly source: DatabaseSource['kind'];
  /** The embedded instance, for what goes past Kysely (LISTEN/NOTIFY events, gateway/events/); absent on a PostgreSQL server. */
  readonly pglite?: PGlite;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Opens the database: embedded PGlite in a folder (or in memory), or PostgreSQL at a URL. An in-memory
 * PGlite may start from `image`, a data directory dumped by PGlite (`dumpDataDir`): the test suites
 * start from a migrated image, loaded in about a second instead of migrated in about seven.
 */
export async function openDatabase(source: DatabaseSource, options: { readonly image?: Blob } = {}): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    pool.on('error', () => undefined);
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8 || oid === NUMERIC ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
    };
    const numbersAsNumbers = { connect: async () => withTypes(await pool.connect(), types), end: () => pool.end() };
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: numbersAsNumbers }) });
    await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    return { db, source: 'postgres', close: () => db.destroy() };
  }
  const pglite = await PGlite.create(source.dataDir ?? undefined, {
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
    ...(options.image && source.dataDir === null ? { loadDataDir: options.image } : {}),
  });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  return { db, source: 'pglite', pglite, close: () => db.destroy() };
}

/** Reads int8 and numeric as numbers, as the PGlite side does, so both drivers return the same rows. */
function withTypes(client: pg.PoolClient, types: pg.CustomTypesConfig) {
  return {
    query: (sql: string, parameters: ReadonlyArray<unknown>) => client.query({ text: sql, values: parameters as unknown[], types }),
    release: () => client.release(),
  } as never;
}

/**
 * Brings the schema up to date, in place: data written under an older schema stays. Migrations
 * written on parallel branches may land out of name order; each still runs exactly once.
 */
export async function migrateToLatest(db: Kysely<Schema>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}
