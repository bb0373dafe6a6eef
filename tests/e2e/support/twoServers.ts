import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../../support/throwawayPostgres.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Two production servers (the build, as `npm start` serves it) on one throwaway PostgreSQL 15 cluster. */
export interface TwoServers {
  /** `http://127.0.0.1:<port>` of each server (a plain address: the default tenant, jobboard). */
  readonly a: string;
  readonly b: string;
  readonly databaseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits for a line of a child's output that matches, or fails with what it printed. */
function waitFor(child: ChildProcess, pattern: RegExp, what: string, timeoutMs: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${timeoutMs} ms:\n${output.slice(-4000)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} ended (${code}) before it started:\n${output.slice(-4000)}`));
    });
  });
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function startServer(
  databaseUrl: string,
  secret: string,
  env: Record<string, string>,
): Promise<{ port: number; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-chat-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'composition/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      DEFAULT_TENANT: 'jobboard',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitFor(child, /Jobboard is ready/, `the server on port ${port}`, 240_000);
  return { port, child, dataDir };
}

/**
 * Starts PostgreSQL, then server A (which migrates and seeds a few offers), then server B on the
 * same database and key: two processes behind one board, as docs/chat.md's fan-out expects.
 */
export async function startTwoServers(): Promise<TwoServers> {
  const postgres = await startThrowawayPostgres();
  const databaseUrl = postgres.url('postgres');
  const secret = randomBytes(36).toString('base64url');
  const started: Array<{ child: ChildProcess; dataDir: string }> = [];
  try {
    const a = await startServer(databaseUrl, secret, { SEED_OFFERS: '200' });
    started.push(a);
    const b = await startServer(databaseUrl, secret, { SEED_OFFERS: '200' });
    started.push(b);
    return {
      a: `http://127.0.0.1:${a.port}`,
      b: `http://127.0.0.1:${b.port}`,
      databaseUrl,
      stop: async () => {
        await Promise.all(started.map((server) => stopChild(server.child)));
        started.forEach((server) => rmSync(server.dataDir, { recursive: true, force: true }));
        await postgres.stop();
      },
    };
  } catch (error) {
    await Promise.all(started.map((server) => stopChild(server.child, 'SIGKILL')));
    await postgres.stop();
    throw error;
  }
}
