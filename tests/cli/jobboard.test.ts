import { execFile } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../composition/server/createServer.ts';
import type { Database } from '../../gateway/db/openDatabase.ts';
import { seedDatabase } from '../../gateway/seed/seedDatabase.ts';
import { pgliteDatabase } from '../support/databases.ts';

/**
 * The real `jobboard` launcher, as a separate Node process, against a real gateway (Fastify over an
 * in-memory PGlite with 200 seeded offers) listening on a real port.
 */
const launcher = path.resolve(import.meta.dirname, '../../cli/bin/jobboard.js');
const offers = 200;

let database: Database;
let app: FastifyInstance;
let gateway = '';

beforeAll(async () => {
  database = await pgliteDatabase();
  await seedDatabase(database.db, { offers, now: new Date('2025-06-01T12:00:00Z') });
  app = await createServer({
    gateway: { db: database.db, databaseKind: 'pglite', version: '9.9.9-test', now: () => new Date('2025-06-01T12:00:00Z') },
    defaultTenant: 'jobboard',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  gateway = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI without blocking: the gateway answering it lives in this very process. */
function jobboard(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<Run> {
  const { JOBBOARD_GATEWAY: _gateway, JOBBOARD_TENANT: _tenant, PORT: _port, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [launcher, ...args], { env: { ...inherited, ...env }, encoding: 'utf8' }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const lines = (text: string): readonly string[] => text.split('\n').filter((line) => line !== '');

describe('jobboard against a real gateway', () => {
  it('lists the three tenants as JSON', async () => {
    const run = await jobboard(['tenants', '--json', '--gateway', gateway]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const tenants = JSON.parse(run.stdout) as ReadonlyArray<{ id: string; name: string }>;
    expect(tenants.map((tenant) => tenant.id)).toEqual(['jobboard', 'engineers', 'design']);
    expect(tenants.every((tenant) => typeof tenant.name === 'string' && tenant.name !== '')).toBe(true);
  });

  // `npm test` builds the bundle first, so the other cases run it; this one proves the way without it.
  it('answers the same from its sources (JOBBOARD_CLI_FROM_SOURCES=1, as when the bundle is missing or stale)', async () => {
    const [bundled, fromSources] = await Promise.all([
      jobboard(['tenants', '--json', '--gateway', gateway]),
      jobboard(['tenants', '--json', '--gateway', gateway], { JOBBOARD_CLI_FROM_SOURCES: '1' }),
    ]);
    expect(fromSources).toMatchObject({ code: 0, stderr: '' });
    expect(fromSources.stdout).toBe(bundled.stdout);
  });

  it('lists the tenants as a table, the gateway coming from JOBBOARD_GATEWAY', async () => {
    const run = await jobboard(['tenants'], { JOBBOARD_GATEWAY: `${gateway}/` });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const [header, ...rows] = lines(run.stdout);
    expect(header).toMatch(/^ID\s+NAME$/);
    expect(rows.map((row) => row.split(/\s{2,}/)[0])).toEqual(['jobboard', 'engineers', 'design']);
  });

  it('reports health as JSON, global options given before the command', async () => {
    const run = await jobboard(['--json', '--gateway', gateway, 'health']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(run.stdout)).toEqual({ status: 'ok', database: 'pglite', offers, version: '9.9.9-test' });
  });

  it('exits 1 with one line on stderr, and the error as JSON on stdout, when the gateway cannot be reached', async () => {
    const unreachable = `http://127.0.0.1:${await closedPort()}`;
    const run = await jobboard(['tenants', '--json', '--gateway', unreachable]);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toHaveLength(1);
    expect(run.stderr).toMatch(new RegExp(`^jobboard: cannot reach the gateway at ${unreachable}: connect ECONNREFUSED`));
    // README: with --json every failure also prints {"error": {...}} on stdout, the same line as its message.
    const { error } = JSON.parse(run.stdout) as { error: { kind: string; message: string } };
    expect(error.kind).toBe('network-failure');
    expect(`jobboard: ${error.message}\n`).toBe(run.stderr);
  });

  it('exits 2 with one line on stderr for an unknown command', async () => {
    const run = await jobboard(['frobnicate', '--gateway', gateway]);
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(lines(run.stderr)).toEqual(["jobboard: unknown command 'frobnicate' (see jobboard --help)"]);
  });
});
