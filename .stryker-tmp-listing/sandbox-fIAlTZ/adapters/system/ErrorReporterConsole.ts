// @ts-nocheck
import type { ErrorReporter } from '../../core/shared/ErrorReporter.ts';

/** Reports to the console until an error-reporting service is chosen (ADR pending). */
export class ErrorReporterConsole implements ErrorReporter {
  constructor(private readonly sink: Pick<Console, 'error'> = console) {}

  report(error: unknown, context: Readonly<Record<string, unknown>> = {}): void {
    try {
      this.sink.error('[jobboard]', error, context);
    } catch {
      // Reporting never fails the caller.
    }
  }
}
