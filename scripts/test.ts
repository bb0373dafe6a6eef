/**
 * `npm test`: every suite, in order, failing fast: type check, lint, format, layer rules, unit/contract/gateway/UI
 * (vitest), the gateway suites again on a real PostgreSQL 15 server (pg_virtualenv), the production
 * build and the browser journeys (Playwright in Debian's Chromium).
 */
import { spawnSync } from 'node:child_process';

const steps: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['browser', 'bash', ['scripts/ensureChromium.sh']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npm', ['run', '--silent', 'format:check']],
  ['layers', 'npm', ['run', '--silent', 'test:layers']],
  ['unit, contract, gateway, ui', 'npx', ['vitest', 'run']],
  ['gateway on PostgreSQL 15', 'bash', ['scripts/testOnPostgres.sh']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['e2e', 'npx', ['playwright', 'test']],
];

for (const [name, command, args] of steps) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`✖ ${name} failed after ${seconds} s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${name} (${seconds} s)\n`);
}
