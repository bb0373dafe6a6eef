import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { SHARED_PAGE_HEADER } from '../../ui/app/sharedPage.ts';
import { compressPage, pageEncoding } from './pageCompression.ts';
import { cutAtNonces, sharedPageKey, sharedSeconds, withNonces, type Nonces, type SharedPages } from './sharedPages.ts';

export interface SsrOptions {
  /** The React Router server build; in production the virtual module, in dev one loaded by Vite. */
  readonly build: ServerBuild | (() => Promise<ServerBuild>);
  readonly getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext | Promise<AppLoadContext>;
  readonly mode: 'production' | 'development';
  /** Pages shared between visitors without a session (composition/server/sharedPages.ts); none: every page rendered. */
  readonly sharedPages?: SharedPages;
}

/**
 * Hands every request that no other route took to React Router, as a Web Request. Its scope's
 * content-type parsers (composition/server/formBodies.ts) have already read and capped the body.
 */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions): Promise<void> {
  pageRoute(app, createRequestHandler(options.build, options.mode), options);
}

/** React Router's request handler, or one standing in for it in tests. */
export type PageHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/**
 * The catch-all page route. A page its route marks shareable, asked for without a session, is kept
 * (composition/server/sharedPages.ts) and served to the next such visitors with their own nonces.
 */
export function pageRoute(app: FastifyInstance, handle: PageHandler, options: Pick<SsrOptions, 'getLoadContext' | 'sharedPages'>): void {
  const shared = options.sharedPages;
  app.all('/*', async (request, reply) => {
    const nonces = (reply as unknown as { cspNonce: Nonces }).cspNonce;
    const key = shared === undefined ? null : sharedPageKey(pageRequest(request));
    const kept = key === null ? null : shared?.get(key);
    if (kept) return sendWhole(request, reply.headers(Object.fromEntries(kept.headers)), withNonces(kept.parts, nonces));
    const response = await handle(toWebRequest(request, reply), await options.getLoadContext(request, reply));
    const seconds = sharedSeconds(response);
    if (response.headers.has(SHARED_PAGE_HEADER)) response.headers.delete(SHARED_PAGE_HEADER);
    if (key === null || seconds === null || !shared) return reply.send(response);
    const body = await response.text();
    const headers = [...response.headers].filter(([name]) => name !== 'content-length');
    shared.put(key, { headers, parts: cutAtNonces(body, nonces) }, seconds);
    return sendWhole(request, reply.headers(Object.fromEntries(headers)), Buffer.from(body));
  });
}

/** Smaller than this, @fastify/compress leaves an answer as it is too. */
const COMPRESS_FROM_BYTES = 1024;

/** A finished page, compressed in one go when the browser takes it so (composition/server/pageCompression.ts). */
async function sendWhole(request: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<FastifyReply> {
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' && body.length >= COMPRESS_FROM_BYTES ? pageEncoding(accepted) : null;
  if (encoding === null) return reply.send(body);
  const vary = reply.getHeader('vary');
  return reply
    .header('vary', vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`)
    .header('content-encoding', encoding)
    .send(await compressPage(body, encoding));
}

function pageRequest(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return {
    method: request.method,
    protocol: request.protocol,
    host: request.siteHost ?? request.host,
    url: request.url,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    cookies: request.cookies,
  };
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

const productionBuild = async (): Promise<ServerBuild> => (await import('virtual:react-router/server-build')) as unknown as ServerBuild;

/** The production build's own entry: React Router's server build, bound in. */
export async function productionSsrPlugin(app: FastifyInstance, options: Omit<SsrOptions, 'build' | 'mode'>): Promise<void> {
  await ssrPlugin(app, { ...options, build: await productionBuild(), mode: 'production' });
}

/** The production build's route table (the fuzz suite feeds every page it lists). */
export const productionRoutes = async (): Promise<ServerBuild['routes']> => (await productionBuild()).routes;
