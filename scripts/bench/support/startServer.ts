import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  /** Wall time from spawning the process to the first 200 on `/`, in ms. */
  readonly msToFirstPage: number;
  /** The server's process id (its CPU time is in /proc/<pid>/stat on Linux). */
  readonly pid: number;
  /** What the process printed on stdout so far (its own "ready in N ms" line among it). */
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

export interface StartOptions {
  readonly dataDir: string;
  readonly env?: Readonly<Record<string, string>>;
  /** Give up waiting for the first page after this long (a fresh 20,000-offer seed takes a while). */
  readonly timeoutMs?: number;
}

/** A port nobody listens on right now: listen on 0, read it, close. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * Starts the production server (`npm run serve`'s command, no rebuild) on a free port and resolves
 * once `/` answers 200, timing spawn to first page. Polls every 20 ms, so the figure is at most
 * that much late.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'composition/server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));

  const deadline = started + (options.timeoutMs ?? 300_000);
  for (;;) {
    if (exited !== undefined) throw new Error(`server exited with ${exited} before serving a page:\n${stderr || stdout}`);
    if (performance.now() > deadline) {
      await stopProcess(child);
      throw new Error(`server did not serve ${url} within ${options.timeoutMs ?? 300_000} ms:\n${stdout}${stderr}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const msToFirstPage = performance.now() - started;
  return { url, msToFirstPage, pid: child.pid ?? 0, output: () => stdout, stop: () => stopProcess(child) };
}

/** SIGTERM (the server closes its database), then SIGKILL if it hangs; resolves when it is gone. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(timer);
}
