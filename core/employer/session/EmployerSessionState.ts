import type { EmployerProfile } from '../EmployerProfile.ts';

/**
 * Where the employer session of this tab stands: not known yet (first render, before the stored
 * token or the refresh cookie was tried), anonymous, or authenticated (the profile once loaded).
 */
export type EmployerSessionState =
  { readonly status: 'unknown' } | { readonly status: 'anonymous' } | { readonly status: 'authenticated'; readonly profile: EmployerProfile | null };

export const unknownEmployerSession: EmployerSessionState = { status: 'unknown' };
export const anonymousEmployer: EmployerSessionState = { status: 'anonymous' };
export const authenticatedEmployer = (profile: EmployerProfile | null): EmployerSessionState => ({ status: 'authenticated', profile });

export const isAuthenticated = (state: EmployerSessionState): state is Extract<EmployerSessionState, { status: 'authenticated' }> =>
  state.status === 'authenticated';
