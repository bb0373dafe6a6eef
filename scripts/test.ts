/**
 * `npm test`: every suite, failing fast: type check, lint, format, layer rules, the production build,
 * unit/contract/gateway/UI (vitest), the gateway suites again on a real PostgreSQL 15 server
 * (pg_virtualenv) and the browser journeys (Playwright in Debian's Chromium).
 *
 * The machine has two cores and the four static checks are one process each, so they run two at a
 * time; Debian's Chromium and PostgreSQL are installed (when missing) in the background meanwhile, and
 * waited for before the first step that needs them. A step's output is printed whole when it ends.
 */
import { spawn } from 'node:child_process';

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

interface Outcome {
  readonly step: Step;
  readonly status: number;
  readonly seconds: string;
  readonly output: string;
}

const step = (name: string, command: string, ...args: string[]): Step => ({ name, command, args });

const systemPackages = step(
  'Debian packages (chromium, postgresql)',
  'bash',
  '-c',
  'bash scripts/ensureChromium.sh && bash scripts/ensurePostgres.sh',
);
const staticChecks: readonly Step[] = [
  step('types', 'npm', 'run', '--silent', 'typecheck'),
  step('lint', 'npm', 'run', '--silent', 'lint'),
  step('format', 'npm', 'run', '--silent', 'format:check'),
  step('layers', 'npm', 'run', '--silent', 'test:layers'),
];
// The production build first (it makes the command line's bundle too): the suites that run `jobboard`
// start it from one file, the bundle budget reads the build instead of making its own, and the fuzz
// suite renders the pages that ship.
const build = step('build', 'npm', 'run', '--silent', 'build');
// The build is fresh here: the fuzz suite renders its pages with it (tests/fuzz/fuzzServer.ts).
const vitest: Step = { ...step('unit, contract, gateway, ui', 'npx', 'vitest', 'run'), env: { JOBBOARD_TEST_BUILD: '1' } };
const afterPackages: readonly Step[] = [
  step('gateway on PostgreSQL 15', 'bash', 'scripts/testOnPostgres.sh'),
  step('e2e', 'npx', 'playwright', 'test'),
];

/** Runs a step; `inherit` streams its output (long suites), otherwise it is kept and returned. */
function run(current: Step, inherit: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((settle) => {
    const child = spawn(current.command, current.args, {
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...current.env },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (status: number) =>
      settle({ step: current, status, seconds: ((Date.now() - started) / 1000).toFixed(1), output: Buffer.concat(chunks).toString('utf8') });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

function report(outcome: Outcome): void {
  if (outcome.output) process.stdout.write(`\n▶ ${outcome.step.name}\n${outcome.output}`);
  if (outcome.status !== 0) {
    process.stdout.write(`✖ ${outcome.step.name} failed after ${outcome.seconds} s\n`);
    process.exit(outcome.status);
  }
  process.stdout.write(`✔ ${outcome.step.name} (${outcome.seconds} s)\n`);
}

/** Runs the steps two at a time, reporting each as it ends; stops at the first failure. */
async function twoAtATime(steps: readonly Step[]): Promise<void> {
  const waiting = [...steps];
  const lane = async (): Promise<void> => {
    for (let next = waiting.shift(); next; next = waiting.shift()) report(await run(next, false));
  };
  await Promise.all([lane(), lane()]);
}

async function inOrder(steps: readonly Step[]): Promise<void> {
  for (const current of steps) {
    process.stdout.write(`\n▶ ${current.name}\n`);
    report(await run(current, true));
  }
}

const packages = run(systemPackages, false);
await twoAtATime(staticChecks);
await inOrder([build, vitest]);
report(await packages);
await inOrder(afterPackages);
