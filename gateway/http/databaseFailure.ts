/**
 * What a thrown database error means for the client, read from PostgreSQL's SQLSTATE (PGlite and
 * `pg` both carry it as `code`) or from the driver's socket errors. Never its text, which names
 * tables, columns and values.
 */
export type DatabaseFailure =
  /** The server is down, restarting, or out of connections: try again shortly (503). */
  | 'unavailable'
  /** A value the database refuses (a NUL byte, an out-of-range number or date): the client's 400. */
  | 'bad-value'
  /** Not a database problem we can name. */
  | 'other';

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, idle_session_timeout. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57P05']);
/** The pg driver's own words for a connection that went away or never came. */
const UNAVAILABLE_MESSAGES = /connection terminated|not queryable|timeout exceeded when trying to connect|connection ended|terminating connection/i;

export function classifyDatabaseError(error: unknown): DatabaseFailure {
  if (typeof error !== 'object' || error === null) return 'other';
  const code = (error as { code?: unknown }).code;
  const message = (error as { message?: unknown }).message;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return 'unavailable';
    // Class 22, data exception: invalid byte sequence (a NUL), bad text representation, out of range.
    if (/^22[0-9A-Z]{3}$/.test(code)) return 'bad-value';
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error ? classifyDatabaseError(cause) : 'other';
}
