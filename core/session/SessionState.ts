import type { LoggedCandidate } from './LoggedCandidate.ts';

/** Where the candidate session stands: not yet known (first render), a guest, or logged in. */
export type SessionState =
  { readonly status: 'unknown' } | { readonly status: 'guest' } | { readonly status: 'logged-in'; readonly candidate: LoggedCandidate };

export const unknownSession: SessionState = { status: 'unknown' };
export const guestSession: SessionState = { status: 'guest' };
export const loggedIn = (candidate: LoggedCandidate): SessionState => ({ status: 'logged-in', candidate });

export const isLoggedIn = (state: SessionState): state is Extract<SessionState, { status: 'logged-in' }> => state.status === 'logged-in';
