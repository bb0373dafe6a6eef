import type { Log } from '../../core/shared/Log.ts';

/** Keeps logged failures in a list: tests assert on it. */
export class LogInMemory implements Log {
  readonly entries: Array<{ readonly message: string; readonly context: Readonly<Record<string, unknown>> }> = [];

  error(message: string, context: Readonly<Record<string, unknown>> = {}): void {
    this.entries.push({ message, context });
  }
}
