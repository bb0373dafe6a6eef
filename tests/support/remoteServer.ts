import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';

const root = path.resolve(import.meta.dirname, '../..');

/** A server process of our own (tests/support/serverProcess.ts) and its address. */
export interface ServerProcess {
  readonly base: string;
  /** Speaks `inject`'s language over real HTTP, so the in-process test helpers drive it unchanged. */
  readonly app: FastifyInstance;
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/support/serverProcess.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server process ended (${code}) before it listened:\n${output}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return { base, app: httpInjector(base) as unknown as FastifyInstance, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** `inject({ method, url, headers, payload, cookies })` as a fetch to a real server, answering with inject's fields. */
function httpInjector(base: string) {
  return {
    inject: async (options: InjectOptions & { url: string }) => {
      const headers = new Headers(options.headers as Record<string, string> | undefined);
      const cookies = (options as { cookies?: Record<string, string> }).cookies;
      if (cookies)
        headers.set(
          'cookie',
          Object.entries(cookies)
            .map(([name, value]) => `${name}=${value}`)
            .join('; '),
        );
      let body: string | undefined;
      if (options.payload !== undefined) {
        body = typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      const response = await fetch(`${base}${options.url}`, { method: options.method ?? 'GET', headers, ...(body === undefined ? {} : { body }) });
      const text = await response.text();
      return {
        statusCode: response.status,
        body: text,
        headers: Object.fromEntries(response.headers.entries()),
        json: () => JSON.parse(text) as unknown,
        cookies: response.headers.getSetCookie().map((line) => {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1) };
        }),
      };
    },
  };
}
