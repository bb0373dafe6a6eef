import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo, FetchFunction } from '../../cli/CliIo.ts';
import type { ConnectCli } from '../../cli/CliUseCases.ts';
import { runCli } from '../../cli/main.ts';
import { connectCli } from '../../composition/cli/connectCli.ts';

// The CLI's files (a guest's searches, a login session) go to a home of the tests' own.
const home = mkdtempSync(path.join(tmpdir(), 'jobboard-runcli-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** The CLI in-process over a scripted fetch: quick checks of output and exit codes for each outcome. */
async function run(argv: readonly string[], fetch: FetchFunction, env: Record<string, string> = {}, stdin = '', connect: ConnectCli = connectCli) {
  let stdout = '';
  let stderr = '';
  const requested: string[] = [];
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env: { HOME: home, ...env },
    readStdin: async () => stdin,
    fetch: (input, init) => {
      requested.push(input);
      return fetch(input, init);
    },
  };
  const code = await runCli(argv, io, connect);
  return { code, stdout, stderr, requested };
}

const json =
  (body: unknown, status = 200): FetchFunction =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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
    const result = await run(
      ['tenants', '--gateway', 'http://gw.test'],
      async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }),
    );
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
    [
      ['health', '--gateway', 'ftp://gw.test'],
      /^jobboard: option '--gateway <url>' argument 'ftp:\/\/gw.test' is invalid\. It must be an http or https URL\./,
    ],
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

describe('jobboard (in-process): the one error path', () => {
  const refusing: FetchFunction = async () => new Response('down for maintenance', { status: 503, statusText: 'Service Unavailable' });
  const listing = '/job-offers/all-locations?keyword=react';

  it.each<[string, string[], string, number]>([
    ['tenants', ['tenants'], 'http-failure', 1],
    ['health', ['health'], 'http-failure', 1],
    ['url parse', ['url', 'parse', listing], 'http-failure', 1],
    ['url build', ['url', 'build'], 'http-failure', 1],
    ['offers search', ['offers', 'search', listing], 'http-failure', 1],
    ['alerts save', ['alerts', 'save', listing], 'http-failure', 1],
    ['alerts create', ['alerts', 'create', listing, '--email', 'a@example.com', '--accept-privacy'], 'http-failure', 1],
    ['alerts enable as a guest', ['alerts', 'enable', 'some-id'], 'login-required', 1],
    ['alerts delete without --yes', ['alerts', 'delete', 'some-id'], 'search-not-found', 1],
    ['alerts activate without a code', ['alerts', 'activate'], 'invalid-activation-link', 2],
    ['alerts unsubscribe', ['alerts', 'unsubscribe', 'candidate-1', 'code-1'], 'unsubscribe-failed', 1],
    ['alerts import of a missing file', ['alerts', 'import', path.join(home, 'missing.csv')], 'unreadable-file', 2],
    ['login without a password', ['login', '--email', 'a@example.com'], 'password-required', 2],
    ['login', ['login', '--email', 'a@example.com', '--password', 'secret password'], 'http-failure', 1],
    ['an unknown option', ['health', '--verbose'], 'usage', 2],
    ['an unknown command', ['frobnicate'], 'usage', 2],
  ])('%s: with --json, {"error": {...}} on stdout besides the line on stderr', async (_name, argv, kind, code) => {
    const result = await run([...argv, '--json'], refusing);
    expect(result.code).toBe(code);
    const line = result.stderr.trimEnd();
    expect(line.split('\n')).toHaveLength(1);
    const { error } = JSON.parse(result.stdout) as { error: { kind: string; message: string } };
    expect(error.kind).toBe(kind);
    expect(`jobboard: ${error.message}`).toBe(line.replace(/ \(see jobboard --help\)$/, ''));
  });

  it("a gateway failure as JSON carries the failure's fields", async () => {
    const result = await run(['tenants', '--json', '--gateway', 'http://gw.test'], refusing);
    expect(JSON.parse(result.stdout)).toEqual({
      error: { kind: 'http-failure', status: 503, message: 'the gateway at http://gw.test answered HTTP 503 Service Unavailable' },
    });
  });

  it('builds the use cases only once a command runs: never for help, usage errors or input refused before any call', async () => {
    let connections = 0;
    const counting: ConnectCli = (connection) => {
      connections++;
      return connectCli(connection);
    };
    for (const argv of [
      ['--help'],
      ['alerts', '--help'],
      ['--version'],
      ['frobnicate'],
      ['health', '--verbose'],
      ['login', '--email', 'a@example.com'],
      ['alerts', 'import', path.join(home, 'missing.csv')],
    ]) {
      await run(argv, json(health), {}, '', counting);
    }
    await run(['url', 'build'], json(health), {}, 'not json', counting);
    expect(connections).toBe(0);
    expect((await run(['health'], json(health), {}, '', counting)).code).toBe(0);
    expect(connections).toBe(1);
  });

  it('turns a composition root that cannot load into one set-up failure line', async () => {
    const broken: ConnectCli = () => Promise.reject(new Error('Cannot find module inversify'));
    const result = await run(['tenants', '--json'], json([]), {}, '', broken);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('jobboard: cannot set up the CLI: Cannot find module inversify\n');
    expect(JSON.parse(result.stdout)).toEqual({ error: { kind: 'set-up-failed', message: 'cannot set up the CLI: Cannot find module inversify' } });
  });
});
