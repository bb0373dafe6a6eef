/** The listing search benchmarks' server: support/listingServer.ts in a child process, driven over IPC (floor queries, CPU time, profiles). */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { DatabaseSource } from '../../../gateway/db/openDatabase.ts';
import type { ParentMessage, ServerMessage } from './listingServer.ts';
import { projectRoot } from './startServer.ts';

export interface ListingServer {
  readonly port: number;
  readonly startMs: number;
  ask(message: Extract<ParentMessage, { kind: 'floor' }>): Promise<Extract<ServerMessage, { kind: 'floor' }>>;
  cpuMs(): Promise<Extract<ServerMessage, { kind: 'cpu' }>>;
  profile(action: 'start' | 'stop', file?: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the server over `source`: a PostgreSQL server reaches it as `DATABASE_URL`, as the product's
 * does; a PGlite folder as its argument (and `DATABASE_URL` cleared, so that one set in this shell
 * does not win over it).
 */
export async function startListingServer(
  source: DatabaseSource,
  env: Readonly<Record<string, string>>,
  log: (line: string) => void,
): Promise<ListingServer> {
  if (source.kind === 'pglite' && source.dataDir === null) throw new Error('the listing server needs a PGlite data folder, not memory');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'scripts/bench/support/listingServer.ts'), ...(source.kind === 'pglite' ? [source.dataDir!] : [])],
    {
      cwd: projectRoot,
      env: { ...process.env, ...env, DATABASE_URL: source.kind === 'postgres' ? source.url : '' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the listing server exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (message: ServerMessage) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  const ready = await next();
  if (ready.kind !== 'ready') throw new Error('the listing server did not start');
  log(`server ready in ${ready.startMs} ms (migrations, planner statistics) on port ${ready.port}`);
  return {
    port: ready.port,
    startMs: ready.startMs,
    ask: async (message) => {
      const answer = next();
      child.send(message);
      const result = await answer;
      if (result.kind !== 'floor') throw new Error('unexpected answer from the listing server');
      return result;
    },
    profile: async (action, file) => {
      const answer = next();
      child.send({ kind: 'profile', action, ...(file ? { file } : {}) } satisfies ParentMessage);
      await answer;
    },
    cpuMs: async () => {
      const answer = next();
      child.send({ kind: 'cpu' } satisfies ParentMessage);
      const result = await answer;
      if (result.kind !== 'cpu') throw new Error('unexpected answer from the listing server');
      return result;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = once(child, 'exit');
      child.send({ kind: 'stop' } satisfies ParentMessage);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
