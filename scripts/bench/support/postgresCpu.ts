/**
 * CPU time of a PostgreSQL server's processes, from /proc (Linux): the postmaster, its live children
 * (the backends of the pool's connections, the background workers) and the children it has reaped.
 * Read in the benchmark's process around a run: on a server of its own, the database's share of a
 * request is not in the gateway process's CPU time as it is with PGlite.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): [state, ppid, …]. */
function stat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone meanwhile
  }
}

/** Clock ticks of /proc's CPU times, in ms. */
function tickMs(): number {
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  } catch {
    return 10;
  }
}

/** A reader of the CPU time (ms) the server at `url` has used so far; NaN where /proc is missing. */
export async function postgresCpu(url: string): Promise<() => number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let postmaster: number;
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // The backend's parent, read while the connection (and so the backend) is still there.
    postmaster = Number(stat(Number(rows[0]?.pid))?.[1]);
  } finally {
    await client.end();
  }
  if (!Number.isFinite(postmaster)) return () => NaN;
  const ms = tickMs();
  // utime, stime, cutime, cstime are fields 14–17 of stat: 11–14 after the command name.
  const own = (fields: string[], withChildren: boolean) =>
    Number(fields[11]) + Number(fields[12]) + (withChildren ? Number(fields[13]) + Number(fields[14]) : 0);
  return () => {
    const main = stat(postmaster);
    if (!main) return NaN;
    let ticks = own(main, true);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const fields = stat(Number(entry));
      if (fields && Number(fields[1]) === postmaster) ticks += own(fields, false);
    }
    return ticks * ms;
  };
}
