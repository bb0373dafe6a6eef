import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../composition/server/createServer.ts';
import type { Database } from '../../gateway/db/openDatabase.ts';
import { seedDatabase } from '../../gateway/seed/seedDatabase.ts';
import { pgliteDatabase } from '../support/databases.ts';

/**
 * `jobboard alerts` and `jobboard login` as a user runs them: the real launcher in its own process,
 * with a fresh HOME, against a real gateway (Fastify over PGlite) on a real port.
 */
const launcher = path.resolve(import.meta.dirname, '../../cli/bin/jobboard.js');

let database: Database;
let app: FastifyInstance;
let gateway = '';
const temporary: string[] = [];

beforeAll(async () => {
  database = await pgliteDatabase();
  await seedDatabase(database.db, { offers: 100, now: new Date('2025-06-01T12:00:00Z') });
  app = await createServer({
    gateway: { db: database.db, databaseKind: 'pglite', version: '9.9.9-test', now: () => new Date('2025-06-01T12:00:00Z') },
    defaultTenant: 'jobboard',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  gateway = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});

function aFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(folder);
  return folder;
}

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function jobboard(home: string, args: readonly string[]): Promise<Run> {
  const { JOBBOARD_GATEWAY: _gateway, JOBBOARD_TENANT: _tenant, PORT: _port, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [launcher, '--gateway', gateway, ...args],
      { env: { ...inherited, HOME: home }, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

// Each CLI run is its own Node process (1-3 s on a busy machine): the journeys below get long timeouts.
const listing = (keyword: string) => `${gateway}/job-offers/all-locations?keyword=${keyword}`;

async function mailboxLink(email: string, kind: 'activate' | 'unsubscribe'): Promise<string> {
  const list = (await (await fetch(`${gateway}/api/jobboard/dev/mailbox`)).json()) as { items: Array<{ id: string; to: string }> };
  const item = list.items.find((entry) => entry.to === email);
  if (!item) throw new Error(`no mail to ${email}`);
  const message = (await (await fetch(`${gateway}/api/jobboard/dev/mailbox/${item.id}`)).json()) as { text: string };
  const link = message.text.match(new RegExp(`\\S*\\?job-alerts=${kind}\\S*`))?.[0];
  if (!link) throw new Error(`no ${kind} link in the mail to ${email}`);
  return link;
}

describe('jobboard alerts (guest)', () => {
  it('lists every operation in its help', async () => {
    const run = await jobboard(aFolder('jobboard-home-'), ['alerts', '--help']);
    expect(run.code).toBe(0);
    for (const command of ['list', 'save', 'create', 'enable', 'disable', 'frequency', 'delete', 'activate', 'unsubscribe', 'import', 'export']) {
      expect(run.stdout).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    }
  });

  it('saves exactly 10 searches in the home folder; the 11th fails with the limit error', async () => {
    const home = aFolder('jobboard-home-');
    const runs: Run[] = [];
    for (let i = 1; i <= 11; i++) runs.push(await jobboard(home, ['alerts', 'save', listing(`k${i}`)]));
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(runs[10]?.stderr).toMatch(/at most 10 searches/);
    const file = path.join(home, '.jobboard', 'jobboard', 'job-alerts.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);

    const list = await jobboard(home, ['alerts', 'list', '--json']);
    const parsed = JSON.parse(list.stdout) as { source: string; searches: Array<{ id: string; searchUrl: string }> };
    expect(parsed.source).toBe('local');
    expect(parsed.searches.map((search) => search.searchUrl)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/job-offers/all-locations?keyword=k${i + 1}`),
    );

    const again = await jobboard(home, ['alerts', 'save', listing('k3'), '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ target: 'local', added: false });

    const first = parsed.searches[0]?.id ?? '';
    expect((await jobboard(home, ['alerts', 'delete', first])).code).toBe(2);
    const deleted = await jobboard(home, ['alerts', 'delete', first, '--yes', '--json']);
    expect(JSON.parse(deleted.stdout)).toEqual({ deleted: true });
    expect((await jobboard(home, ['alerts', 'save', listing('k11')])).code).toBe(0);

    const exported = await jobboard(home, ['alerts', 'export', '--format', 'csv']);
    expect(exported.stdout.split('\n')[0]).toBe('id,name,searchUrl,alertStatus,frequency,unread');
    expect(exported.stdout.trim().split('\n')).toHaveLength(11);
  }, 240_000);

  it('keeps a corrupt searches file aside and says so', async () => {
    const home = aFolder('jobboard-home-');
    const folder = path.join(home, '.jobboard', 'jobboard');
    await jobboard(home, ['alerts', 'save', listing('x')]);
    writeFileSync(path.join(folder, 'job-alerts.json'), '{broken');
    const list = await jobboard(home, ['alerts', 'list']);
    expect(list.code).toBe(0);
    expect(list.stderr).toMatch(/kept at .*job-alerts\.corrupt\./);
    expect(readdirSync(folder).filter((name) => name.startsWith('job-alerts.corrupt.'))).toHaveLength(1);
  }, 60_000);

  it('refuses bad input before any call, with exit 2 and a JSON error', async () => {
    const home = aFolder('jobboard-home-');
    const url = listing('react');
    const cases: Array<[string[], string]> = [
      [['--email', 'not-an-email', '--accept-privacy'], 'invalid-email'],
      [['--email', 'a@example.com'], 'privacy-not-accepted'],
      [['--email', 'a@example.com', '--accept-privacy', '--name', 'a<b>'], 'invalid-name'],
      [['--email', 'a@example.com', '--accept-privacy', '--name', 'x'.repeat(1000)], 'invalid-name'],
    ];
    for (const [args, kind] of cases) {
      const run = await jobboard(home, ['alerts', 'create', url, '--json', ...args]);
      expect(run.code, kind).toBe(2);
      expect(JSON.parse(run.stdout).error).toMatchObject({ kind, messageKey: expect.stringMatching(/^alerts\./) });
    }
    expect((await jobboard(home, ['alerts', 'save', `${gateway}/not-a-listing`])).code).toBe(2);
  }, 120_000);

  it('creates a guest alert, activates it from the e-mail link once, and unsubscribes once', async () => {
    const home = aFolder('jobboard-home-');
    const created = await jobboard(home, [
      'alerts',
      'create',
      listing('rust'),
      '--email',
      'guest@example.com',
      '--accept-privacy',
      '--frequency',
      'weekly',
      '--json',
    ]);
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toHaveProperty('jobFilterId');
    const duplicate = await jobboard(home, ['alerts', 'create', listing('rust'), '--email', 'guest@example.com', '--accept-privacy']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);

    const activation = await mailboxLink('guest@example.com', 'activate');
    expect((await jobboard(home, ['alerts', 'activate', activation])).code).toBe(0);
    const reused = await jobboard(home, ['alerts', 'activate', activation, '--json']);
    expect(reused.code).toBe(1);
    expect(JSON.parse(reused.stdout).error.kind).toBe('activation-conflict');
    const wrong = await jobboard(home, ['alerts', 'activate', '--code', 'wrong', '--job-filter-id', '00000000-0000-4000-8000-000000000000']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/not valid or was already used/);
    const missing = await jobboard(home, ['alerts', 'activate', `${gateway}/?job-alerts=activate&code=abc`]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/needs both a code and a job filter id/);

    const unsubscribe = await mailboxLink('guest@example.com', 'unsubscribe');
    expect((await jobboard(home, ['alerts', 'unsubscribe', unsubscribe])).code).toBe(0);
    const again = await jobboard(home, ['alerts', 'unsubscribe', unsubscribe]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/not valid or was already used/);
  }, 120_000);
});

describe('jobboard alerts import', () => {
  it('imports the good rows, reports bad ones by line, and creates nothing on a re-run', async () => {
    const home = aFolder('jobboard-home-');
    const file = path.join(aFolder('jobboard-rows-'), 'rows.csv');
    writeFileSync(
      file,
      [
        'email,searchUrl,frequency,name',
        `import1@example.com,${listing('java')},daily,Java`,
        'import2@example.com,/job-offers/all-locations?keyword=go,,',
        'not-an-email,/job-offers/all-locations?keyword=x,,',
        '"import3@example.com","/job-offers/all-locations?keyword=kotlin",weekly,"Kotlin, Android"',
        'import4@example.com,/job-offers/all-locations?keyword=y,hourly,',
      ].join('\n'),
    );
    const first = await jobboard(home, ['alerts', 'import', file, '--json', '--stats']);
    expect(first.code).toBe(3);
    const summary = JSON.parse(first.stdout) as {
      created: number;
      refused: number;
      rows: Array<{ line: number; status: string }>;
      stats: { rowsPerSecond: number };
    };
    expect(summary).toMatchObject({ created: 3, refused: 2 });
    expect(summary.rows.filter((row) => row.status === 'refused').map((row) => row.line)).toEqual([4, 6]);
    expect(first.stderr).toMatch(/2 of 5 rows not imported \(lines 4, 6\)/);
    expect(summary.stats.rowsPerSecond).toBeGreaterThan(0);

    const second = await jobboard(home, ['alerts', 'import', file]);
    expect(second.code).toBe(3);
    expect(second.stdout).toMatch(/0 created, 3 skipped/);
    expect(second.stdout).toMatch(/^line 4: refused: the e-mail address is not valid/m);
  }, 60_000);

  it('reads JSON rows and exits 0 when every row is in', async () => {
    const home = aFolder('jobboard-home-');
    const file = path.join(aFolder('jobboard-rows-'), 'rows.json');
    writeFileSync(file, JSON.stringify([{ email: 'json1@example.com', searchUrl: '/job-offers/all-locations?keyword=scala' }], null, 2));
    const run = await jobboard(home, ['alerts', 'import', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^line 2: created /m);
  });

  it('a missing file is a usage error', async () => {
    expect((await jobboard(aFolder('jobboard-home-'), ['alerts', 'import', '/nonexistent/rows.csv'])).code).toBe(2);
  });
});

describe("jobboard login and the account's alerts", () => {
  it('logs in, offers and moves the local searches, and runs the lifecycle on the server', async () => {
    const register = await fetch(`${gateway}/api/jobboard/authentication/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cli-candidate@example.com', password: 'correct horse battery', firstName: 'Cli', lastName: 'Candidate' }),
    });
    expect(register.status).toBeLessThan(300);
    const home = aFolder('jobboard-home-');
    await jobboard(home, ['alerts', 'save', listing('local1')]);
    await jobboard(home, ['alerts', 'save', listing('local2')]);

    const wrong = await jobboard(home, ['login', '--email', 'cli-candidate@example.com', '--password', 'wrong password!']);
    expect(wrong.code).toBe(1);

    const login = await jobboard(home, ['login', '--email', 'cli-candidate@example.com', '--password', 'correct horse battery']);
    expect(login.code).toBe(0);
    expect(login.stdout).toMatch(/2 searches are saved on this computer/);
    const sessionFile = path.join(home, '.jobboard', 'jobboard', 'session.json');
    expect(statSync(sessionFile).mode & 0o777).toBe(0o600);

    const moved = await jobboard(home, ['alerts', 'move', '--json']);
    expect(JSON.parse(moved.stdout).moved).toHaveLength(2);

    const saved = JSON.parse((await jobboard(home, ['alerts', 'save', listing('server'), '--json'])).stdout) as {
      target: string;
      search: { id: string };
    };
    expect(saved.target).toBe('server');
    const id = saved.search.id;
    expect((await jobboard(home, ['alerts', 'enable', id, '--frequency', 'daily'])).code).toBe(0);
    const enabledAgain = await jobboard(home, ['alerts', 'enable', id]);
    expect(enabledAgain.code).toBe(1);
    expect(enabledAgain.stderr).toMatch(/already exists/);
    expect((await jobboard(home, ['alerts', 'frequency', id, 'weekly'])).code).toBe(0);
    expect((await jobboard(home, ['alerts', 'frequency', id, 'hourly'])).code).toBe(2);
    let list = JSON.parse((await jobboard(home, ['alerts', 'list', '--json'])).stdout) as {
      source: string;
      searches: Array<{ id: string; jobAlert: unknown }>;
    };
    expect(list.source).toBe('server');
    expect(list.searches.find((search) => search.id === id)?.jobAlert).toEqual({ status: 'active', frequency: 'weekly' });
    expect((await jobboard(home, ['alerts', 'disable', id])).code).toBe(0);
    expect((await jobboard(home, ['alerts', 'delete', id, '--yes'])).code).toBe(0);
    list = JSON.parse((await jobboard(home, ['alerts', 'list', '--json'])).stdout);
    expect(list.searches.map((search) => search.id)).not.toContain(id);
    expect(list.searches).toHaveLength(2);

    expect((await jobboard(home, ['logout'])).code).toBe(0);
    const guest = JSON.parse((await jobboard(home, ['alerts', 'list', '--json'])).stdout) as { source: string; searches: unknown[] };
    expect(guest).toEqual({ source: 'local', searches: [] });
  }, 240_000);

  it('creates the alert of a search already saved on the account, as the web form does', async () => {
    const register = await fetch(`${gateway}/api/jobboard/authentication/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cli-creator@example.com', password: 'correct horse battery', firstName: 'Cli', lastName: 'Creator' }),
    });
    expect(register.status).toBeLessThan(300);
    const home = aFolder('jobboard-home-');
    expect((await jobboard(home, ['login', '--email', 'cli-creator@example.com', '--password', 'correct horse battery'])).code).toBe(0);
    const saved = JSON.parse((await jobboard(home, ['alerts', 'save', listing('saved-first'), '--json'])).stdout) as { search: { id: string } };

    const created = await jobboard(home, ['alerts', 'create', listing('saved-first'), '--frequency', 'daily', '--json']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ id: saved.search.id, jobAlert: { status: 'active', frequency: 'daily' } });
    const list = JSON.parse((await jobboard(home, ['alerts', 'list', '--json'])).stdout) as { searches: Array<{ id: string }> };
    expect(list.searches.map((search) => search.id)).toEqual([saved.search.id]);
  }, 120_000);
});
