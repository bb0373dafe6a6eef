import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { SessionTokensAcrossTabs, SHARED_REFRESH_MS, type TabChannel, type TabLocks } from '../../adapters/browser/SessionTokensAcrossTabs.ts';
import type { RefreshedSession, SessionTokens } from '../../core/session/SessionTokens.ts';
import type { GatewayFailure } from '../../core/shared/Failure.ts';

/** `navigator.locks` of one browser: one holder of a name at a time, the others in line. */
class OneBrowserLocks implements TabLocks {
  private tail: Promise<unknown> = Promise.resolve();
  request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
    const run = this.tail.then(callback);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

/** A BroadcastChannel of one browser: a message reaches every other tab's channel (at once, or never when `lost`). */
class OneBrowserChannels {
  private readonly listeners: Array<{ tab: number; listener: (event: { data: unknown }) => void }> = [];
  lost = false;
  channel(tab: number): TabChannel {
    return {
      postMessage: (data) => {
        if (this.lost) return;
        for (const entry of this.listeners) if (entry.tab !== tab) entry.listener({ data });
      },
      addEventListener: (_type, listener) => void this.listeners.push({ tab, listener }),
    };
  }
}

/** The gateway's refresh, counted; each call waits for the test to let it answer. */
class CountingGateway implements SessionTokens {
  calls = 0;
  private readonly answers: Array<() => void> = [];
  refresh(): ResultAsync<RefreshedSession, GatewayFailure> {
    this.calls += 1;
    const token = `token-${this.calls}`;
    const answer = new Promise<RefreshedSession>((resolve) =>
      this.answers.push(() => resolve({ token, candidate: { id: 'c1' } as RefreshedSession['candidate'] })),
    );
    return ResultAsync.fromSafePromise(answer);
  }
  answerAll(): void {
    this.answers.splice(0).forEach((answer) => answer());
  }
  logout(): ResultAsync<void, GatewayFailure> {
    return okAsync(undefined);
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('refreshing the session across the tabs of one browser', () => {
  function twoTabs(clock = { now: 1_000_000 }) {
    const gateway = new CountingGateway();
    const locks = new OneBrowserLocks();
    const channels = new OneBrowserChannels();
    const tab = (id: number) => new SessionTokensAcrossTabs(gateway, locks, channels.channel(id), () => clock.now);
    return { gateway, channels, clock, first: tab(1), second: tab(2) };
  }

  it('makes one refresh call for two tabs that ask at once, and both get its session', async () => {
    const { gateway, first, second } = twoTabs();
    const both = Promise.all([first.refresh(), second.refresh()]);
    await flush();
    expect(gateway.calls).toBe(1);
    gateway.answerAll();
    const [a, b] = await both;
    expect(a._unsafeUnwrap().token).toBe('token-1');
    expect(b._unsafeUnwrap().token).toBe('token-1');
    expect(gateway.calls).toBe(1);
  });

  it('refreshes again once the other tab’s session is no longer fresh', async () => {
    const { gateway, clock, first, second } = twoTabs();
    const one = first.refresh();
    await flush();
    gateway.answerAll();
    await one;
    clock.now += SHARED_REFRESH_MS + 1;
    const later = second.refresh();
    await flush();
    gateway.answerAll();
    expect((await later)._unsafeUnwrap().token).toBe('token-2');
    expect(gateway.calls).toBe(2);
  });

  it('refreshes in the second tab too when the message is lost (the gateway’s grace window covers it)', async () => {
    const { gateway, channels, first, second } = twoTabs();
    channels.lost = true;
    const both = Promise.all([first.refresh(), second.refresh()]);
    for (let i = 0; i < 2; i++) {
      await flush();
      gateway.answerAll();
    }
    const [a, b] = await both;
    expect(a.isOk() && b.isOk()).toBe(true);
    expect(gateway.calls).toBe(2);
  });

  it('passes a failure on, and the next tab tries for itself', async () => {
    const failing: SessionTokens = { refresh: () => errAsync({ kind: 'unauthorized' } as GatewayFailure), logout: () => okAsync(undefined) };
    const locks = new OneBrowserLocks();
    const channels = new OneBrowserChannels();
    const first = new SessionTokensAcrossTabs(failing, locks, channels.channel(1));
    const second = new SessionTokensAcrossTabs(failing, locks, channels.channel(2));
    const [a, b] = await Promise.all([first.refresh(), second.refresh()]);
    expect(a._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(b._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
  });

  it('forgets the shared session when a tab logs out', async () => {
    const { gateway, first, second } = twoTabs();
    const one = first.refresh();
    await flush();
    gateway.answerAll();
    await one;
    await first.logout();
    const again = second.refresh();
    await flush();
    gateway.answerAll();
    expect((await again)._unsafeUnwrap().token).toBe('token-2');
  });

  it('takes another tab’s session once: asking again goes to the gateway', async () => {
    const { gateway, first, second } = twoTabs();
    const both = Promise.all([first.refresh(), second.refresh()]);
    await flush();
    gateway.answerAll();
    await both;
    const again = second.refresh();
    await flush();
    gateway.answerAll();
    expect((await again)._unsafeUnwrap().token).toBe('token-2');
    // Nor does a tab reuse its own refresh.
    const own = second.refresh();
    await flush();
    gateway.answerAll();
    expect((await own)._unsafeUnwrap().token).toBe('token-3');
  });

  it('refreshes directly where the browser has no Web Locks', async () => {
    const gateway = new CountingGateway();
    const tab = new SessionTokensAcrossTabs(gateway, undefined, undefined);
    const answer = tab.refresh();
    gateway.answerAll();
    expect((await answer)._unsafeUnwrap().token).toBe('token-1');
  });
});
