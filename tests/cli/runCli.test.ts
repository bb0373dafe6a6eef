import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/CliContext.ts';
import { runCli } from '../../cli/main.ts';
import type { FetchFunction } from '../../adapters/http/GatewayHttpClient.ts';

/** The CLI in-process over a scripted fetch: quick checks of output and exit codes for each outcome. */
async function run(argv: readonly string[], fetch: FetchFunction, env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const requested: string[] = [];
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env,
    fetch: (input, init) => {
      requested.push(input);
      return fetch(input, init);
    },
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr, requested };
}

const json = (body: unknown, status = 200): FetchFunction => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const health = { status: 'ok', database: 'pglite', offers: 12, version: '1.2.3' };

describe('jobboard (in-process)', () => {
  it('prints health as aligned text, or as JSON with --json', async () => {
    const text = await run(['health', '--gateway', 'http://gw.test/'], json(health));
    expect(text).toMatchObject({ code: 0, stderr: '', stdout: 'status    ok\ndatabase  pglite\noffers    12\nversion   1.2.3\n' });
    expect(text.requested).toEqual(['http://gw.test/api/health']);
    const asJson = await run(['--json', 'health', '--gateway', 'http://gw.test'], json(health));
    expect(JSON.parse(asJson.stdout)).toEqual(health);
  });

  it('defaults the gateway to localhost on $PORT, and JOBBOARD_GATEWAY overrides it', async () => {
    expect((await run(['health'], json(health), { PORT: '4100' })).requested).toEqual(['http://localhost:4100/api/health']);
    expect((await run(['health'], json(health), {})).requested).toEqual(['http://localhost:3000/api/health']);
    const fromEnv = await run(['health'], json(health), { PORT: '4100', JOBBOARD_GATEWAY: 'https://jobs.example/' });
    expect(fromEnv.requested).toEqual(['https://jobs.example/api/health']);
    const flagWins = await run(['health', '--gateway', 'http://gw.test'], json(health), { JOBBOARD_GATEWAY: 'https://jobs.example' });
    expect(flagWins.requested).toEqual(['http://gw.test/api/health']);
  });

  it('treats an invalid JOBBOARD_GATEWAY as a usage error', async () => {
    const result = await run(['health'], json(health), { JOBBOARD_GATEWAY: 'jobs.example' });
    expect(result).toMatchObject({ code: 2, requested: [] });
    expect(result.stderr).toBe("jobboard: environment variable JOBBOARD_GATEWAY 'jobs.example' is invalid. It is not a URL. (see jobboard --help)\n");
  });

  it('turns a gateway error status into exit 1 and one stderr line', async () => {
    const result = await run(['tenants', '--gateway', 'http://gw.test'], async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    expect(result).toMatchObject({ code: 1, stdout: '', stderr: 'jobboard: the gateway at http://gw.test answered HTTP 502 Bad Gateway\n' });
  });

  it('turns a payload that does not match the contract into exit 1', async () => {
    const result = await run(['tenants', '--gateway', 'http://gw.test'], json([{ id: 'jobboard' }]));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^jobboard: the gateway at http:\/\/gw\.test answered with an unexpected payload \(at 0\.name\)/);
  });

  it('says why the gateway cannot be reached, not just "fetch failed"', async () => {
    const refused = async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) });
    };
    const result = await run(['health', '--gateway', 'http://127.0.0.1:9'], refused);
    expect(result).toMatchObject({ code: 1, stderr: 'jobboard: cannot reach the gateway at http://127.0.0.1:9: connect ECONNREFUSED 127.0.0.1:9\n' });
  });

  it.each([
    [['nonsense'], /^jobboard: unknown command 'nonsense' \(see jobboard --help\)\n$/],
    [['tenant'], /^jobboard: unknown command 'tenant' \(Did you mean tenants\?\) \(see jobboard --help\)\n$/],
    [['health', '--verbose'], /^jobboard: unknown option '--verbose' \(see jobboard --help\)\n$/],
    [['health', '--gateway'], /^jobboard: option '--gateway <url>' argument missing/],
    [['health', '--gateway', 'ftp://gw.test'], /^jobboard: option '--gateway <url>' argument 'ftp:\/\/gw.test' is invalid\. It must be an http or https URL\./],
  ])('exits 2 with one line for the usage error in %j', async (argv, line) => {
    const result = await run(argv, json(health));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(line);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.requested).toEqual([]);
  });

  it('prints help and the version with exit 0', async () => {
    const help = await run(['--help'], json(health));
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Exit codes:');
    const version = await run(['--version'], json(health));
    expect(version).toMatchObject({ code: 0, stdout: '0.1.0\n' });
  });
});
