#!/usr/bin/env node
// The `jobboard` launcher. Node 20 cannot run TypeScript, so it registers tsx in this process (one
// process, no `node --import tsx` child) and hands over to main.ts. Paths are resolved from this
// file's real location, so it works through the node_modules/.bin symlink from any directory.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// Our tsconfig, not whatever tsconfig.json happens to be in the caller's current directory.
register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });

// `jobboard tenants | head -1` closes our stdout early: that is the reader being done, not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const { runCli } = await import('../main.ts');
const { processIo } = await import('../processIo.ts');
// The composition root (inversify, the adapters, the codecs) loads only once a command runs.
const connect = async (connection) => (await import('../../composition/cli/connectCli.ts')).connectCli(connection);
process.exitCode = await runCli(process.argv.slice(2), processIo(), connect);
