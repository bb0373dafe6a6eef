// @vitest-environment jsdom
import { Container } from 'inversify';
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import * as t from 'io-ts';
import { BearerTokenStoreInMemory } from '../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import { CookieJarInMemory } from '../../adapters/in-memory/CookieJarInMemory.ts';
import { ErrorReporterInMemory } from '../../adapters/in-memory/ErrorReporterInMemory.ts';
import { FavouritesInMemory } from '../../adapters/in-memory/favourites/FavouritesInMemory.ts';
import { KeyValueStoreInMemory } from '../../adapters/in-memory/KeyValueStoreInMemory.ts';
import { SessionTokensInMemory } from '../../adapters/in-memory/session/SessionTokensInMemory.ts';
import { ConsentsInMemory } from '../../adapters/in-memory/preferences/ConsentsInMemory.ts';
import { createBrowserContainer } from '../../composition/containers.ts';
import { resolve } from '../../composition/provide.ts';
import { bindSessionUseCases } from '../../composition/session/bindSession.ts';
import { T } from '../../composition/tokens.ts';

function testContainer() {
  const container = new Container({ defaultScope: 'Singleton' });
  const bearer = new BearerTokenStoreInMemory();
  const gateway = new SessionTokensInMemory({ candidate: null, bearer: () => bearer.get() });
  const scheduler = new VirtualTimeScheduler(VirtualAction, Number.POSITIVE_INFINITY);
  container.bind(T.Scheduler).toConstantValue(scheduler);
  container.bind(T.BearerTokenStore).toConstantValue(bearer);
  container.bind(T.SessionTokens).toConstantValue(gateway);
  container.bind(T.CandidateProfiles).toConstantValue(gateway);
  container.bind(T.Favourites).toConstantValue(new FavouritesInMemory());
  container.bind(T.Consents).toConstantValue(new ConsentsInMemory());
  container.bind(T.CookieJar).toConstantValue(new CookieJarInMemory());
  container.bind(T.KeyValueStore).toConstantValue(new KeyValueStoreInMemory());
  container.bind(T.ErrorReporter).toConstantValue(new ErrorReporterInMemory());
  bindSessionUseCases(container);
  return { container, scheduler };
}

describe('session bindings', () => {
  it('resolves every session, favourites, preferences and ui-state key, stores as singletons', () => {
    const { container, scheduler } = testContainer();
    for (const key of [
      T.LoadSession, T.RefreshSession, T.Logout, T.ToggleFavourite, T.LoadFavouriteStatuses, T.LoadFavouritesCount,
      T.CurrencySelection, T.CookieConsent, T.Banners, T.SetProfilingConsent, T.ConfirmationDialog, T.ModalQueue, T.HashTracker,
    ]) {
      expect(container.get(key)).toBeDefined();
    }
    expect(resolve(container, T.SessionStore)).toBe(resolve(container, T.SessionStore));
    expect(resolve(container, T.SnackbarQueue)).toBe(resolve(container, T.SnackbarQueue));
    expect(resolve(container, T.FavouritesStore)).toBe(resolve(container, T.FavouritesStore));
    expect(resolve(container, T.Scheduler)).toBe(scheduler);
  });

  it('attaches the stored bearer token to gateway calls in the browser container, and none after logout', async () => {
    const sent: (string | null)[] = [];
    const fetch = async (_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const container = createBrowserContainer({ baseUrl: 'http://localhost', tenantId: 'jobboard', fetch });
    const http = resolve(container, T.GatewayHttpClient);
    const bearer = resolve(container, T.BearerTokenStore);
    const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJjMSJ9.sig';

    await http.get('/x', t.unknown);
    bearer.set(token);
    await http.get('/x', t.unknown);
    bearer.clear();
    await http.get('/x', t.unknown);

    expect(sent).toEqual([null, `Bearer ${token}`, null]);
    expect(sessionStorage.length).toBe(0);
    expect(resolve(container, T.CookieJar).get('missing')).toBeNull();
  });
});

describe('browser hash', () => {
  it('feeds the HashTracker from location.hash and writes the hashes it opens', async () => {
    window.location.hash = '#account-verified';
    const container = createBrowserContainer({ baseUrl: 'http://localhost', tenantId: 'jobboard', fetch: async () => new Response('{}') });
    const tracker = resolve(container, T.HashTracker);
    expect(tracker.current).toBe('account-verified');

    tracker.open('favorites');
    expect(window.location.hash).toBe('#favorites');
    window.location.hash = '#add-alert';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(tracker.current).toBe('add-alert');
    tracker.close();
    expect(window.location.hash).toBe('');
    expect(window.location.href.endsWith('#')).toBe(false);
  });
});
