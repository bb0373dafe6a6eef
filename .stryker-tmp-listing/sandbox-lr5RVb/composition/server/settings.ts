// @ts-nocheck
import path from 'node:path';

export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly defaultTenant: string;
  readonly seedOffers: number;
  readonly publicHosts: readonly string[];
  /** Access-token signing key (JWT_SECRET, at least 32 characters); null: one generated in DATA_DIR. */
  readonly jwtSecret: string | null;
  /** SECURE_COOKIES=always marks session cookies Secure even on plain HTTP (a proxy that hides the protocol). */
  readonly secureCookies: 'auto' | 'always';
  /** Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY): client IP for rate limits, protocol for Secure cookies. */
  readonly trustProxy: boolean | number | string;
  /** Base address of the candidate portal (CANDIDATE_PORTAL_URL): a path on this site or an http(s) URL; default '/candidate'. */
  readonly candidatePortalUrl: string;
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
    jwtSecret: readJwtSecret(env.JWT_SECRET),
    secureCookies: env.SECURE_COOKIES === 'always' ? 'always' : 'auto',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    candidatePortalUrl: readCandidatePortalUrl(env.CANDIDATE_PORTAL_URL),
  };
}

function readJwtSecret(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 32) throw new SettingError('JWT_SECRET must have at least 32 characters (e.g. `openssl rand -base64 48`)');
  return value;
}

/** Unset: only a proxy on this machine (loopback); `true` trusts any sender, which lets clients forge their IP. */
function readTrustProxy(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '') return 'loopback';
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

export const DEFAULT_CANDIDATE_PORTAL_URL = '/candidate';

/** A path on this site ('/konto') or an absolute http(s) address; without its trailing slash. */
export function readCandidatePortalUrl(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_CANDIDATE_PORTAL_URL;
  const isPath = text.startsWith('/') && !text.startsWith('//') && !text.includes('\\');
  let isUrl = false;
  try {
    const url = new URL(text);
    isUrl = (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
  } catch {
    isUrl = false;
  }
  if (!isPath && !isUrl) throw new SettingError(`CANDIDATE_PORTAL_URL must be a path such as /candidate or an http(s) address, got "${text}"`);
  return text.replace(/\/+$/, '') || DEFAULT_CANDIDATE_PORTAL_URL;
}
