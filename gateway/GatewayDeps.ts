import type { Kysely } from 'kysely';
import type { Schema } from './db/Schema.ts';

/** What the gateway's routes are given: the database and a few facts about the process. */
export interface GatewayDeps {
  readonly db: Kysely<Schema>;
  readonly databaseKind: 'pglite' | 'postgres';
  readonly version: string;
  readonly now: () => Date;
}
