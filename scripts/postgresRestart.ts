/**
 * PostgreSQL restarted under load (item 5 of the hardening issue), run by scripts/postgresRestart.sh
 * inside a pg_virtualenv cluster. A server process over a seeded database takes 20 concurrent
 * clients of mixed reads (searches, offer pages) and writes (registrations), while the cluster is
 * stopped for a while and started again. Reported: the answers by status in each phase (a 500 is a
 * failure; 503 is the expected answer while the database is away), the time to the first success
 * after the restart, and whether every acknowledged write is in the database afterwards.
 */
import { execFileSync } from 'node:child_process';
import { migrateToLatest, openDatabase } from '../gateway/db/openDatabase.ts';
import { seedDatabase } from '../gateway/seed/seedDatabase.ts';
import { onServer, serverUrl } from '../tests/support/postgresServer.ts';
import { startServerProcess } from '../tests/support/remoteServer.ts';

const CLIENTS = 20;
const BEFORE_MS = 4_000;
const DOWN_MS = 6_000;
const AFTER_MS = 8_000;
const DATABASE = 'jobboard_restart';

type Phase = 'before' | 'down' | 'after';
const counts: Record<Phase, Map<string, number>> = { before: new Map(), down: new Map(), after: new Map() };
const acknowledged: string[] = [];
let phase: Phase = 'before';
let restartedAt = 0;
let firstSuccessAfterRestart: number | null = null;
let slowest = 0;

const cluster = (action: 'stop' | 'start') =>
  execFileSync('pg_ctlcluster', [process.env.PGVERSION ?? '15', 'regress', action, ...(action === 'stop' ? ['-m', 'fast'] : [])], {
    stdio: 'ignore',
  });
const count = (status: string) => counts[phase].set(status, (counts[phase].get(status) ?? 0) + 1);

async function client(base: string, id: number, slugs: readonly string[], until: () => boolean): Promise<void> {
  let n = 0;
  while (!until()) {
    n++;
    const write = n % 3 === 0;
    const email = `restart.${id}.${n}@example.com`;
    const started = performance.now();
    try {
      const response = write
        ? await fetch(`${base}/api/jobboard/authentication/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'restart under load', firstName: 'Re', lastName: 'Start' }),
          })
        : n % 2 === 0
          ? await fetch(`${base}/api/jobboard/v2/user-panel/offers/by-cursor?keywords=k${id}x${n}`)
          : await fetch(`${base}/api/jobboard/job-advertisements/${slugs[n % slugs.length]}`);
      await response.arrayBuffer();
      count(String(response.status));
      if (write && response.status === 201) acknowledged.push(email);
      if (response.ok && phase === 'after' && firstSuccessAfterRestart === null) firstSuccessAfterRestart = performance.now() - restartedAt;
    } catch {
      count('no answer');
    }
    slowest = Math.max(slowest, performance.now() - started);
  }
}

async function main(): Promise<void> {
  await onServer(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  });
  const url = serverUrl(DATABASE);
  const setup = await openDatabase({ kind: 'postgres', url });
  await migrateToLatest(setup.db);
  await seedDatabase(setup.db, { offers: 2_000 });
  const slugs = (await setup.db.selectFrom('offers').select('slug').where('tenant_id', '=', 'jobboard').limit(200).execute()).map((row) => row.slug);
  await setup.close();

  const server = await startServerProcess({ DATABASE_URL: url, JWT_SECRET: 'a restart experiment secret of 32+ characters' });
  let done = false;
  const clients = Array.from({ length: CLIENTS }, (_, id) => client(server.base, id, slugs, () => done));
  await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
  phase = 'down';
  cluster('stop');
  await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
  cluster('start');
  restartedAt = performance.now();
  phase = 'after';
  await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
  done = true;
  await Promise.all(clients);
  await server.stop();

  const check = await openDatabase({ kind: 'postgres', url });
  const stored = new Set((await check.db.selectFrom('candidates').select('email').execute()).map((row) => row.email));
  await check.close();
  const lost = acknowledged.filter((email) => !stored.has(email));
  const table = (Object.keys(counts) as Phase[]).map((name) => ({ phase: name, ...Object.fromEntries(counts[name]) }));
  console.table(table);
  const report = {
    clients: CLIENTS,
    downForMs: DOWN_MS,
    serverErrors500: table.reduce((sum, row) => sum + Number((row as Record<string, unknown>)['500'] ?? 0), 0),
    firstSuccessAfterRestartMs: firstSuccessAfterRestart === null ? null : Math.round(firstSuccessAfterRestart),
    slowestAnswerMs: Math.round(slowest),
    acknowledgedWrites: acknowledged.length,
    lostWrites: lost.length,
  };
  console.log(JSON.stringify(report, null, 2));
  if (report.serverErrors500 > 0 || lost.length > 0 || firstSuccessAfterRestart === null) process.exitCode = 1;
}

await main();
