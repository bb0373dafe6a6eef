/**
 * The session feature's public entry: what other features may use of logging in and out (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { useLogout, useSessionState } from './useSession.ts';
