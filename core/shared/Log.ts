/**
 * Where failures the spec says are "logged only" go (platform.md 8: chat init and unread-count
 * failures; engagement.md 8: a failed invitation answer): the console in a browser, a list in tests.
 * Unlike `ErrorReporter`, nothing here reaches the error-reporting service.
 */
export interface Log {
  /** Records a failure with its context. Never throws. */
  error(message: string, context?: Readonly<Record<string, unknown>>): void;
}
