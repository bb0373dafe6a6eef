import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SettingError } from './settings.ts';

export const OPERATOR_TOKEN_FILE = 'operator-token';

/**
 * The operator credential of /api/operator (`jobboard digests run`): OPERATOR_TOKEN when set (the
 * same on every process that serves one database), else a random token made on the first start and
 * kept in DATA_DIR/operator-token (mode 0600), which an operator on this machine reads
 * (`JOBBOARD_OPERATOR_TOKEN=$(cat .data/operator-token) npx jobboard digests run`).
 */
export async function loadOperatorToken(operatorToken: string | null, dataDir: string): Promise<string> {
  if (operatorToken !== null) return operatorToken;
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new SettingError(`DATA_DIR: cannot write ${file} (${(error as Error).message})`);
  }
  const token = (await readFile(file, 'utf8')).trim();
  if (token.length < 24) throw new SettingError(`${file} holds no usable operator token: delete it to generate a new one`);
  return token;
}
