import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { AuthenticationFailure, CandidateAuthentication, Credentials, FirstPassword, Registration } from '../../../core/session/CandidateAuthentication.ts';
import type { CandidateProfile } from '../../../core/session/LoggedCandidate.ts';
import type { RefreshedSession } from '../../../core/session/SessionTokens.ts';

interface Account {
  /** Null: made by a job-alert form, waiting for its first password (`code`). */
  readonly password: string | null;
  readonly profile: CandidateProfile;
  readonly code?: string | null;
}

export interface CandidateAuthenticationInMemoryOptions {
  /** Issues the bearer token for a candidate (e.g. SessionTokensInMemory.issue, so other fakes accept it). */
  readonly issue: (candidateId: string) => string;
  /** Adds a favourite for the candidate when a login carries favoriteOfferId. */
  readonly addFavourite?: (offerId: string) => void;
  readonly featureFlags?: number;
}

/**
 * Candidate accounts in a map, with the gateway's answers: a wrong e-mail or password is
 * invalid-credentials (never which), a taken e-mail on registration is email-taken, e-mails compare
 * case-insensitively. `failNext` makes the next call fail; `calls` records what was sent.
 */
export class CandidateAuthenticationInMemory implements CandidateAuthentication {
  private readonly accounts = new Map<string, Account>();
  private readonly failures: AuthenticationFailure[] = [];
  private nextId = 1;
  readonly calls: { readonly call: 'login' | 'register' | 'set-password'; readonly body: Credentials | Registration | FirstPassword }[] = [];

  constructor(private readonly options: CandidateAuthenticationInMemoryOptions) {}

  /** Test helper: an existing account. */
  addAccount(email: string, password: string, profile: CandidateProfile): void {
    this.accounts.set(email.trim().toLowerCase(), { password, profile });
  }

  failNext(...failures: AuthenticationFailure[]): void {
    this.failures.push(...failures);
  }

  login(credentials: Credentials): ResultAsync<RefreshedSession, AuthenticationFailure> {
    this.calls.push({ call: 'login', body: credentials });
    const failure = this.failures.shift();
    if (failure) return errAsync(failure);
    const account = this.accounts.get(credentials.email.trim().toLowerCase());
    if (!account || account.password !== credentials.password) return errAsync({ kind: 'invalid-credentials' });
    return okAsync(this.open(account.profile, credentials.favoriteOfferId));
  }

  register(registration: Registration): ResultAsync<RefreshedSession, AuthenticationFailure> {
    this.calls.push({ call: 'register', body: registration });
    const failure = this.failures.shift();
    if (failure) return errAsync(failure);
    const email = registration.email.trim().toLowerCase();
    if (this.accounts.has(email)) return errAsync({ kind: 'email-taken' });
    const profile: CandidateProfile = {
      id: `candidate-${this.nextId++}`,
      firstName: registration.firstName,
      lastName: registration.lastName,
      email,
      avatarUrl: null,
      unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
    };
    this.accounts.set(email, { password: registration.password, profile });
    return okAsync(this.open(profile, registration.favoriteOfferId));
  }

  /** Test helper: an account without a password yet, and the single-use code that sets it. */
  addPasswordlessAccount(email: string, code: string, profile: CandidateProfile): void {
    this.accounts.set(email.trim().toLowerCase(), { password: null, profile, code });
  }

  setPassword(input: FirstPassword): ResultAsync<RefreshedSession, AuthenticationFailure> {
    this.calls.push({ call: 'set-password', body: input });
    const failure = this.failures.shift();
    if (failure) return errAsync(failure);
    const entry = [...this.accounts.entries()].find(([, account]) => account.profile.id === input.candidateId);
    if (!entry || entry[1].password !== null || entry[1].code !== input.code) return errAsync({ kind: 'invalid-code' });
    this.accounts.set(entry[0], { password: input.password, profile: entry[1].profile, code: null });
    return okAsync(this.open(entry[1].profile, undefined));
  }

  private open(profile: CandidateProfile, favoriteOfferId: string | undefined): RefreshedSession {
    const token = this.options.issue(profile.id);
    if (favoriteOfferId !== undefined) this.options.addFavourite?.(favoriteOfferId);
    return { token, candidate: { ...profile, featureFlags: this.options.featureFlags ?? 0 } };
  }
}
