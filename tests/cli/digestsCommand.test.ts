import { describe, expect, it } from 'vitest';
import { DigestRunsInMemory } from '../../adapters/in-memory/alerts/DigestRunsInMemory.ts';
import type { CliIo } from '../../cli/CliIo.ts';
import type { CliSessionFile } from '../../cli/CliUseCases.ts';
import { ExitCode } from '../../cli/ExitCode.ts';
import { runCli } from '../../cli/main.ts';
import { cliUseCases } from '../../composition/cli/connectCli.ts';
import { createTestRoot } from '../../composition/roots/testRoot.ts';
import { tenants } from '../../gateway/tenancy/tenants.ts';

/**
 * `jobboard digests run [--dry-run]`: an operator runs the job-alert digests now, or sees what a run
 * would send; the counts an operator reads first (alerts due, digests written, offers listed).
 */
const TOKEN = 'operator-token-0123456789abcdef';
const due = [
  {
    alertId: 'a1',
    tenant: 'jobboard',
    email: 'ann@example.com',
    name: 'Java, Kraków',
    offers: 2,
    more: false,
    titles: ['Java Developer', 'Senior Java Engineer'],
  },
  {
    alertId: 'a2',
    tenant: 'design',
    email: 'bo@example.com',
    name: 'UX',
    offers: 20,
    more: true,
    titles: Array.from({ length: 20 }, (_, index) => `UX Designer ${index + 1}`),
  },
];
const noSessionFile: CliSessionFile = { file: '', startCapturing: () => undefined, rememberCandidate: () => undefined, clear: () => undefined };

async function run(argv: readonly string[], env: CliIo['env'], digestRuns = new DigestRunsInMemory(TOKEN, due, 1)) {
  let stdout = '';
  let stderr = '';
  const container = createTestRoot({ tenants, now: new Date('2025-01-10T00:00:00Z'), ports: { digestRuns } });
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env,
    fetch: () => Promise.reject(new Error('no network')),
  };
  const code = await runCli(argv, io, async () => cliUseCases(container, noSessionFile));
  return { code, stdout, stderr, digestRuns };
}

describe('jobboard digests run', () => {
  it('--dry-run prints the counts and each digest it would send, and sends nothing', async () => {
    const result = await run(['digests', 'run', '--dry-run'], { JOBBOARD_OPERATOR_TOKEN: TOKEN });
    expect(result.code).toBe(ExitCode.ok);
    expect(result.stdout).toMatch(/^run +dry run: nothing sent$/m);
    expect(result.stdout).toMatch(/^alerts due +3$/m);
    expect(result.stdout).toMatch(/^digests to send +2$/m);
    expect(result.stdout).toMatch(/^offers listed +22$/m);
    expect(result.stdout).toMatch(/jobboard +ann@example\.com +Java, Kraków +2 +Java Developer; Senior Java Engineer/);
    expect(result.stdout).toMatch(/design +bo@example\.com +UX +20\+/);
    expect(result.digestRuns.sent).toEqual([]);
  });

  it('sends them, and says how many; --json gives the report', async () => {
    const result = await run(['digests', 'run', '--json'], { OPERATOR_TOKEN: TOKEN });
    expect(result.code).toBe(ExitCode.ok);
    expect(JSON.parse(result.stdout)).toEqual({ dryRun: false, alerts: 3, digests: 2, offers: 22, failed: 0, preview: [] });
    expect(result.digestRuns.sent.map((digest) => digest.alertId)).toEqual(['a1', 'a2']);
  });

  it('without the operator token: exit 1, one line saying where it comes from, nothing sent', async () => {
    const result = await run(['digests', 'run'], {});
    expect(result.code).toBe(ExitCode.failed);
    expect(result.stderr).toMatch(/^jobboard: the gateway at \S+ needs its operator token: set JOBBOARD_OPERATOR_TOKEN/);
    expect(result.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(result.digestRuns.sent).toEqual([]);
  });

  it('a wrong token, or a gateway without operator calls, fails with its own line and --json error', async () => {
    const wrong = await run(['digests', 'run', '--json'], { JOBBOARD_OPERATOR_TOKEN: 'wrong' });
    expect(wrong.code).toBe(ExitCode.failed);
    expect(JSON.parse(wrong.stdout)).toMatchObject({ error: { kind: 'operator-unauthorized' } });
    const closed = await run(['digests', 'run'], { JOBBOARD_OPERATOR_TOKEN: TOKEN }, new DigestRunsInMemory(null, due));
    expect(closed.code).toBe(ExitCode.failed);
    expect(closed.stderr).toMatch(/takes no operator calls/);
  });
});
