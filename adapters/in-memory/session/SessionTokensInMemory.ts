import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { CandidateProfiles } from '../../../core/session/CandidateProfiles.ts';
import type { CandidateProfile } from '../../../core/session/LoggedCandidate.ts';
import type { RefreshedSession, SessionTokens } from '../../../core/session/SessionTokens.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';

export interface SessionTokensInMemoryOptions {
  /** The candidate behind the refresh cookie; null: no valid refresh cookie (refresh answers 401). */
  readonly candidate: CandidateProfile | null;
  readonly featureFlags?: number;
  /** What the client would send as its bearer (the composition's header function reads the same store). */
  readonly bearer: () => string | null;
}

const base64Url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A fake gateway session: issues JWT-shaped (unsigned) tokens on refresh, accepts only the latest
 * one, and records every call so tests can assert outcomes. Serves as both SessionTokens and
 * CandidateProfiles, and its `authorizes` gives other fakes (favourites, consents) the same bearer check.
 */
export class SessionTokensInMemory implements SessionTokens, CandidateProfiles {
  private candidate: CandidateProfile | null;
  private featureFlags: number;
  private validToken: string | null = null;
  private issued = 0;
  private gate: Promise<void> | null = null;
  private readonly profileFailures: GatewayFailure[] = [];
  /** Every refresh with its outcome. */
  readonly refreshes: ('ok' | 'unauthorized')[] = [];
  readonly profileCalls: { readonly id: string; readonly outcome: 'ok' | GatewayFailure['kind'] }[] = [];
  logouts = 0;

  constructor(private readonly options: SessionTokensInMemoryOptions) {
    this.candidate = options.candidate;
    this.featureFlags = options.featureFlags ?? 0;
  }

  refresh(): ResultAsync<RefreshedSession, GatewayFailure> {
    const gate = this.gate ?? Promise.resolve();
    return ResultAsync.fromSafePromise(gate).andThen(() => {
      const candidate = this.candidate;
      if (candidate === null) {
        this.refreshes.push('unauthorized');
        return errAsync<RefreshedSession, GatewayFailure>({ kind: 'unauthorized' });
      }
      this.refreshes.push('ok');
      const token = this.issue(candidate.id);
      return okAsync({ token, candidate: { ...candidate, featureFlags: this.featureFlags } });
    });
  }

  logout(): ResultAsync<void, GatewayFailure> {
    this.logouts += 1;
    this.candidate = null;
    this.validToken = null;
    return okAsync(undefined);
  }

  profile(id: string): ResultAsync<CandidateProfile, GatewayFailure> {
    const record = (outcome: 'ok' | GatewayFailure['kind']) => this.profileCalls.push({ id, outcome });
    if (!this.authorizes()) {
      record('unauthorized');
      return errAsync({ kind: 'unauthorized' });
    }
    const failure = this.profileFailures.shift();
    if (failure) {
      record(failure.kind);
      return errAsync(failure);
    }
    if (!this.candidate || this.candidate.id !== id) {
      record('not-found');
      return errAsync({ kind: 'not-found' });
    }
    record('ok');
    return okAsync(this.candidate);
  }

  /** Whether the bearer the client would send now is the current valid token. */
  authorizes(): boolean {
    const token = this.options.bearer();
    return token !== null && token === this.validToken;
  }

  /** A token for the candidate, as login would give (the caller stores it). */
  issue(candidateId: string): string {
    this.issued += 1;
    const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64Url(JSON.stringify({ sub: candidateId, featureFlags: this.featureFlags, exp: 4102444800, n: this.issued }));
    this.validToken = `${header}.${payload}.unsigned`;
    return this.validToken;
  }

  /** The current bearer stops being accepted (expiry); the refresh cookie still works. */
  expireToken(): void {
    this.validToken = null;
  }

  /** The refresh cookie stops working too: the next refresh answers 401. */
  revokeRefresh(): void {
    this.candidate = null;
    this.validToken = null;
  }

  setFeatureFlags(flags: number): void {
    this.featureFlags = flags;
  }

  /** The next profile calls fail with these, in order (after the bearer check). */
  failProfile(...failures: GatewayFailure[]): void {
    this.profileFailures.push(...failures);
  }

  /** Holds every refresh until the returned function is called (to line up concurrent callers). */
  holdRefreshes(): () => void {
    let release: () => void = () => undefined;
    this.gate = new Promise<void>((resolve) => {
      release = () => {
        this.gate = null;
        resolve();
      };
    });
    return release;
  }
}
