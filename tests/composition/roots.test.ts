// @vitest-environment jsdom
import * as t from 'io-ts';
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { AlertsKeys } from '../../composition/alerts/alertsKeys.ts';
import { ApplicationsKeys, ApplicationsPanelKeys } from '../../composition/applications/applicationsKeys.ts';
import { AnalyticsKeys } from '../../composition/analytics/analyticsKeys.ts';
import { ChatKeys } from '../../composition/chat/chatKeys.ts';
import { ConversationKeys } from '../../composition/chat/conversationKeys.ts';
import { CandidatesPanelKeys } from '../../composition/invitations/candidatesPanelKeys.ts';
import { InvitationsKeys } from '../../composition/invitations/invitationsKeys.ts';
import { CompaniesKeys } from '../../composition/companies/companiesKeys.ts';
import { FavouritesKeys } from '../../composition/favourites/favouritesKeys.ts';
import { HomepageKeys } from '../../composition/homepage/homepageKeys.ts';
import { attachModules, buildRoot, contextModule, declaredKeys, type ContextModule } from '../../composition/kernel/ContextModule.ts';
import { resolve } from '../../composition/kernel/provide.ts';
import { token } from '../../composition/kernel/Token.ts';
import { ListingKeys } from '../../composition/listing/listingKeys.ts';
import { OffersKeys } from '../../composition/offers/offersKeys.ts';
import { PreferencesKeys } from '../../composition/preferences/preferencesKeys.ts';
import { ProfileKeys } from '../../composition/profile/profileKeys.ts';
import { browserModules, createBrowserRoot } from '../../composition/roots/browserRoot.ts';
import { cliModules } from '../../composition/roots/cliRoot.ts';
import { pageModulesOverHttp } from '../../composition/roots/pageModules.ts';
import { alertPageModules } from '../../composition/roots/pages/alertPage.ts';
import { applicationPageModules } from '../../composition/roots/pages/applicationPage.ts';
import { companyPageModules } from '../../composition/roots/pages/companyPage.ts';
import { conversationPageModules } from '../../composition/roots/pages/conversationPage.ts';
import { homePageModules } from '../../composition/roots/pages/homePage.ts';
import { invitationPageModules } from '../../composition/roots/pages/invitationPage.ts';
import { matchingPageModules } from '../../composition/roots/pages/matchingPage.ts';
import { profilePageModules } from '../../composition/roots/pages/profilePage.ts';
import { signedInModules } from '../../composition/roots/pages/signedIn.ts';
import { EmployerKeys } from '../../composition/employer/employerKeys.ts';
import { CompanyKeys } from '../../composition/employer/companyKeys.ts';
import { EmployerTestGateway } from '../../composition/employer/EmployerTestGateway.ts';
import { OfferLifecycleKeys } from '../../composition/offers/offerLifecycleKeys.ts';
import { createEmployerPanelRoot, employerPanelModules, employerPanelTestModules } from '../../composition/roots/employerPanelRoot.ts';
import { GatewayHttpClient } from '../../adapters/http/GatewayHttpClient.ts';
import { fixtureDictionaries, fixturePlans } from '../contracts/offers/lifecycleFixtures.ts';
import { serverRendererModules } from '../../composition/roots/serverRendererRoot.ts';
import { testModules } from '../../composition/roots/testRoot.ts';
import { SessionKeys } from '../../composition/session/sessionKeys.ts';
import { SharedKeys } from '../../composition/shared/sharedKeys.ts';
import { TenancyKeys } from '../../composition/tenancy/tenancyKeys.ts';
import { UiStateKeys } from '../../composition/ui-state/uiStateKeys.ts';
import { tenants } from '../../gateway/tenancy/tenants.ts';

const http = { baseUrl: 'http://localhost', tenantId: 'jobboard', fetch: async () => new Response('{}') };
/** The browser root's steps with no wait between them: a pause before every module. */
const everyModuleAStep = { pause: () => Promise.resolve(), sliceMs: 0 };

/** Every context's keys: a candidate-side root binds all of them. */
const allKeys = {
  SharedKeys,
  TenancyKeys,
  ListingKeys,
  OffersKeys,
  SessionKeys,
  FavouritesKeys,
  PreferencesKeys,
  UiStateKeys,
  AlertsKeys,
  AnalyticsKeys,
  ChatKeys,
  ProfileKeys,
  CompaniesKeys,
  HomepageKeys,
  InvitationsKeys,
  ConversationKeys,
  ApplicationsKeys,
};

/** Every root of every entry point, as its modules (the CLI root without its device files). */
const roots: Readonly<Record<string, readonly ContextModule[]>> = {
  'browser (with every page’s modules attached)': [...browserModules(http), ...pageModulesOverHttp],
  serverRenderer: serverRendererModules(http),
  cli: cliModules(http),
  test: testModules({ tenants, now: new Date('2026-11-20T12:00:00Z') }),
};

/** Keys a root has no use for: the test root talks to no gateway. */
const unused: Readonly<Record<string, readonly string[]>> = { test: ['SharedKeys.GatewayHttpClient'] };

describe.each(Object.entries(roots))('the %s root', (name, modules) => {
  it('resolves every key its modules declare', () => {
    const container = buildRoot(modules);
    const unresolved: string[] = [];
    for (const [key, module] of declaredKeys(modules)) {
      try {
        expect(container.get(key)).toBeDefined();
      } catch (error) {
        unresolved.push(`${String(key.description)} (${module}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  it('binds every key of every context (no context is half wired)', () => {
    const declared = declaredKeys(modules);
    const missing = Object.entries(allKeys).flatMap(([context, keys]) =>
      Object.entries(keys)
        .filter(([, key]) => !declared.has(key))
        .map(([key]) => `${context}.${key}`),
    );
    expect(missing).toEqual(unused[name] ?? []);
  });

  it('keeps one store per container', () => {
    const container = buildRoot(modules);
    for (const key of [SessionKeys.SessionStore, UiStateKeys.SnackbarQueue, FavouritesKeys.FavouritesStore]) {
      expect(container.get(key)).toBe(container.get(key));
    }
  });
});

describe('buildRoot', () => {
  it('refuses two modules that bind one key, naming both', () => {
    const key = token<number>('test.Twice');
    const a = contextModule('a', [key], (container) => void container.bind(key).toConstantValue(1));
    const b = contextModule('b', [key], (container) => void container.bind(key).toConstantValue(2));
    expect(() => buildRoot([a, b])).toThrow('jobboard.test.Twice is bound by both a and b');
  });

  it('gives a test root the scheduler it drives', () => {
    const scheduler = new VirtualTimeScheduler(VirtualAction, Number.POSITIVE_INFINITY);
    const container = buildRoot(testModules({ tenants, now: new Date('2026-11-20T12:00:00Z'), scheduler }));
    expect(resolve(container, SharedKeys.Scheduler)).toBe(scheduler);
  });
});

describe('the browser root', () => {
  it.each([
    ['profile and settings', profilePageModules],
    ['home', homePageModules],
    ['companies', companyPageModules],
    ['offer and application history', applicationPageModules],
    ['matched-for-you', matchingPageModules],
    ['chats', [...conversationPageModules, ...invitationPageModules]],
    ['signed-in candidate’s', signedInModules],
    ['alert surfaces’', alertPageModules],
  ])('leaves the %s pages’ modules out of the first load, and resolves their keys once a page attaches them', async (_page, modules) => {
    const first = declaredKeys(browserModules(http));
    const pageKeys = [...declaredKeys(modules).keys()];
    expect(pageKeys.filter((key) => first.has(key))).toEqual([]);
    const container = await createBrowserRoot(http, everyModuleAStep);
    attachModules(container, modules);
    attachModules(container, modules);
    for (const key of pageKeys) expect(container.get(key), String(key.description)).toBeDefined();
  });

  it('attaches the stored bearer token to gateway calls, and none after logout', async () => {
    const sent: (string | null)[] = [];
    const fetch = async (_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const container = await createBrowserRoot({ baseUrl: 'http://localhost', tenantId: 'jobboard', fetch }, everyModuleAStep);
    const gateway = resolve(container, SharedKeys.GatewayHttpClient);
    const bearer = resolve(container, SessionKeys.BearerTokenStore);
    const bearerToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJjMSJ9.sig';

    await gateway.get('/x', t.unknown);
    bearer.set(bearerToken);
    await gateway.get('/x', t.unknown);
    bearer.clear();
    await gateway.get('/x', t.unknown);

    expect(sent).toEqual([null, `Bearer ${bearerToken}`, null]);
    expect(sessionStorage.length).toBe(0);
    expect(resolve(container, SharedKeys.CookieJar).get('missing')).toBeNull();
  });

  it('feeds the HashTracker from location.hash and writes the hashes it opens', async () => {
    window.location.hash = '#account-verified';
    const container = await createBrowserRoot(http, everyModuleAStep);
    const tracker = resolve(container, UiStateKeys.HashTracker);
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

/** The employer panel's roots: the panel's contexts whole, and none of the candidate's (they stay on the page's root). */
describe.each([
  ['employer panel', employerPanelModules({ tenantId: 'jobboard', page: new GatewayHttpClient('http://localhost', http.fetch) })],
  [
    'employer panel test',
    employerPanelTestModules({
      gateway: new EmployerTestGateway({ plans: fixturePlans, dictionaries: fixtureDictionaries, now: () => new Date('2026-11-20T12:00:00Z') }),
      now: new Date('2026-11-20T12:00:00Z'),
    }),
  ],
] as const)('the %s root', (name, modules) => {
  const panelKeys = { EmployerKeys, OfferLifecycleKeys, UiStateKeys, CandidatesPanelKeys, ConversationKeys, ApplicationsPanelKeys, CompanyKeys };

  it('resolves every key its modules declare', () => {
    const container = buildRoot(modules);
    for (const key of declaredKeys(modules).keys()) expect(container.get(key), String(key.description)).toBeDefined();
  });

  it('binds every key of the panel’s contexts, and no key of a candidate-side context', () => {
    const declared = declaredKeys(modules);
    const missing = Object.entries(panelKeys).flatMap(([context, keys]) =>
      Object.entries(keys)
        .filter(([, key]) => !declared.has(key))
        .map(([key]) => `${context}.${key}`),
    );
    expect(missing).toEqual(name === 'employer panel test' ? ['EmployerKeys.EmployerGateway'] : []);
    const candidate = [
      TenancyKeys,
      ListingKeys,
      OffersKeys,
      SessionKeys,
      FavouritesKeys,
      PreferencesKeys,
      AlertsKeys,
      AnalyticsKeys,
      ChatKeys,
      InvitationsKeys,
    ].flatMap((keys) => Object.values(keys));
    expect(candidate.filter((key) => declared.has(key)).map((key) => key.description)).toEqual([]);
  });
});

describe('the employer panel root', () => {
  it('sends the employer’s bearer, never the candidate’s, on the page’s own client', async () => {
    const sent: (string | null)[] = [];
    const fetch = async (_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const page = await createBrowserRoot({ baseUrl: 'http://localhost', tenantId: 'jobboard', fetch }, everyModuleAStep);
    resolve(page, SessionKeys.BearerTokenStore).set('eyJhbGciOiJub25lIn0.eyJzdWIiOiJjYW5kaWRhdGUifQ.sig');
    const panel = createEmployerPanelRoot({ tenantId: 'jobboard', page: resolve(page, SharedKeys.GatewayHttpClient) });
    const employerToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJlbXBsb3llciJ9.sig';

    await resolve(panel, EmployerKeys.EmployerGateway).get('/x', t.unknown);
    resolve(panel, EmployerKeys.EmployerBearerStore).set(employerToken);
    await resolve(panel, EmployerKeys.EmployerGateway).get('/x', t.unknown);

    expect(sent).toEqual([null, `Bearer ${employerToken}`]);
    expect(sessionStorage.getItem('jobboard.employer.bearer')).toBe(employerToken);
    expect(resolve(panel, EmployerKeys.EmployerSessionStore)).toBe(resolve(panel, EmployerKeys.EmployerSessionStore));
    sessionStorage.clear();
  });
});
