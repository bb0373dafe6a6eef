/** Where unexpected or reportable failures go (an error-reporting service in production). */
// @ts-nocheck

export interface ErrorReporter {
  /** Records an error with its context. Never throws and never fails the caller. */
  report(error: unknown, context?: Readonly<Record<string, unknown>>): void;
}
