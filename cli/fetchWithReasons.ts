import type { FetchFunction } from './CliIo.ts';

/**
 * Node's fetch rejects with a bare "fetch failed" and hides the reason (ECONNREFUSED, ENOTFOUND,
 * a bad certificate) in `cause`, which the HTTP adapter does not look at. This rethrows with the
 * reason as the message so the CLI's one error line says what went wrong.
 */
export function fetchWithReasons(fetchFunction: FetchFunction): FetchFunction {
  return async (input, init) => {
    try {
      return await fetchFunction(input, init);
    } catch (error) {
      throw new Error(reasonOf(error), { cause: error });
    }
  };
}

/** The most specific message in an error's cause chain; AggregateErrors (one per address tried) give their first. */
export function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause !== undefined) {
    const inner = cause instanceof AggregateError && cause.errors.length > 0 ? cause.errors[0] : cause;
    const reason = inner instanceof Error ? inner.message || codeOf(inner) : '';
    if (reason !== '') return reason;
  }
  return error instanceof Error ? error.message : String(error);
}

function codeOf(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}
