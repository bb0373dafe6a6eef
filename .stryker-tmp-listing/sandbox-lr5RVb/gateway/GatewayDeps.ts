// @ts-nocheck
import type { Kysely } from 'kysely';
import type { Schema } from './db/Schema.ts';
import type { AuthSettings } from './session/AuthSettings.ts';

/** What the gateway's routes are given: the database and a few facts about the process. */
export interface GatewayDeps {
  readonly db: Kysely<Schema>;
  readonly databaseKind: 'pglite' | 'postgres';
  readonly version: string;
  readonly now: () => Date;
  /** Candidate sessions: signing key, cookie policy, login rate limit. Unset: a random key for this process. */
  readonly auth?: AuthSettings;
}
