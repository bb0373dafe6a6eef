import type { FastifyInstance, InjectOptions } from 'fastify';
import type { FetchFunction } from '../../adapters/http/GatewayHttpClient.ts';

const INTERNAL_ORIGIN = 'http://gateway.internal';

/**
 * A fetch that answers from the gateway in this process (Fastify's inject), so the server renderer
 * goes through the very HTTP adapters the browser uses without a trip over the network.
 */
export function injectFetch(app: FastifyInstance, forwardHeaders: Readonly<Record<string, string>> = {}): FetchFunction {
  return async (input, init = {}) => {
    const url = new URL(input, INTERNAL_ORIGIN);
    // The forwarded headers (the visitor's cookies) are for this process's gateway only: an absolute
    // URL naming any other host is refused rather than answered as if it were ours.
    if (url.origin !== INTERNAL_ORIGIN) throw new TypeError(`the server renderer's fetch serves only this gateway, not ${url.origin}`);
    const headers: Record<string, string> = { ...forwardHeaders };
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const options: InjectOptions = {
      method: (init.method ?? 'GET') as NonNullable<InjectOptions['method']>,
      url: url.pathname + url.search,
      headers,
    };
    if (typeof init.body === 'string') options.payload = init.body;
    const response = await app.inject(options);
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) value.forEach((item) => responseHeaders.append(key, item));
      else if (value !== undefined) responseHeaders.set(key, String(value));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
}
