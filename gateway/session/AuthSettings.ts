import { randomBytes } from 'node:crypto';
import { defaultScryptParameters, type ScryptParameters } from './passwordHashing.ts';

export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** What the candidate session needs from the process: the signing key, cookie policy and limits. */
export interface AuthSettings {
  /** HS256 key for access tokens: at least 32 bytes. Every process behind one load balancer needs the same. */
  readonly secret: Uint8Array;
  /**
   * 'auto' (default): cookies are Secure when the request came over HTTPS (directly, or per
   * X-Forwarded-Proto from the proxy). 'always': Secure even on plain HTTP (a TLS-terminating proxy
   * that does not forward the protocol).
   */
  readonly secureCookies?: 'auto' | 'always';
  /** Attempts per client IP and tenant over login, register, set-password and forgot-password together (default 10 per minute). */
  readonly loginRateLimit?: RateLimit;
  /** Attempts per account (e-mail) and tenant over the same routes (default 20 per 15 minutes: 80 an hour at most). */
  readonly accountRateLimit?: RateLimit;
  /** Password hashing cost; tests lower it, production keeps the default. */
  readonly passwordHashing?: ScryptParameters;
  /** Access-token lifetime in seconds (default 15 minutes). */
  readonly accessTokenSeconds?: number;
  /** Refresh-token and cookie lifetime in seconds (default 30 days). */
  readonly refreshTokenSeconds?: number;
}

export interface ResolvedAuthSettings {
  readonly secret: Uint8Array;
  readonly secureCookies: 'auto' | 'always';
  readonly loginRateLimit: RateLimit;
  readonly accountRateLimit: RateLimit;
  readonly passwordHashing: ScryptParameters;
  readonly accessTokenSeconds: number;
  readonly refreshTokenSeconds: number;
}

export const MIN_SECRET_BYTES = 32;

/**
 * Fills in the defaults. Without settings (tests and API-only servers that never configured auth),
 * the key is random for this process: tokens then simply do not outlive it.
 */
export function resolveAuthSettings(settings: AuthSettings | undefined): ResolvedAuthSettings {
  const secret = settings?.secret ?? randomBytes(MIN_SECRET_BYTES);
  if (secret.byteLength < MIN_SECRET_BYTES) throw new Error(`the access-token secret must have at least ${MIN_SECRET_BYTES} bytes`);
  return {
    secret,
    secureCookies: settings?.secureCookies ?? 'auto',
    loginRateLimit: settings?.loginRateLimit ?? { max: 10, windowMs: 60_000 },
    accountRateLimit: settings?.accountRateLimit ?? { max: 20, windowMs: 15 * 60_000 },
    passwordHashing: settings?.passwordHashing ?? defaultScryptParameters,
    accessTokenSeconds: settings?.accessTokenSeconds ?? 15 * 60,
    refreshTokenSeconds: settings?.refreshTokenSeconds ?? 30 * 24 * 60 * 60,
  };
}
