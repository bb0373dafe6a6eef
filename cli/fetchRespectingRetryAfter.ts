import type { FetchFunction } from './CliIo.ts';

export interface RetryAfterOptions {
  /** Retries of one request after a 429 (default 5). */
  readonly retries?: number;
  /** The longest single wait, in ms (default 60 s); a longer Retry-After is cut to it. */
  readonly maxWaitMs?: number;
  /** Told once per pause, with its length in ms (the CLI prints a line on stderr). */
  readonly onPause?: (waitMs: number) => void;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
}

/**
 * A well-behaved client for the gateway's rate limits: on 429 every request of this process
 * pauses until the gateway's Retry-After has passed (one shared pause, so eight import workers do
 * not hammer it eight times), then the request is sent again, up to `retries` times. Only requests
 * whose body can be sent again (strings, or none) are retried; the last 429 is returned as it is.
 */
export function fetchRespectingRetryAfter(fetchFunction: FetchFunction, options: RetryAfterOptions = {}): FetchFunction {
  const retries = options.retries ?? 5;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  let pausedUntil = 0;

  return async (input, init) => {
    const repeatable = init?.body === undefined || init.body === null || typeof init.body === 'string';
    for (let attempt = 0; ; attempt++) {
      const wait = pausedUntil - now();
      if (wait > 0) await sleep(wait);
      const response = await fetchFunction(input, init);
      if (response.status !== 429 || !repeatable || attempt >= retries) return response;
      await response.arrayBuffer().catch(() => undefined);
      const waitMs = Math.min(maxWaitMs, retryAfterMs(response.headers, now()) ?? 1000 * 2 ** attempt);
      const until = now() + waitMs;
      if (until > pausedUntil) {
        if (pausedUntil <= now()) options.onPause?.(waitMs);
        pausedUntil = until;
      }
    }
  };
}

/** Retry-After in seconds or as an HTTP date, else the rate limiter's x-ratelimit-reset (seconds); null when absent. */
export function retryAfterMs(headers: Headers, now: number): number | null {
  const value = headers.get('retry-after') ?? headers.get('x-ratelimit-reset');
  if (value === null || value.trim() === '') return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.max(0, Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
