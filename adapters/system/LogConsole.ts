import type { Log } from '../../core/shared/Log.ts';

/** Logged-only failures to the console (the browser's, or the server's log). */
export class LogConsole implements Log {
  constructor(private readonly sink: Pick<Console, 'warn'> = console) {}

  error(message: string, context: Readonly<Record<string, unknown>> = {}): void {
    try {
      this.sink.warn('[jobboard]', message, context);
    } catch {
      // Logging never fails the caller.
    }
  }
}
