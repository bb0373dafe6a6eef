import { ResultAsync } from 'neverthrow';

/**
 * One call at a time per key, shared by concurrent callers: while a call for a key runs, asking
 * again for that key returns the same result; once it settles, the next ask starts a new call.
 * (A token refresh, the session's first load, a chat token: one request however many callers.)
 */
export class SingleFlight<K, T, E> {
  private readonly running = new Map<K, ResultAsync<T, E>>();

  run(key: K, start: () => ResultAsync<T, E>): ResultAsync<T, E> {
    const pending = this.running.get(key);
    if (pending) return pending;
    const result = start();
    const shared = new ResultAsync(
      (async () => {
        try {
          return await result;
        } finally {
          this.running.delete(key);
        }
      })(),
    );
    this.running.set(key, shared);
    return shared;
  }
}
