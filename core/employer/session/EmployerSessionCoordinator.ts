import { SingleFlight } from '../../shared/singleFlight.ts';
import { errAsync, ResultAsync } from 'neverthrow';
import { Subject, type Observable } from 'rxjs';
import type { BearerTokenStore } from '../../session/BearerTokenStore.ts';
import type { GatewayFailure, Unauthorized } from '../../shared/Failure.ts';
import type { KeyValueStore } from '../../shared/KeyValueStore.ts';
import type { EmployerAuthentication } from '../EmployerAuthentication.ts';
import { anonymousEmployer } from './EmployerSessionState.ts';
import type { EmployerSessionStore } from './EmployerSessionStore.ts';

const isUnauthorized = (failure: unknown): failure is Unauthorized =>
  typeof failure === 'object' && failure !== null && (failure as { kind?: unknown }).kind === 'unauthorized';
const unauthorized: Unauthorized = { kind: 'unauthorized' };

/** The device's hint that an employer login may be restored (no secret: the refresh token stays HttpOnly). */
export const EMPLOYER_SESSION_HINT = 'jobboard.employer.session';

/**
 * Every call of the employer panel that needs the login goes through `run`, as the candidate's
 * calls go through SessionCoordinator. The access token lives in the tab's session storage and is
 * attached by the HTTP client at send time; this class owns the 401:
 *
 * - a call sent without a token simply fails (nobody is logged in);
 * - otherwise one refresh through the HttpOnly refresh cookie runs, shared by every call that
 *   failed meanwhile, and each is retried exactly once; a call that failed with an older token
 *   than the current one retries without refreshing again;
 * - a refresh the gateway refuses yields null (platform.md 8): the session ends on this tab, one
 *   `sessionEnded$` is emitted, and the failed calls answer unauthorized without a retry.
 *
 * The refresh cookie is HttpOnly, so the tab cannot see whether there is a login to restore; a
 * hint in the device's storage (set on login and on every granted refresh, removed when a session
 * ends) says whether trying is worth a call, so anonymous visitors of the panel cause none.
 */
export class EmployerSessionCoordinator {
  private readonly endedSubject = new Subject<void>();
  /** One emission each time a refused refresh ended the session. */
  readonly sessionEnded$: Observable<void> = this.endedSubject.asObservable();
  private readonly refreshes = new SingleFlight<'refresh', string | null, GatewayFailure>();

  constructor(
    private readonly authentication: EmployerAuthentication,
    private readonly bearer: BearerTokenStore,
    private readonly session: EmployerSessionStore,
    private readonly hints: KeyValueStore,
  ) {}

  /** A login opened on this device: its token kept for the tab, and the hint that a login may be restored. */
  begin(token: string): void {
    this.bearer.set(token);
    this.hints.set(EMPLOYER_SESSION_HINT, '1');
  }

  /** Whether a login of this device (any tab) may still be restored through the refresh cookie. */
  mayRestore(): boolean {
    return this.bearer.get() !== null || this.hints.get(EMPLOYER_SESSION_HINT) === '1';
  }

  run<T, E>(call: () => ResultAsync<T, E>): ResultAsync<T, E | GatewayFailure> {
    const sentWith = this.bearer.get();
    return call().orElse((failure): ResultAsync<T, E | GatewayFailure> => {
      if (!isUnauthorized(failure) || sentWith === null) return errAsync(failure);
      const current = this.bearer.get();
      if (current !== null && current !== sentWith) return call();
      return this.refresh().andThen((token) => (token === null ? errAsync(unauthorized) : call()));
    });
  }

  /**
   * A new access token through the refresh cookie (one call shared by concurrent callers), stored;
   * null when the gateway refused it, and the session is then over here. Fails with network-failure,
   * http-failure, bad-gateway-payload (the session stays as it was).
   */
  refresh(): ResultAsync<string | null, GatewayFailure> {
    return this.refreshes.run('refresh', () =>
      this.authentication.refresh().map((granted) => {
        if (granted === null) {
          this.endLocally(this.bearer.get() !== null);
          return null;
        }
        this.begin(granted.token);
        return granted.token;
      }),
    );
  }

  /** Ends the session on this tab: the token forgotten, the store anonymous; `announce` emits sessionEnded$. */
  endLocally(announce = false): void {
    this.bearer.clear();
    this.hints.remove(EMPLOYER_SESSION_HINT);
    this.session.set(anonymousEmployer);
    if (announce) this.endedSubject.next();
  }
}
