import { act, render, type RenderResult } from '@testing-library/react';
import type { Container } from 'inversify';
import { useEffect, useRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation, useNavigate, type ActionFunction } from 'react-router';
import type { CandidateProfile } from '../../../../core/session/LoggedCandidate.ts';
import { USER_ID_COOKIE } from '../../../../core/session/sessionCookies.ts';
import { loggedIn } from '../../../../core/session/SessionState.ts';
import type { Tenant } from '../../../../core/tenancy/Tenant.ts';
import { createTestRoot, type TestPorts } from '../../../../composition/roots/testRoot.ts';
import { TestSession } from '../../../../composition/session/sessionModules.ts';
import { UseCaseProvider, useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { resolve } from '../../../../composition/kernel/provide.ts';
import { SessionKeys } from '../../../../composition/session/sessionKeys.ts';
import { SharedKeys } from '../../../../composition/shared/sharedKeys.ts';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { tenants } from '../../../../gateway/tenancy/tenants.ts';
import { createI18n } from '../../../../ui/i18n/createI18n.ts';
import { VirtualTime } from '../../../support/virtualTime.ts';

import { polyfillDialog } from '../../listing/support/dialogPolyfill.ts';

export { polyfillDialog };

/** Makes `(max-width: ...)` media queries match or not (the components ask for the mobile one). */
export function setMobile(mobile: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export const aCandidate = (overrides: Partial<CandidateProfile> = {}): CandidateProfile => ({
  id: 'cand-1',
  firstName: 'Ala',
  lastName: 'Nowak',
  email: 'ala@example.com',
  avatarUrl: null,
  unreadMessages: { chatsCount: 2, conversationRequestsCount: 1 },
  ...overrides,
});

export interface ChromeTestOptions {
  readonly path?: string;
  /** 'guest', a logged-in candidate, or 'unknown' (the first render before LoadSession answers). */
  readonly session?: 'guest' | 'unknown' | CandidateProfile;
  readonly flags?: Partial<Tenant['flags']>;
  /** The /preferences action (language and colour mode). */
  readonly preferencesAction?: ActionFunction;
  /** Extra routes (e.g. the favourites page the prompt sends a candidate to). */
  readonly extraRoutes?: readonly { readonly path: string; readonly element: ReactNode }[];
  /** Fakes in place of the test root's defaults (alerts, mailbox, ...). */
  readonly ports?: TestPorts;
}

export interface ChromeTestHarness extends RenderResult {
  readonly useCases: Container;
  readonly time: VirtualTime;
  readonly tenant: Tenant;
  /** Path, query and hash the router is at now. */
  readonly location: () => string;
  /** Runs the virtual clock forward inside act(). */
  readonly advance: (ms: number) => Promise<void>;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>;
}

/**
 * Plays the address bar for the memory router: in the browser, connectLocationHash writes the hashes
 * the HashTracker opens and closes into `location`; here they become router navigations.
 */
function HashWriter() {
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  current.current = location;
  useEffect(() => {
    const subscription = tracker.navigations$.subscribe((hash) => {
      const here = current.current;
      if (here.hash.replace(/^#/, '') === hash) return;
      void navigate({ pathname: here.pathname, search: here.search, hash: hash === '' ? '' : `#${hash}` }, { replace: hash === '' });
    });
    return () => subscription.unsubscribe();
  }, [tracker, navigate]);
  return null;
}

/**
 * Renders chrome UI as the page gives it: a data router, English texts, and a test container of
 * in-memory adapters behind the real use cases, with virtual time for the stores' timers.
 */
export function renderChrome(ui: (tenant: Tenant) => ReactNode, options: ChromeTestOptions = {}): ChromeTestHarness {
  polyfillDialog();
  const base = tenants[0]!;
  const tenant: Tenant = { ...base, flags: { ...base.flags, ...options.flags } };
  const time = new VirtualTime();
  const session = options.session ?? 'guest';
  // Logged in as the fake gateway knows it: the user-id cookie is there and its token is stored,
  // so LoadSession confirms the session and authenticated calls pass.
  const testSession = new TestSession(session === 'guest' || session === 'unknown' ? null : session);
  const container = createTestRoot({
    tenants: [tenant],
    now: new Date('2026-11-20T12:00:00Z'),
    scheduler: time.scheduler,
    session: testSession,
    ...(options.ports ? { ports: options.ports } : {}),
  });
  const store = resolve(container, SessionKeys.SessionStore);
  if (session === 'guest') store.set({ status: 'guest' });
  else if (session !== 'unknown') {
    testSession.bearer.set(testSession.gateway.issue(session.id));
    resolve(container, SharedKeys.CookieJar).set(USER_ID_COOKIE, session.id);
    store.set(loggedIn({ ...session, featureFlags: 0 }));
  }
  const Stub = createRoutesStub([
    { path: '/preferences', action: options.preferencesAction ?? (() => null) },
    ...(options.extraRoutes ?? []).map((route) => ({
      path: route.path,
      Component: () => (
        <>
          {route.element}
          <LocationProbe />
          <HashWriter />
        </>
      ),
    })),
    {
      path: '*',
      Component: () => (
        <>
          {ui(tenant)}
          <LocationProbe />
          <HashWriter />
        </>
      ),
    },
  ]);
  const result = render(
    <UseCaseProvider container={container}>
      <I18nextProvider i18n={createI18n('en')}>
        <Stub initialEntries={[options.path ?? '/']} />
      </I18nextProvider>
    </UseCaseProvider>,
  );
  return {
    ...result,
    useCases: container,
    time,
    tenant,
    location: () => result.getByTestId('location').textContent ?? '',
    advance: (ms: number) => act(() => time.advance(ms)),
  };
}
