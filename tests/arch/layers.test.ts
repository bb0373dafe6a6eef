import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const depcruiseBin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const layers = ['core', 'adapters', 'ui', 'cli', 'composition', 'contract', 'gateway'];

/**
 * A tiny repository with one deliberate breach per rule, next to imports each rule must allow. The
 * expected list is exact: a rule removed or loosened misses its line, a rule too broad adds one.
 */
const fixture: Readonly<Record<string, string>> = {
  // Allowed: core to core, core to the allowed packages.
  'core/fine/Things.ts':
    "import type { ResultAsync } from 'neverthrow';\nimport { Observable } from 'rxjs';\nimport * as t from 'io-ts';\nimport { isLeft } from 'fp-ts/lib/Either.js';\nimport type { Clock } from './Clock.ts';\nexport type X = [ResultAsync<1, 2>, Observable<1>, t.Mixed, typeof isLeft, Clock];\n",
  'core/fine/Clock.ts': 'export interface Clock { now(): Date }\n',
  // A type-only import counts: the design depends on it even though it is erased at runtime.
  'core/bad/ImportsAdapter.ts': "import type { ThingHttp } from '../../adapters/http/ThingHttp.ts';\nexport type Y = ThingHttp;\n",
  'core/bad/ImportsContract.ts': "import { ThingCodec } from '../../contract/thing.ts';\nexport const z = ThingCodec;\n",
  'core/bad/ReadsFiles.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  'core/bad/UsesInversify.ts': "import { Container } from 'inversify';\nexport const c = Container;\n",
  'core/bad/UsesMissing.ts': "import { x } from 'no-such-package-for-layers-test';\nexport const y = x;\n",
  'core/cycle/A.ts': "import type { B } from './B.ts';\nexport interface A { b: B }\n",
  'core/cycle/B.ts': "import type { A } from './A.ts';\nexport interface B { a: A }\n",
  // Allowed: adapters to core and contract.
  'adapters/http/ThingHttp.ts':
    "import type { Clock } from '../../core/fine/Clock.ts';\nimport { ThingCodec } from '../../contract/thing.ts';\nexport class ThingHttp { constructor(readonly clock: Clock, readonly codec = ThingCodec) {} }\n",
  'adapters/http/Wired.ts': "import { createContainer } from '../../composition/containers.ts';\nexport const w = createContainer;\n",
  'adapters/storage/UsesUi.ts': "import { page } from '../../ui/page.ts';\nexport const u = page;\n",
  // Allowed: the CLI to core and contract; its launcher (cli/bin/) to the CLI's composition entry.
  'cli/main.ts':
    "import { createContainer } from '../composition/containers.ts';\nimport { createServer } from '../composition/server/createServer.ts';\nimport type { Clock } from '../core/fine/Clock.ts';\nimport { ThingCodec } from '../contract/thing.ts';\nexport const m = [createContainer, createServer, ThingCodec];\nexport type M = Clock;\n",
  'cli/commands/serverCommand.ts': "import { routes } from '../../gateway/routes.ts';\nexport const r = routes;\n",
  'cli/commands/thingCommand.ts':
    "import { ThingHttp } from '../../adapters/http/ThingHttp.ts';\nimport { page } from '../../ui/page.ts';\nexport const t = [ThingHttp, page];\n",
  'cli/bin/launcher.ts':
    "import { m } from '../main.ts';\nimport { connectCli } from '../../composition/cli/connectCli.ts';\nimport { createContainer } from '../../composition/containers.ts';\nexport const l = [m, connectCli, createContainer];\n",
  'composition/containers.ts': 'export const createContainer = () => 1;\n',
  'composition/server/createServer.ts': 'export const createServer = () => 2;\n',
  'composition/cli/connectCli.ts': "import type { M } from '../../cli/main.ts';\nexport const connectCli = (): M | null => null;\n",
  // Allowed: ui to composition and core.
  'ui/page.ts':
    "import { createContainer } from '../composition/containers.ts';\nimport type { Clock } from '../core/fine/Clock.ts';\nimport { ThingHttp } from '../adapters/http/ThingHttp.ts';\nexport const page = [createContainer, ThingHttp] as const;\nexport type P = Clock;\n",
  'ui/api.ts': "import { routes } from '../gateway/routes.ts';\nexport const a = routes;\n",
  // Features: another feature only through its public entry (index.ts); never both ways; shared layers below them all.
  'ui/features/jobs/JobsPage.ts':
    "import { Heart } from '../saved/index.ts';\nimport { heartStyle } from '../saved/hearts/heartStyle.ts';\nimport { Card } from '../../components/Card.ts';\nexport const j = [Heart, heartStyle, Card];\n",
  'ui/features/jobs/index.ts': "export { jobTitle } from './jobTitle.ts';\n",
  'ui/features/jobs/jobTitle.ts': "export const jobTitle = 'title';\n",
  'ui/features/saved/index.ts': "export { Heart } from './hearts/Heart.ts';\n",
  'ui/features/saved/hearts/Heart.ts': "import { jobTitle } from '../../jobs/index.ts';\nexport const Heart = jobTitle;\n",
  'ui/features/saved/hearts/heartStyle.ts': "export const heartStyle = 'red';\n",
  'ui/components/Card.ts': "import { Heart } from '../features/saved/index.ts';\nexport const Card = Heart;\n",
  'ui/routes/jobs.ts':
    "import { j } from '../features/jobs/JobsPage.ts';\nimport { heartStyle } from '../features/saved/hearts/heartStyle.ts';\nexport const r = [j, heartStyle];\n",
  // Allowed: gateway to contract and core.
  'gateway/routes.ts':
    "import { ThingCodec } from '../contract/thing.ts';\nimport type { Clock } from '../core/fine/Clock.ts';\nexport const routes = [ThingCodec];\nexport type R = Clock;\n",
  'gateway/wired.ts':
    "import { createContainer } from '../composition/containers.ts';\nimport { ThingHttp } from '../adapters/http/ThingHttp.ts';\nimport { page } from '../ui/page.ts';\nexport const g = [createContainer, ThingHttp, page];\n",
  // Allowed: contract to contract and io-ts.
  'contract/thing.ts': "import * as t from 'io-ts';\nimport { Id } from './id.ts';\nexport const ThingCodec = t.type({ id: Id });\n",
  'contract/id.ts': "import * as t from 'io-ts';\nexport const Id = t.string;\n",
  'contract/usesCore.ts':
    "import type { Clock } from '../core/fine/Clock.ts';\nimport { Container } from 'inversify';\nexport type C = Clock;\nexport const k = Container;\n",
};

const expectedViolations = [
  'adapters-not-to-ui-composition-gateway: adapters/http/Wired.ts -> composition/containers.ts',
  'adapters-not-to-ui-composition-gateway: adapters/storage/UsesUi.ts -> ui/page.ts',
  'cli-launcher-only-to-cli-root: cli/bin/launcher.ts -> composition/containers.ts',
  'cli-not-to-adapters-ui-gateway: cli/commands/serverCommand.ts -> gateway/routes.ts',
  'cli-not-to-adapters-ui-gateway: cli/commands/thingCommand.ts -> adapters/http/ThingHttp.ts',
  'cli-not-to-adapters-ui-gateway: cli/commands/thingCommand.ts -> ui/page.ts',
  'cli-not-to-composition: cli/main.ts -> composition/containers.ts',
  'cli-not-to-composition: cli/main.ts -> composition/server/createServer.ts',
  'contract-only-codecs: contract/usesCore.ts -> core/fine/Clock.ts',
  'contract-only-codecs: contract/usesCore.ts -> inversify',
  'core-not-to-node-builtins: core/bad/ReadsFiles.ts -> fs',
  'core-not-to-outer-layers: core/bad/ImportsAdapter.ts -> adapters/http/ThingHttp.ts',
  'core-not-to-outer-layers: core/bad/ImportsContract.ts -> contract/thing.ts',
  'core-not-to-unresolvable: core/bad/UsesMissing.ts -> no-such-package-for-layers-test',
  'core-only-allowed-packages: core/bad/UsesInversify.ts -> inversify',
  'gateway-not-to-ui-adapters-composition: gateway/wired.ts -> adapters/http/ThingHttp.ts',
  'gateway-not-to-ui-adapters-composition: gateway/wired.ts -> composition/containers.ts',
  'gateway-not-to-ui-adapters-composition: gateway/wired.ts -> ui/page.ts',
  'no-circular: core/cycle/A.ts -> core/cycle/B.ts',
  'ui-features-one-way: ui/features/jobs -> ui/features/saved',
  'ui-features-one-way: ui/features/saved -> ui/features/jobs',
  'ui-features-through-entry: ui/features/jobs/JobsPage.ts -> ui/features/saved/hearts/heartStyle.ts',
  'ui-not-to-adapters-gateway: ui/api.ts -> gateway/routes.ts',
  'ui-not-to-adapters-gateway: ui/page.ts -> adapters/http/ThingHttp.ts',
  'ui-shared-not-to-features: ui/components/Card.ts -> ui/features/saved/index.ts',
];

interface Violation {
  readonly rule: { readonly name: string };
  readonly from: string;
  readonly to: string;
}

/** `../../work/main/node_modules/inversify/lib/index.js` reads as `inversify`; local paths stay as they are. */
function packageName(resolved: string): string {
  return /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved)?.[1] ?? resolved;
}

let fixtureDir = '';

beforeAll(() => {
  fixtureDir = mkdtempSync(path.join(tmpdir(), 'jobboard-layers-'));
  for (const [file, text] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(fixtureDir, file)), { recursive: true });
    writeFileSync(path.join(fixtureDir, file), text);
  }
  // The real tsconfig and packages, so resolution works exactly as in the repository.
  copyFileSync(path.join(root, 'tsconfig.json'), path.join(fixtureDir, 'tsconfig.json'));
  writeFileSync(path.join(fixtureDir, 'package.json'), JSON.stringify({ name: 'layers-fixture', private: true, type: 'module' }));
  symlinkSync(path.join(root, 'node_modules'), path.join(fixtureDir, 'node_modules'), 'dir');
});

afterAll(() => {
  if (fixtureDir !== '') rmSync(fixtureDir, { recursive: true, force: true });
});

describe('layer rules (.dependency-cruiser.cjs)', () => {
  it('catch every deliberate breach in a fixture, and nothing it is allowed to do', async () => {
    const report = await depcruise(['--output-type', 'json']);
    expect(report.stderr).toBe('');
    const { summary } = JSON.parse(report.stdout) as { summary: { violations: readonly Violation[] } };
    const found = summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${packageName(v.to)}`).sort();
    expect(found).toEqual(expectedViolations);
  });

  it('fail the command (as `npm run test:layers` runs it) when a rule is broken', async () => {
    // The JSON reporter always exits 0; the default reporter, the one the script uses, exits with the error count.
    const run = await depcruise([]);
    expect(run.status).toBe(expectedViolations.length);
    expect(run.stdout).toContain('core-not-to-outer-layers');
  });
});

interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

function depcruise(extraArgs: readonly string[]): Promise<Run> {
  const args = [depcruiseBin, ...layers, '--config', path.join(root, '.dependency-cruiser.cjs'), ...extraArgs];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: fixtureDir, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const status = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ status, stdout, stderr });
    });
  });
}
