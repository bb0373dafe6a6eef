import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N (CPU and memory, a power of two), r (block size), p (parallelism). */
export interface ScryptParameters {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * OWASP's scrypt equivalents (Password Storage Cheat Sheet) trade memory for passes: N=2^15, r=8, p=3
 * needs 32 MiB per hash (128·N·r), so four concurrent logins stay at 128 MiB, and costs about as
 * much CPU as N=2^17, p=1. Measured on the 2-core dev machine: 200–300 ms per hash (see docs/security.md).
 */
export const defaultScryptParameters: ScryptParameters = { N: 2 ** 15, r: 8, p: 3 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const FORMAT = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{16,128})$/;

function derive(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = { N: parameters.N, r: parameters.r, p: parameters.p, maxmem: 256 * parameters.N * parameters.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url: the parameters travel with the hash. */
export async function hashPassword(password: string, parameters: ScryptParameters = defaultScryptParameters): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, parameters);
  return `scrypt$${parameters.N}$${parameters.r}$${parameters.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether the password matches; false (never a throw) for a stored value that is not one of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than the current ones: rehash it at the next login. */
export function needsRehash(stored: string, parameters: ScryptParameters = defaultScryptParameters): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.parameters.N !== parameters.N || parsed.parameters.r !== parameters.r || parsed.parameters.p !== parameters.p;
}

function parse(stored: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [, n, r, p, salt, key] = match;
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = parameters.N > 1 && (parameters.N & (parameters.N - 1)) === 0;
  if (!powerOfTwo || parameters.r < 1 || parameters.p < 1) return null;
  return { parameters, salt: Buffer.from(salt ?? '', 'base64url'), key: Buffer.from(key ?? '', 'base64url') };
}
