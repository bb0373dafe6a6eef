import { spawn } from 'node:child_process';
import { serverUrl, type PostgresEnv } from './postgresServer.ts';

/** A PostgreSQL 15 cluster of its own, dropped by `stop`. */
export interface ThrowawayPostgres {
  /** The PG* variables pg_virtualenv exported for it (host, port, user, password). */
  readonly env: PostgresEnv;
  /** `postgres://…` for one database of the cluster. */
  url(database: string): string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL 15 cluster made by `pg_virtualenv -t -v 15` (a temporary directory of its own, so it
 * never meets another run's cluster, such as the `regress` cluster scripts/testOnPostgres.sh makes),
 * kept while a `sleep` inside it runs: ending that sleep makes pg_virtualenv drop the cluster. Its
 * address comes from the PG* variables pg_virtualenv exports. Needs postgresql-common and
 * postgresql-15 (scripts/ensurePostgres.sh installs them).
 */
export async function startThrowawayPostgres(timeoutMs = 120_000): Promise<ThrowawayPostgres> {
  const child = spawn('pg_virtualenv', ['-t', '-v', '15', 'sh', '-c', 'echo "PGENV $$ $PGHOST $PGPORT $PGUSER $PGPASSWORD"; exec sleep 3600'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [, pid, host, port, user, password] = await new Promise<RegExpExecArray>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`pg_virtualenv did not start within ${timeoutMs} ms:\n${output.slice(-4000)}`)), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PGENV (\d+) (\S+) (\d+) (\S+) (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`pg_virtualenv ended (${code}) before it started:\n${output.slice(-4000)}`));
    });
  });
  const env: PostgresEnv = { PGHOST: host!, PGPORT: port!, PGUSER: user!, PGPASSWORD: password! };
  return {
    env,
    url: (database) => serverUrl(database, env),
    stop: async () => {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(Number(pid), 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    },
  };
}
