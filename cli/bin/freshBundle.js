// Whether the built command line (`npm run build` bundles it, scripts/buildCli.ts) still matches the
// sources. Plain JavaScript: the launcher asks before any TypeScript can load.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where the build puts the bundle and the list of files it was made from, under the project root. */
export const BUNDLE = 'build/cli/jobboard.mjs';
export const INPUTS = 'build/cli/inputs.json';

const modifiedAt = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/**
 * The bundle's path when it exists and none of the project files it was built from (the sources,
 * package-lock.json and tsconfig.json) has changed or gone since; otherwise null, and the launcher
 * runs the sources.
 * An edit that adds an import changes a listed file, so new files need no listing of their own.
 */
export function freshBundle(root) {
  const bundle = path.join(root, BUNDLE);
  const builtAt = modifiedAt(bundle);
  if (builtAt === null) return null;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(path.join(root, INPUTS), 'utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(inputs) || inputs.length === 0) return null;
  for (const input of inputs) {
    const changedAt = typeof input === 'string' ? modifiedAt(path.join(root, input)) : null;
    if (changedAt === null || changedAt > builtAt) return null;
  }
  return bundle;
}
