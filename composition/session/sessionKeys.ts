import type { BearerTokenStore } from '../../core/session/BearerTokenStore.ts';
import type { CandidateAuthentication } from '../../core/session/CandidateAuthentication.ts';
import type { CandidateProfiles } from '../../core/session/CandidateProfiles.ts';
import type { LoadSession } from '../../core/session/LoadSession.ts';
import type { LogIn } from '../../core/session/LogIn.ts';
import type { Logout } from '../../core/session/Logout.ts';
import type { RefreshSession } from '../../core/session/RefreshSession.ts';
import type { Register } from '../../core/session/Register.ts';
import type { RequestPasswordReset } from '../../core/session/RequestPasswordReset.ts';
import type { SessionCoordinator } from '../../core/session/SessionCoordinator.ts';
import type { SessionStore } from '../../core/session/SessionStore.ts';
import type { SessionTokens } from '../../core/session/SessionTokens.ts';
import type { SetFirstPassword } from '../../core/session/SetFirstPassword.ts';
import { token, type Token } from '../kernel/Token.ts';

/** The candidate session: tokens, profile, log in, register, passwords, log out. Stores are per container. */
export const SessionKeys = {
  SessionTokens: token<SessionTokens>('session.SessionTokens'),
  CandidateProfiles: token<CandidateProfiles>('session.CandidateProfiles'),
  BearerTokenStore: token<BearerTokenStore>('session.BearerTokenStore'),
  SessionStore: token<SessionStore>('session.SessionStore'),
  SessionCoordinator: token<SessionCoordinator>('session.SessionCoordinator'),
  LoadSession: token<LoadSession>('session.LoadSession'),
  RefreshSession: token<RefreshSession>('session.RefreshSession'),
  Logout: token<Logout>('session.Logout'),
  CandidateAuthentication: token<CandidateAuthentication>('session.CandidateAuthentication'),
  LogIn: token<LogIn>('session.LogIn'),
  Register: token<Register>('session.Register'),
  SetFirstPassword: token<SetFirstPassword>('session.SetFirstPassword'),
  RequestPasswordReset: token<RequestPasswordReset>('session.RequestPasswordReset'),
} as const;

/**
 * What a candidate's use case over one of its context's ports takes, in order: the port, the
 * session's coordinator (a refused bearer is refreshed once) and store, and the context's own store.
 */
export const candidateCallDeps = <P, S>(port: Token<P>, store: Token<S>) =>
  [port, SessionKeys.SessionCoordinator, SessionKeys.SessionStore, store] as const;
