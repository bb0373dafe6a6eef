import type * as t from 'io-ts';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { httpFailure, networkFailure, type GatewayFailure } from '../../core/shared/Failure.ts';
import { decode } from './decode.ts';

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

/** A file the gateway sent: its status, type, Content-Disposition and bytes (never parsed). */
export interface BinaryAnswer {
  readonly status: number;
  readonly contentType: string | null;
  readonly disposition: string | null;
  readonly bytes: Uint8Array;
}

/** Any answer of the gateway: its status and its body read as JSON (null when empty or not JSON). */
export interface GatewayAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface RequestOptions {
  readonly query?: Query;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
  /** An http-failure carries the error body's `message` (when it has one) instead of the status text. */
  readonly errorMessageFromBody?: boolean;
}

/**
 * The one way adapters talk to the gateway: builds the URL, sends JSON, maps transport and status
 * failures to values and decodes the body with its contract codec. The browser, the server renderer
 * (in-process) and the CLI each hand it their own fetch.
 */
export class GatewayHttpClient {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchFunction: FetchFunction,
    private readonly defaultHeaders: () => Readonly<Record<string, string>> = () => ({}),
  ) {}

  request<A, O>(method: string, path: string, codec: t.Type<A, O, unknown>, options: RequestOptions = {}): ResultAsync<A, GatewayFailure> {
    return this.send(method, path, options).andThen((response) => readJson(response).andThen((body) => decode(codec, body)));
  }

  /** For calls whose success has no body worth decoding (204 and friends). */
  command(method: string, path: string, options: RequestOptions = {}): ResultAsync<void, GatewayFailure> {
    return this.send(method, path, options).map(() => undefined);
  }

  get<A, O>(path: string, codec: t.Type<A, O, unknown>, options: RequestOptions = {}): ResultAsync<A, GatewayFailure> {
    return this.request('GET', path, codec, options);
  }

  /**
   * For adapters that tell failures apart by the error body (RFC 6749 `error`, the offer
   * lifecycle's `error` codes): every answer comes back with its status; only the transport fails.
   * `form` sends form fields instead of JSON: `URLSearchParams` urlencoded, `FormData` multipart,
   * or a `Blob`'s bytes as they are (a file to a signed upload address), typed by the blob.
   */
  exchange(
    method: string,
    path: string,
    options: RequestOptions & { readonly form?: URLSearchParams | FormData | Blob } = {},
  ): ResultAsync<GatewayAnswer, GatewayFailure> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.defaultHeaders(), ...options.headers };
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (options.form instanceof URLSearchParams) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      init.body = options.form.toString();
    } else if (options.form !== undefined) {
      init.body = options.form;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    if (options.signal) init.signal = options.signal;
    return ResultAsync.fromPromise(this.fetchFunction(this.baseUrl + path + queryString(options.query), init), (error) =>
      networkFailure(error instanceof Error ? error.message : String(error)),
    ).andThen((response) =>
      ResultAsync.fromSafePromise(
        response.text().then(
          (text) => ({ status: response.status, body: parseJson(text) }),
          () => ({ status: response.status, body: null }),
        ),
      ),
    );
  }

  /** A file download: any status comes back with its bytes; only the transport fails. */
  download(path: string, options: Pick<RequestOptions, 'query' | 'headers'> = {}): ResultAsync<BinaryAnswer, GatewayFailure> {
    const init: RequestInit = { method: 'GET', headers: { ...this.defaultHeaders(), ...options.headers }, credentials: 'include' };
    return ResultAsync.fromPromise(this.fetchFunction(this.baseUrl + path + queryString(options.query), init), (error) =>
      networkFailure(error instanceof Error ? error.message : String(error)),
    ).andThen((response) =>
      ResultAsync.fromPromise(response.arrayBuffer(), (error) => networkFailure(error instanceof Error ? error.message : String(error))).map(
        (buffer) => ({
          status: response.status,
          contentType: response.headers.get('content-type'),
          disposition: response.headers.get('content-disposition'),
          bytes: new Uint8Array(buffer),
        }),
      ),
    );
  }

  /** The same gateway and fetch with other default headers: the employer panel's calls carry its own bearer, not the candidate's. */
  withHeaders(defaultHeaders: () => Readonly<Record<string, string>>): GatewayHttpClient {
    return new GatewayHttpClient(this.baseUrl, this.fetchFunction, defaultHeaders);
  }

  private send(method: string, path: string, options: RequestOptions): ResultAsync<Response, GatewayFailure> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.defaultHeaders(), ...options.headers };
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    if (options.signal) init.signal = options.signal;
    return ResultAsync.fromPromise(this.fetchFunction(this.baseUrl + path + queryString(options.query), init), (error) =>
      networkFailure(error instanceof Error ? error.message : String(error)),
    ).andThen((response) => {
      if (response.ok) return okAsync(response);
      return options.errorMessageFromBody ? bodyFailure(response) : errAsync(statusFailure(response));
    });
  }
}

/** The status failure, with the JSON body's `message` as an http-failure's message (none when the body has none). */
function bodyFailure(response: Response): ResultAsync<never, GatewayFailure> {
  const failure = statusFailure(response);
  if (failure.kind !== 'http-failure') return errAsync(failure);
  const message = response.text().then(
    (text) => {
      try {
        const body = JSON.parse(text) as unknown;
        const value = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
        return typeof value === 'string' ? value : undefined;
      } catch {
        return undefined;
      }
    },
    () => undefined,
  );
  return ResultAsync.fromSafePromise(message).andThen((text) => errAsync(httpFailure(response.status, text)));
}

function statusFailure(response: Response): GatewayFailure {
  if (response.status === 401) return { kind: 'unauthorized' };
  if (response.status === 404) return { kind: 'not-found' };
  return httpFailure(response.status, response.statusText || undefined);
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function readJson(response: Response): ResultAsync<unknown, GatewayFailure> {
  return ResultAsync.fromPromise(response.json() as Promise<unknown>, () => ({ kind: 'bad-gateway-payload', path: '(body is not JSON)' }) as const);
}

/** `a=1&b=x&b=y`: arrays repeat their key, empty values are left out. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
