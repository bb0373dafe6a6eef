import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorReporterSentry } from '../../../adapters/http/errors/ErrorReporterSentry.ts';
import { parseSentryDsn, type SentryDsn } from '../../../adapters/http/errors/sentryDsn.ts';
import { ErrorReporterInMemory } from '../../../adapters/in-memory/ErrorReporterInMemory.ts';
import { errorReporterContract } from './errorReporter.contract.ts';

/**
 * The error-reporting service's adapter against a local fake of Sentry's envelope endpoint: what
 * it sends, and that a refusing or unreachable service leaves the report in the log instead.
 */
interface Received {
  readonly method: string;
  readonly url: string;
  readonly contentType: string | undefined;
  readonly lines: unknown[];
}

let server: Server;
let port = 0;
let answer = 200;
const received: Received[] = [];
let arrived: (() => void) | null = null;

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await body(request);
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'],
      lines: text.split('\n').map((line) => JSON.parse(line) as unknown),
    });
    response.writeHead(answer, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'x' }));
    arrived?.();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = 200;
});

const dsnFor = (targetPort: number): SentryDsn => parseSentryDsn(`http://publickey123@127.0.0.1:${targetPort}/42`)!;
const nextArrival = () => new Promise<void>((resolve) => (arrived = resolve));
/** Waits until the fallback has something (the report's send settles after report() returns). */
async function fallbackHolds(fallback: ErrorReporterInMemory): Promise<void> {
  for (let tries = 0; tries < 200 && fallback.reported.length === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('ErrorReporterSentry', () => {
  it('sends one event envelope to the project’s endpoint, the key in the query', async () => {
    const fallback = new ErrorReporterInMemory();
    const reporter = new ErrorReporterSentry(dsnFor(port), fetch, {
      fallback,
      platform: 'browser',
      release: 'test',
      now: () => new Date('2026-11-20T12:00:00Z'),
    });
    const sent = nextArrival();
    reporter.report(new TypeError('profile could not load'), { context: 'session.profile', retries: 3 });
    await sent;
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/42/envelope/?sentry_key=publickey123&sentry_version=7&sentry_client=jobboard%2F0.1');
    expect(request?.contentType).toBe('application/x-sentry-envelope');
    const [header, itemHeader, event] = request?.lines as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
    expect(header).toMatchObject({ sent_at: '2026-11-20T12:00:00.000Z', dsn: `http://publickey123@127.0.0.1:${port}/42` });
    expect(itemHeader).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: header.event_id,
      timestamp: Date.parse('2026-11-20T12:00:00Z') / 1000,
      level: 'error',
      release: 'test',
      tags: { platform: 'browser' },
      exception: { values: [{ type: 'TypeError', value: 'profile could not load' }] },
      extra: { context: 'session.profile', retries: 3 },
    });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(fallback.reported).toEqual([]);
  });

  it('names a failure value by its kind', async () => {
    const reporter = new ErrorReporterSentry(dsnFor(port), fetch, { fallback: new ErrorReporterInMemory(), platform: 'server' });
    const sent = nextArrival();
    reporter.report({ kind: 'http-failure', status: 503, message: 'Service Unavailable' });
    await sent;
    const event = received[0]?.lines[2] as { exception: { values: Array<{ type: string; value: string }> } };
    expect(event.exception.values[0]?.type).toBe('http-failure');
    expect(JSON.parse(event.exception.values[0]?.value ?? '')).toEqual({ kind: 'http-failure', status: 503, message: 'Service Unavailable' });
  });

  it('leaves the report in the log when the service refuses it', async () => {
    answer = 429;
    const fallback = new ErrorReporterInMemory();
    const reporter = new ErrorReporterSentry(dsnFor(port), fetch, { fallback, platform: 'browser' });
    reporter.report(new Error('x'), { during: 'analytics' });
    await fallbackHolds(fallback);
    expect(fallback.reported).toEqual([
      { error: new Error('x'), context: { during: 'analytics', reporting: 'the error-reporting service answered 429' } },
    ]);
  });

  it('leaves the report in the log when the service cannot be reached, and never throws or waits', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const fallback = new ErrorReporterInMemory();
    const reporter = new ErrorReporterSentry(dsnFor(closedPort), fetch, { fallback, platform: 'browser' });
    expect(reporter.report(new Error('offline'))).toBeUndefined();
    await fallbackHolds(fallback);
    expect(fallback.reported[0]?.context).toEqual({ reporting: 'the error-reporting service could not be reached' });
    const throwing = new ErrorReporterSentry(
      dsnFor(port),
      () => {
        throw new Error('no fetch here');
      },
      { fallback, platform: 'browser' },
    );
    expect(() => throwing.report(new Error('y'))).not.toThrow();
  });
});

describe('parseSentryDsn', () => {
  it('reads the key, the project and the envelope endpoint', () => {
    expect(parseSentryDsn('https://abc123@o12.ingest.sentry.io/4505')).toEqual({
      dsn: 'https://abc123@o12.ingest.sentry.io/4505',
      publicKey: 'abc123',
      projectId: '4505',
      envelopeUrl: 'https://o12.ingest.sentry.io/api/4505/envelope/',
      origin: 'https://o12.ingest.sentry.io',
    });
    expect(parseSentryDsn('https://k@errors.example/sentry/7')?.envelopeUrl).toBe('https://errors.example/sentry/api/7/envelope/');
  });

  it.each([
    '',
    'not a url',
    'https://errors.example/7',
    'https://k@errors.example/',
    'https://k@errors.example/project',
    'ftp://k@errors.example/7',
    'https://k@errors.example/7?x=1',
  ])('%j is not a DSN', (text) => {
    expect(parseSentryDsn(text)).toBeNull();
  });
});

/**
 * The port's contract, over an endpoint that reads each envelope as it is sent (in process, so the
 * order and content of reports can be read back at once): the error as the service will show it
 * (an Error by name and message, a failure value by its fields) and the context as extra data.
 */
function readBack(envelope: string): { error: unknown; context: Readonly<Record<string, unknown>> } {
  const event = JSON.parse(envelope.split('\n')[2] ?? '{}') as {
    exception: { values: Array<{ type: string; value: string }> };
    extra: Record<string, unknown>;
  };
  const exception = event.exception.values[0] ?? { type: 'Error', value: '' };
  const builtIn: Record<string, ErrorConstructor> = { Error, TypeError, RangeError, SyntaxError };
  const Kind = builtIn[exception.type];
  const error: unknown = Kind ? new Kind(exception.value) : JSON.parse(exception.value);
  return { error, context: event.extra };
}

errorReporterContract(
  'ErrorReporterSentry over an endpoint that reads its envelopes',
  () => {
    const sent: string[] = [];
    const capture = async (_url: string, init: RequestInit) => {
      sent.push(String(init.body));
      return new Response(null, { status: 200 });
    };
    const reporter = new ErrorReporterSentry(dsnFor(1), capture, { fallback: new ErrorReporterInMemory(), platform: 'test' });
    return { reporter, received: () => sent.map(readBack) };
  },
  () =>
    new ErrorReporterSentry(dsnFor(1), () => Promise.reject(new Error('the service is down')), {
      fallback: new ErrorReporterInMemory(),
      platform: 'test',
    }),
);
