import type { AddressInfo } from 'node:net';
import type { FetchFunction } from '../../../adapters/http/GatewayHttpClient.ts';
import { startEmployerHarness, type EmployerHarness } from '../../gateway/employer/employerHarness.ts';

export interface LiveGateway {
  readonly harness: EmployerHarness;
  /** `http://127.0.0.1:<port>`: the whole server listening, so that bodies (multipart) and cookies cross a real socket. */
  readonly origin: string;
  close(): Promise<void>;
}

/** The employer harness (a seeded PGlite and the whole server) listening on a free port of this machine. */
export async function startLiveGateway(): Promise<LiveGateway> {
  const harness = await startEmployerHarness();
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = harness.app.server.address() as AddressInfo;
  return { harness, origin: `http://127.0.0.1:${port}`, close: () => harness.close() };
}

/**
 * A fetch that keeps its cookies as one browser would (the refresh token is an HttpOnly cookie):
 * every request carries them, every answer's set-cookie updates them, an expired one is dropped.
 */
export function browserFetch(): FetchFunction {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired =
        value === '' ||
        attributes.some(
          (attribute) =>
            /^\s*max-age=0\s*$/i.test(attribute) || (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1] ?? '') < Date.now()),
        );
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}
