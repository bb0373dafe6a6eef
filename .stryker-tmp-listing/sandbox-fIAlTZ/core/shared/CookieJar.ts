/** How long a cookie lives and where it applies. `maxAgeSeconds` 0 or less removes it. */
// @ts-nocheck

export interface CookieOptions {
  readonly maxAgeSeconds?: number;
  readonly path?: string;
}

/**
 * The cookies this app can read and write (never HttpOnly ones: those belong to the gateway).
 * Every cookie read anywhere is untrusted text: rules that read one must tolerate any string.
 */
export interface CookieJar {
  /** The decoded value, or null when absent or undecodable. Never throws, whatever the cookie text. */
  get(name: string): string | null;
  /** Writes a cookie (value is encoded by the adapter). Never throws; a refused write is silently lost. */
  set(name: string, value: string, options?: CookieOptions): void;
  /** Removes a cookie; a missing one is not an error. Never throws. */
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}
