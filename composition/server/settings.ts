import path from 'node:path';

export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly defaultTenant: string;
  readonly seedOffers: number;
  readonly publicHosts: readonly string[];
}

export class SettingError extends Error {}

/** Settings from the environment, each with a default that serves a new user (see README). */
export function readSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new SettingError(`PORT must be a port number, got "${env.PORT}"`);
  const seedOffers = Number(env.SEED_OFFERS ?? 20000);
  if (!Number.isInteger(seedOffers) || seedOffers < 0) throw new SettingError(`SEED_OFFERS must be a whole number, got "${env.SEED_OFFERS}"`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL : null,
    defaultTenant: env.DEFAULT_TENANT ?? 'jobboard',
    seedOffers,
    publicHosts: (env.PUBLIC_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
  };
}
