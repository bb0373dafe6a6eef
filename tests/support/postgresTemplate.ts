import { createTemplateDatabase, postgresServerConfigured } from './postgresServer.ts';

/** Vitest global set-up of the PostgreSQL pass: the migrated template every suite's database is copied from. */
export default async function setup(): Promise<void> {
  if (postgresServerConfigured()) await createTemplateDatabase();
}
