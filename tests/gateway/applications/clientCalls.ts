import type { FastifyInstance } from 'fastify';
import type { Method } from '../employer/employerHarness.ts';

export interface SendOptions {
  readonly token?: string | null;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as they are, application/octet-stream unless `contentType` says otherwise. */
  readonly bytes?: Uint8Array;
  readonly contentType?: string;
}

let clients = 0;
/** A client address per call (apart from the harness's), so that the per-client limit of applying and confirming never answers for a test. */
const nextClient = () => `10.88.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`;

/** Any request to the server, each from a client address of its own. */
export function sender(app: FastifyInstance) {
  return (method: Method, url: string, options: SendOptions = {}) => {
    const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    let payload: string | Buffer | undefined;
    if (options.bytes) {
      headers['content-type'] = options.contentType ?? 'application/octet-stream';
      payload = Buffer.from(options.bytes);
    } else if (options.body !== undefined) {
      headers['content-type'] = options.contentType ?? 'application/json';
      payload = typeof options.body === 'string' && options.contentType ? options.body : JSON.stringify(options.body);
    }
    return app.inject({ method, url, headers, remoteAddress: nextClient(), ...(payload === undefined ? {} : { payload }) });
  };
}
