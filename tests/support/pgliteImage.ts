import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../../gateway/db/openDatabase.ts';

/** Where the global set-up leaves the migrated image, for every suite's process to read. */
export const PGLITE_IMAGE_SETTING = 'JOBBOARD_TEST_PGLITE_IMAGE';

/** A migrated, empty PGlite dumped as a data directory image (an uncompressed tarball). */
export async function migratedImage(): Promise<Blob> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrateToLatest(database.db);
    return await database.pglite!.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** This process's copy of the run's image, read once; null when no global set-up made one (a single file run from an editor). */
let image: Promise<Blob | null> | null = null;
export function runImage(): Promise<Blob | null> {
  const file = process.env[PGLITE_IMAGE_SETTING];
  image ??= file ? readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)])) : Promise.resolve(null);
  return image;
}

/**
 * Vitest global set-up: migrates one PGlite before the suites start and leaves its image in a
 * temporary folder; each suite's PGlite database starts from it (about a second) instead of running
 * every migration again (about seven). Removed when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'jobboard-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, new Uint8Array(await (await migratedImage()).arrayBuffer()));
  process.env[PGLITE_IMAGE_SETTING] = file;
  return () => rm(folder, { recursive: true, force: true });
}
