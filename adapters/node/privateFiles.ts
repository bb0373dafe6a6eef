import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Owner-only: the CLI's files hold personal data (searches, e-mails) and session tokens. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIRECTORY_MODE = 0o700;

/**
 * The CLI's folder for a tenant: `<home>/.jobboard/<tenant>`. A tenant id that could climb out of
 * the folder (slashes, dots only) is refused: it is a programming or usage error.
 */
export function tenantFolder(home: string, tenantId: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(tenantId) || /^\.+$/.test(tenantId))
    throw new Error(`not a usable tenant id for a folder name: ${JSON.stringify(tenantId)}`);
  return path.join(home, '.jobboard', tenantId);
}

/** Creates `<home>/.jobboard/<tenant>` (and `.jobboard`) owner-only; tightens them when they exist. */
export async function ensurePrivateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(folder, PRIVATE_DIRECTORY_MODE);
  await chmod(path.dirname(folder), PRIVATE_DIRECTORY_MODE).catch(() => undefined);
}

export function ensurePrivateFolderSync(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  chmodSync(folder, PRIVATE_DIRECTORY_MODE);
  try {
    chmodSync(path.dirname(folder), PRIVATE_DIRECTORY_MODE);
  } catch {
    // The parent is the user's; tightening it is a courtesy.
  }
}

/**
 * Writes a file atomically and owner-only: a temporary file beside it (created 0600, so the data
 * is never readable by others even for a moment), then a rename over the target. A reader sees the
 * old content or the new, never half of either.
 */
export async function writePrivateFile(file: string, text: string): Promise<void> {
  await ensurePrivateFolder(path.dirname(file));
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function writePrivateFileSync(file: string, text: string): void {
  ensurePrivateFolderSync(path.dirname(file));
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, text, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
