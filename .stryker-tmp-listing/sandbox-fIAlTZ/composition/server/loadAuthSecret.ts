// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SettingError } from './settings.ts';

const FILE_NAME = 'jwt-secret';

/**
 * The access-token signing key: JWT_SECRET when set (required when several processes serve one
 * database), else a random 256-bit key generated on the first start and kept in DATA_DIR (mode 0600)
 * so that sessions survive a restart.
 */
export async function loadAuthSecret(jwtSecret: string | null, dataDir: string): Promise<Uint8Array> {
  if (jwtSecret !== null) return new TextEncoder().encode(jwtSecret);
  const file = path.join(dataDir, FILE_NAME);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new SettingError(`DATA_DIR: cannot write ${file} (${(error as Error).message})`);
  }
  const text = (await readFile(file, 'utf8')).trim();
  const secret = Buffer.from(text, 'base64url');
  if (secret.byteLength < 32) throw new SettingError(`${file} holds no usable key: delete it to generate a new one (sessions end)`);
  return new Uint8Array(secret);
}
