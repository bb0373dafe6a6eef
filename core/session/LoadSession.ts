import { SingleFlight } from '../shared/singleFlight.ts';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { firstValueFrom, timer, type SchedulerLike } from 'rxjs';
import type { CookieJar } from '../shared/CookieJar.ts';
import type { ErrorReporter } from '../shared/ErrorReporter.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { BearerTokenStore } from './BearerTokenStore.ts';
import type { CandidateProfiles } from './CandidateProfiles.ts';
import type { CandidateProfile } from './LoggedCandidate.ts';
import type { SessionCoordinator } from './SessionCoordinator.ts';
import { guestSession, loggedIn, type SessionState } from './SessionState.ts';
import type { SessionStore } from './SessionStore.ts';
import { readUserId } from './sessionCookies.ts';
import { featureFlagsFromToken } from './tokenClaims.ts';

export const PROFILE_RETRIES = 3;
export const PROFILE_RETRY_CAP_MS = 30_000;

/** Delay before retry number `retry` (1-based): 1 s, 2 s, 4 s, ... capped at 30 s. */
export const profileRetryDelay = (retry: number): number => Math.min(1000 * 2 ** (retry - 1), PROFILE_RETRY_CAP_MS);

const retryable = (failure: GatewayFailure): boolean => failure.kind !== 'unauthorized' && failure.kind !== 'not-found';

/**
 * Finds out who is here. No user-id cookie: a guest, without a single call. Otherwise: a refresh when
 * no usable bearer token is stored, then the profile (3 retries at 1 s, 2 s, 4 s on a scheduler;
 * the final failure is reported). Logged in only when the profile loads with an id.
 * Fails with the profile's or the refresh's failure; the state is then guest.
 */
export class LoadSession implements UseCase<void, SessionState, GatewayFailure> {
  private readonly loads = new SingleFlight<'load', SessionState, GatewayFailure>();

  constructor(
    private readonly coordinator: SessionCoordinator,
    private readonly profiles: CandidateProfiles,
    private readonly bearer: BearerTokenStore,
    private readonly cookies: CookieJar,
    private readonly session: SessionStore,
    private readonly reporter: ErrorReporter,
    private readonly scheduler: SchedulerLike,
  ) {}

  execute(): ResultAsync<SessionState, GatewayFailure> {
    return this.loads.run('load', () => this.load());
  }

  private load(): ResultAsync<SessionState, GatewayFailure> {
    const userId = readUserId(this.cookies);
    if (userId === null) {
      this.bearer.clear();
      this.session.set(guestSession);
      return okAsync(guestSession);
    }
    const token: ResultAsync<unknown, GatewayFailure> = this.bearer.get() === null ? this.coordinator.refresh() : okAsync(undefined);
    return token
      .andThen(() => this.profileWithRetries(userId, 0))
      .map((profile) => {
        const state = loggedIn({ ...profile, featureFlags: featureFlagsFromToken(this.bearer.get()) });
        this.session.set(state);
        return state;
      })
      .mapErr((failure) => {
        if (failure.kind !== 'unauthorized') this.reporter.report(failure, { context: 'session.profile', userId });
        this.session.set(guestSession);
        return failure;
      });
  }

  private profileWithRetries(id: string, retriesDone: number): ResultAsync<CandidateProfile, GatewayFailure> {
    return this.coordinator
      .run(() => this.profiles.profile(id))
      .andThen((profile) =>
        profile.id === '' ? errAsync<CandidateProfile, GatewayFailure>({ kind: 'bad-gateway-payload', path: 'id' }) : okAsync(profile),
      )
      .orElse((failure) => {
        if (!retryable(failure) || retriesDone >= PROFILE_RETRIES) return errAsync(failure);
        const retry = retriesDone + 1;
        return ResultAsync.fromSafePromise(firstValueFrom(timer(profileRetryDelay(retry), this.scheduler))).andThen(() =>
          this.profileWithRetries(id, retry),
        );
      });
  }
}
