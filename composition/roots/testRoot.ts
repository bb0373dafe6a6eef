import type { Container } from 'inversify';
import type { SchedulerLike } from 'rxjs';
import { FavouritesInMemory } from '../../adapters/in-memory/favourites/FavouritesInMemory.ts';
import { LiveChatWidgetInMemory } from '../../adapters/in-memory/LiveChatWidgetInMemory.ts';
import { ConsentsInMemory } from '../../adapters/in-memory/preferences/ConsentsInMemory.ts';
import type { Analytics } from '../../core/analytics/Analytics.ts';
import type { SavedSearchesStore } from '../../core/alerts/saved-searches/SavedSearchesStore.ts';
import type { LiveChatWidget } from '../../core/chat/LiveChatWidget.ts';
import type { Favourites } from '../../core/favourites/Favourites.ts';
import type { RecentSearches } from '../../core/listing/recent/RecentSearches.ts';
import type { Consents } from '../../core/preferences/Consents.ts';
import type { Tenant } from '../../core/tenancy/Tenant.ts';
import { alertsInMemory, type AlertsTestPorts } from '../alerts/alertsModules.ts';
import { savedSearchesInMemory } from '../alerts/savedSearchesModules.ts';
import { applicationsInMemory, applicationsTestPorts, candidateCallerOf, type ApplicationsTestPorts } from '../applications/applicationsModules.ts';
import { analyticsInMemory } from '../analytics/analyticsModules.ts';
import { noLiveChat } from '../chat/chatModules.ts';
import { companiesInMemory, type CompaniesTestPorts } from '../companies/companiesModules.ts';
import { favouritesInMemory } from '../favourites/favouritesModules.ts';
import { homepageInMemory, type HomepageTestPorts } from '../homepage/homepageModules.ts';
import { buildRoot, type ContextModule } from '../kernel/ContextModule.ts';
import { listingInMemory, recentSearchesInMemory, type ListingTestPorts } from '../listing/listingModules.ts';
import { preferencesInMemory } from '../preferences/preferencesModules.ts';
import { profileInMemory, profileTestPorts, type ProfileTestPorts } from '../profile/profileModules.ts';
import { sessionInMemory, TestSession } from '../session/sessionModules.ts';
import { fixedRuntime, testDevice, type Device } from '../shared/sharedModules.ts';
import { tenancyInMemory } from '../tenancy/tenancyModules.ts';
import { uiState } from '../ui-state/uiStateModules.ts';
import { candidateUseCases } from './candidateModules.ts';
import { pageUseCases } from './pageModules.ts';
import { PassiveWorldInMemory } from '../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { LogInMemory } from '../../adapters/in-memory/LogInMemory.ts';
import { readTokenClaims } from '../../core/session/tokenClaims.ts';
import { chatInMemory } from '../chat/conversationModules.ts';
import { invitationsInMemory } from '../invitations/invitationsModules.ts';

/** Every port a test may replace; the rest are in-memory fakes that start empty. */
export interface TestPorts extends ListingTestPorts, AlertsTestPorts, CompaniesTestPorts, HomepageTestPorts, Partial<Device> {
  readonly recent?: RecentSearches;
  readonly savedSearches?: SavedSearchesStore;
  readonly favourites?: Favourites;
  readonly consents?: Consents;
  readonly analytics?: Analytics;
  readonly liveChat?: LiveChatWidget;
  readonly profile?: Partial<ProfileTestPorts>;
  readonly applications?: Partial<ApplicationsTestPorts>;
  /** The fake gateway of passive candidates, invitations and the chat (one world for all their ports). */
  readonly passive?: PassiveWorldInMemory;
  /** Where logged-only failures go. */
  readonly log?: LogInMemory;
}

export interface TestRootOptions {
  readonly tenants: readonly Tenant[];
  readonly now: Date;
  readonly tenantId?: string;
  /** Virtual time for the stores' timers; rxjs's async scheduler by default. */
  readonly scheduler?: SchedulerLike;
  /** The fake gateway session: a guest by default. Favourites and consents accept its tokens only. */
  readonly session?: TestSession;
  readonly ports?: TestPorts;
}

/** A test's modules: in-memory adapters behind the real use cases, fixed time. */
export function testModules(options: TestRootOptions): readonly ContextModule[] {
  const session = options.session ?? new TestSession();
  const ports = options.ports ?? {};
  const consents = ports.consents ?? new ConsentsInMemory(session.authorizes);
  const subjectOf = (token: string | null) => (token === null ? null : (readTokenClaims(token)?.subject ?? null));
  const caller = () => (session.authorizes() ? subjectOf(session.bearer.get()) : null);
  const world = ports.passive ?? new PassiveWorldInMemory();
  return [
    fixedRuntime({
      tenantId: options.tenantId ?? options.tenants[0]?.id ?? 'jobboard',
      now: options.now,
      ...(options.scheduler ? { scheduler: options.scheduler } : {}),
    }),
    testDevice(ports),
    tenancyInMemory(options.tenants),
    sessionInMemory(session),
    listingInMemory(ports),
    recentSearchesInMemory(ports.recent),
    favouritesInMemory(ports.favourites ?? new FavouritesInMemory([], session.authorizes)),
    preferencesInMemory(consents),
    profileInMemory(
      profileTestPorts({ authorizes: session.authorizes, bearer: () => session.bearer.get(), consents, now: options.now }, ports.profile),
    ),
    alertsInMemory(ports),
    savedSearchesInMemory(ports.savedSearches),
    analyticsInMemory(ports.analytics),
    noLiveChat(ports.liveChat ?? new LiveChatWidgetInMemory()),
    companiesInMemory(ports),
    homepageInMemory(ports),
    applicationsInMemory(applicationsTestPorts(candidateCallerOf(session), () => options.now, ports.applications)),
    invitationsInMemory(world, caller, subjectOf),
    chatInMemory(world, 'candidate', caller, ports.log ?? new LogInMemory()),
    uiState(),
    ...candidateUseCases,
    ...pageUseCases,
  ];
}

export const createTestRoot = (options: TestRootOptions): Container => buildRoot(testModules(options));
