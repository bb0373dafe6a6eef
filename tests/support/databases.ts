import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { migrateToLatest, openDatabase, type Database } from '../../gateway/db/openDatabase.ts';
import { runImage } from './pgliteImage.ts';
import { postgresServerConfigured, postgresServerDatabase } from './postgresServer.ts';

export type DriverName = 'pglite' | 'pg over the PostgreSQL wire protocol' | 'a PostgreSQL 15 server';

/**
 * A migrated, empty database on PGlite directly: started from the run's migrated image when the
 * global set-up made one (tests/support/pgliteImage.ts), then brought up to date (a no-op then).
 */
export async function pgliteDatabase(): Promise<Database> {
  const image = await runImage();
  const database = await openDatabase({ kind: 'pglite', dataDir: null }, image ? { image } : {});
  await migrateToLatest(database.db);
  return database;
}

/**
 * A migrated, empty database reached through the `pg` driver over a real PostgreSQL wire-protocol
 * socket (PGlite's socket server): the code path a PostgreSQL server at DATABASE_URL takes.
 */
export async function wireProtocolDatabase(): Promise<Database> {
  const pglite = await PGlite.create();
  const server = new PGLiteSocketServer({ db: pglite, port: 0, host: '127.0.0.1', maxConnections: 20 });
  await server.start();
  const address = server.getServerConn();
  const database = await openDatabase({ kind: 'postgres', url: `postgres://postgres:postgres@${address}/postgres?sslmode=disable` });
  await migrateToLatest(database.db);
  return {
    db: database.db,
    source: database.source,
    close: async () => {
      await database.close();
      await server.stop();
      await pglite.close();
    },
  };
}

/**
 * The database of this test run for suites that run SQL: PGlite, or in the PostgreSQL pass of
 * `npm test` (scripts/testOnPostgres.sh) a fresh database on a real PostgreSQL 15 server.
 */
export function testDatabase(): Promise<Database> {
  return postgresServerConfigured() ? postgresServerDatabase() : pgliteDatabase();
}

/** Every driver the product supports; the real server only in the PostgreSQL pass, which starts one. */
export const drivers: ReadonlyArray<readonly [DriverName, () => Promise<Database>]> = [
  ['pglite', pgliteDatabase],
  ['pg over the PostgreSQL wire protocol', wireProtocolDatabase],
  ...(postgresServerConfigured() ? ([['a PostgreSQL 15 server', postgresServerDatabase]] as const) : []),
];
