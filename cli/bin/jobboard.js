#!/usr/bin/env node
// The `jobboard` launcher. It runs the bundle `npm run build` makes (one file, about 0.2 s to start)
// while that still matches the sources; otherwise, or with JOBBOARD_CLI_FROM_SOURCES=1, it registers
// tsx in this process (Node 20 cannot run TypeScript; about 1.5 s to start) and runs the sources.
// Paths are resolved from this file's real location, so it works through the node_modules/.bin
// symlink from any directory.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshBundle } from './freshBundle.js';

// `jobboard tenants | head -1` closes our stdout early: that is the reader being done, not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const root = fileURLToPath(new URL('../../', import.meta.url));
const bundle = process.env.JOBBOARD_CLI_FROM_SOURCES === '1' ? null : freshBundle(root);
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  // Our tsconfig, not whatever tsconfig.json happens to be in the caller's current directory.
  register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
  await import('./start.ts');
}
