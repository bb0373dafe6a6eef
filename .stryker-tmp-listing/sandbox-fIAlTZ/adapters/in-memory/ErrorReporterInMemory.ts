// @ts-nocheck
import type { ErrorReporter } from '../../core/shared/ErrorReporter.ts';

export interface ReportedError {
  readonly error: unknown;
  readonly context: Readonly<Record<string, unknown>>;
}

/** Keeps reported errors in a list: tests assert on it, demos can print it. */
export class ErrorReporterInMemory implements ErrorReporter {
  readonly reported: ReportedError[] = [];

  report(error: unknown, context: Readonly<Record<string, unknown>> = {}): void {
    this.reported.push({ error, context });
  }
}
