import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { migrateToLatest, openDatabase, type Database } from '../../gateway/db/openDatabase.ts';
import { isSeeded, seedDatabase } from '../../gateway/seed/seedDatabase.ts';
import { SettingError, type ServerSettings } from './settings.ts';

/** Opens the configured database, brings its schema up to date in place and seeds it when empty. */
export async function openConfiguredDatabase(settings: ServerSettings, log: (line: string) => void): Promise<Database> {
  const database = await open(settings);
  await migrateToLatest(database.db);
  if (!(await isSeeded(database.db))) {
    log(`seeding demo data (${settings.seedOffers} offers)…`);
    const summary = await seedDatabase(database.db, { offers: settings.seedOffers });
    log(`seeded ${summary.offers} offers, ${summary.companies} companies, ${summary.categories} categories, ${summary.cities} cities`);
  }
  return database;
}

async function open(settings: ServerSettings): Promise<Database> {
  if (settings.databaseUrl) {
    let url: URL;
    try {
      url = new URL(settings.databaseUrl);
    } catch {
      throw new SettingError('DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)');
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new SettingError(`DATABASE_URL must start with postgres:// or postgresql://, got ${url.protocol}//`);
    }
    try {
      return await openDatabase({ kind: 'postgres', url: settings.databaseUrl });
    } catch (error) {
      throw new SettingError(
        `DATABASE_URL: cannot connect to ${url.hostname}:${url.port || 5432} (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  const dir = path.join(settings.dataDir, 'db');
  await mkdir(dir, { recursive: true });
  return openDatabase({ kind: 'pglite', dataDir: dir });
}
