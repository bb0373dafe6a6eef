import type { ErrorReporter } from '../../../core/shared/ErrorReporter.ts';
import type { SentryDsn } from './sentryDsn.ts';

export type SendFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface SentryOptions {
  /** Where the report goes when the service cannot be reached or refuses it: the log, by default. */
  readonly fallback: ErrorReporter;
  /** `browser` or `server`: which side of the app reported it. */
  readonly platform: string;
  readonly release?: string;
  readonly now?: () => Date;
}

/** Sentry's client identifier for this app; the service shows it with each event. */
const CLIENT = 'jobboard/0.1';

/**
 * Reports to an error-reporting service over Sentry's envelope protocol (POST
 * `/api/{project}/envelope/`, the key in the query so a browser sends it without a preflight):
 * one `event` item per report, with the error's type and message and the caller's context as
 * extra data. Never throws and never makes the caller wait; what the service does not take goes to
 * the fallback (the log), so no report is lost silently.
 */
export class ErrorReporterSentry implements ErrorReporter {
  constructor(
    private readonly dsn: SentryDsn,
    private readonly send: SendFunction,
    private readonly options: SentryOptions,
  ) {}

  report(error: unknown, context: Readonly<Record<string, unknown>> = {}): void {
    try {
      const url = `${this.dsn.envelopeUrl}?sentry_key=${encodeURIComponent(this.dsn.publicKey)}&sentry_version=7&sentry_client=${encodeURIComponent(CLIENT)}`;
      void this.send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: this.envelope(error, context),
        keepalive: true,
      }).then(
        (response) => {
          if (!response.ok) this.options.fallback.report(error, { ...context, reporting: `the error-reporting service answered ${response.status}` });
        },
        () => this.options.fallback.report(error, { ...context, reporting: 'the error-reporting service could not be reached' }),
      );
    } catch {
      this.options.fallback.report(error, context);
    }
  }

  /** The envelope: its header, then one event item (header line, payload line). */
  envelope(error: unknown, context: Readonly<Record<string, unknown>>): string {
    const now = (this.options.now ?? (() => new Date()))();
    const eventId = randomHex(16);
    const event = {
      event_id: eventId,
      timestamp: now.getTime() / 1000,
      platform: 'javascript',
      level: 'error',
      logger: this.options.platform,
      ...(this.options.release ? { release: this.options.release } : {}),
      tags: { platform: this.options.platform },
      exception: { values: [exceptionOf(error)] },
      extra: safeJson(context),
    };
    return [
      JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: this.dsn.dsn }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event),
    ].join('\n');
  }
}

/** An Error by its name and message; a failure value (`{ kind }`) by its kind and its fields; anything else as text. */
function exceptionOf(error: unknown): { type: string; value: string } {
  if (error instanceof Error) return { type: error.name, value: error.message };
  if (typeof error === 'object' && error !== null && typeof (error as { kind?: unknown }).kind === 'string') {
    return { type: (error as { kind: string }).kind, value: JSON.stringify(safeJson(error)) };
  }
  return { type: 'Error', value: String(error) };
}

/** Context as JSON can carry it (cycles and functions dropped), never throwing. */
function safeJson(value: unknown): unknown {
  try {
    const seen = new WeakSet<object>();
    return JSON.parse(
      JSON.stringify(value, (_key, item: unknown) => {
        if (typeof item === 'object' && item !== null) {
          if (seen.has(item)) return '[circular]';
          seen.add(item);
        }
        return typeof item === 'function' ? undefined : item;
      }) ?? 'null',
    ) as unknown;
  } catch {
    return String(value);
  }
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return [...values].map((value) => value.toString(16).padStart(2, '0')).join('');
}
