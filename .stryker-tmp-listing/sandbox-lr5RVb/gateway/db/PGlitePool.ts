// @ts-nocheck
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one embedded PGlite instance as the `pg` pool Kysely's own PostgresDialect expects,
 * so that the very same dialect, compiler and queries run on PGlite and on a PostgreSQL server.
 * PGlite is one connection: a client is lent to one caller at a time, so that a transaction
 * never interleaves with another request's statements.
 */
export class PGlitePool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    const pglite = this.pglite;
    return {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        const result = await pglite.query<R>(sql, parameters as unknown[]);
        return { command: commandOf(sql), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release,
    } as unknown as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.queue;
    await this.pglite.close();
  }
}

function commandOf(sql: string): 'INSERT' | 'UPDATE' | 'DELETE' | 'MERGE' | 'SELECT' {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  return word === 'INSERT' || word === 'UPDATE' || word === 'DELETE' || word === 'MERGE' ? word : 'SELECT';
}
