import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';

export interface SsrOptions {
  /** The React Router server build; in production the virtual module, in dev one loaded by Vite. */
  readonly build: ServerBuild | (() => Promise<ServerBuild>);
  readonly getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext | Promise<AppLoadContext>;
  readonly mode: 'production' | 'development';
}

/**
 * Hands every request that no other route took to React Router, as a Web Request. Its scope's
 * content-type parsers (composition/server/formBodies.ts) have already read and capped the body.
 */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const handle = createRequestHandler(options.build, options.mode);
  app.all('/*', async (request, reply) => {
    const response = await handle(toWebRequest(request, reply), await options.getLoadContext(request, reply));
    return reply.send(response);
  });
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  // Only the path and query come from the request line: an absolute-form target ('http://other/x')
  // or a '//other/x' path must not hand the pages another host.
  const target = new URL(request.url, 'http://target.invalid');
  const url = new URL(`${request.protocol}://${request.siteHost ?? request.host}${target.pathname}${target.search}`);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body)) {
    init.body = new Uint8Array(request.body);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** The production build's own entry: React Router's server build, bound in. */
export async function productionSsrPlugin(app: FastifyInstance, options: Omit<SsrOptions, 'build' | 'mode'>): Promise<void> {
  const build = (await import('virtual:react-router/server-build')) as unknown as ServerBuild;
  await ssrPlugin(app, { ...options, build, mode: 'production' });
}
