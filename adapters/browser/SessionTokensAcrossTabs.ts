import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { RefreshedSession, SessionTokens } from '../../core/session/SessionTokens.ts';
import type { GatewayFailure } from '../../core/shared/Failure.ts';

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface TabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel used here. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** Another tab's refresh this recent is as good as our own: its token has nearly all its 15 minutes left. */
export const SHARED_REFRESH_MS = 10_000;
const LOCK_NAME = 'jobboard.session.refresh';

const isRefreshed = (value: unknown): value is { kind: 'refreshed'; session: RefreshedSession } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'refreshed' &&
  typeof (value as { session?: { token?: unknown } }).session?.token === 'string';

/**
 * SessionTokens for a browser tab among others of the same site: the refresh cookie is one for all
 * of them, so the tabs refresh one at a time (a Web Lock) and a tab that waited takes the session
 * another tab just refreshed (told over a BroadcastChannel) instead of presenting the cookie again.
 * Two tabs opened or restored together thus make one refresh call, not two. Should the message
 * arrive after the lock (the browser orders the two independently), the second tab refreshes too,
 * and the gateway's grace window (REUSE_GRACE_MS) gives it the same successor: the login lives on
 * either way. Without Web Locks it refreshes as before.
 */
export class SessionTokensAcrossTabs implements SessionTokens {
  /** The session another tab refreshed last, and when we heard of it. */
  private latest: { readonly session: RefreshedSession; readonly at: number } | null = null;

  constructor(
    private readonly tokens: SessionTokens,
    private readonly locks: TabLocks | undefined,
    private readonly channel: TabChannel | undefined,
    private readonly now: () => number = () => Date.now(),
  ) {
    channel?.addEventListener('message', (event) => {
      if (isRefreshed(event.data)) this.latest = { session: event.data.session, at: this.now() };
      else if ((event.data as { kind?: unknown } | null)?.kind === 'logged-out') this.latest = null;
    });
  }

  refresh(): ResultAsync<RefreshedSession, GatewayFailure> {
    if (this.locks === undefined) return this.refreshHere();
    const asked = this.now();
    const inTurn = this.locks.request(LOCK_NAME, async () => {
      // Another tab's fresh session, taken once: a second ask in this tab (its call still failing) goes to the gateway.
      const shared = this.latest;
      this.latest = null;
      if (shared !== null && shared.at >= asked - SHARED_REFRESH_MS) return { ok: true as const, session: shared.session };
      const result = await this.refreshHere();
      return result.match(
        (session) => ({ ok: true as const, session }),
        (failure) => ({ ok: false as const, failure }),
      );
    });
    return ResultAsync.fromSafePromise(inTurn).andThen((outcome) => (outcome.ok ? okAsync(outcome.session) : errAsync(outcome.failure)));
  }

  logout(): ResultAsync<void, GatewayFailure> {
    this.latest = null;
    this.channel?.postMessage({ kind: 'logged-out' });
    return this.tokens.logout();
  }

  private refreshHere(): ResultAsync<RefreshedSession, GatewayFailure> {
    return this.tokens.refresh().map((session) => {
      this.channel?.postMessage({ kind: 'refreshed', session });
      return session;
    });
  }
}
