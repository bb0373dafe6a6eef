import { SingleFlight } from '../shared/singleFlight.ts';
import { errAsync, ResultAsync } from 'neverthrow';
import { Subject, type Observable } from 'rxjs';
import type { CookieJar } from '../shared/CookieJar.ts';
import type { GatewayFailure, Unauthorized } from '../shared/Failure.ts';
import type { BearerTokenStore } from './BearerTokenStore.ts';
import { guestSession, isLoggedIn, loggedIn } from './SessionState.ts';
import type { SessionStore } from './SessionStore.ts';
import type { RefreshedSession, SessionTokens } from './SessionTokens.ts';
import { USER_ID_COOKIE, readUserId } from './sessionCookies.ts';
import { featureFlagsFromToken } from './tokenClaims.ts';

const isUnauthorized = (failure: unknown): failure is Unauthorized =>
  typeof failure === 'object' && failure !== null && (failure as { kind?: unknown }).kind === 'unauthorized';

/**
 * Every authenticated call goes through `run`. The bearer itself is attached by the HTTP client,
 * which reads `BearerTokenStore` at send time; this class owns what happens on a 401:
 *
 * - without the user-id cookie the 401 is simply returned (a guest);
 * - with it, one refresh runs, shared by every caller that failed meanwhile (single flight), the new
 *   token is stored and each failed call is retried exactly once;
 * - a call that failed with a token older than the current one retries without refreshing again, so
 *   slow 401s arriving after a refresh never start a second one;
 * - a 401 from the refresh itself logs out locally (token, cached profile, user-id cookie) and
 *   emits one `failedRefresh`; the failed calls are not retried, so nothing loops.
 */
export class SessionCoordinator {
  private readonly failedRefreshSubject = new Subject<void>();
  /** One emission per failed refresh (a 401 from the refresh call). */
  readonly failedRefresh$: Observable<void> = this.failedRefreshSubject.asObservable();
  private readonly refreshes = new SingleFlight<'refresh', RefreshedSession, GatewayFailure>();

  constructor(
    private readonly tokens: SessionTokens,
    private readonly bearer: BearerTokenStore,
    private readonly cookies: CookieJar,
    private readonly session: SessionStore,
  ) {}

  /** Runs an authenticated call, refreshing the token once on a 401 and retrying once. */
  run<T, E>(call: () => ResultAsync<T, E>): ResultAsync<T, E | GatewayFailure> {
    const sentWith = this.bearer.get();
    return call().orElse((failure): ResultAsync<T, E | GatewayFailure> => {
      if (!isUnauthorized(failure) || readUserId(this.cookies) === null) return errAsync(failure);
      const current = this.bearer.get();
      if (current !== null && current !== sentWith) return call();
      return this.refresh().andThen(() => call());
    });
  }

  /**
   * Refreshes the bearer token, sharing one call among all concurrent callers. Fails with
   * unauthorized (then the session is over: see the class comment), network-failure, http-failure,
   * bad-gateway-payload.
   */
  refresh(): ResultAsync<RefreshedSession, GatewayFailure> {
    return this.refreshes.run('refresh', () =>
      this.tokens
        .refresh()
        .map((refreshed) => {
          this.bearer.set(refreshed.token);
          const state = this.session.current;
          if (isLoggedIn(state)) this.session.set(loggedIn({ ...state.candidate, featureFlags: featureFlagsFromToken(refreshed.token) }));
          return refreshed;
        })
        .mapErr((failure) => {
          if (isUnauthorized(failure)) this.endLocally(true);
          return failure;
        }),
    );
  }

  /** Logs out on this device only: forgets the token, the cached profile and the user-id cookie. */
  endLocally(emitFailedRefresh = false): void {
    this.bearer.clear();
    this.cookies.remove(USER_ID_COOKIE, { path: '/' });
    this.session.set(guestSession);
    if (emitFailedRefresh) this.failedRefreshSubject.next();
  }
}
