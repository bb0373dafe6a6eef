import { Container } from 'inversify';
import type { Tenant } from '../core/tenancy/Tenant.ts';
import { TenantsInMemory } from '../adapters/in-memory/TenantsInMemory.ts';
import { FixedClock } from '../adapters/in-memory/FixedClock.ts';
import { RecentSearchesInMemory } from '../adapters/in-memory/listing/RecentSearchesInMemory.ts';
import { RecentSearchesLocalStorage } from '../adapters/storage/RecentSearchesLocalStorage.ts';
import { SavedSearchesInMemory } from '../adapters/in-memory/alerts/SavedSearchesInMemory.ts';
import { SavedSearchesLocalStorage } from '../adapters/storage/SavedSearchesLocalStorage.ts';
import { bindHttpAdapters, type HttpSettings } from './bindHttpAdapters.ts';
import { bindCliDevice, type CliDevice } from './alerts/bindAlertsCli.ts';
import { bindAlertsInMemory } from './alerts/bindAlertsInMemory.ts';
import { bindUseCases } from './bindUseCases.ts';
import { bindSessionBrowser } from './session/bindSessionBrowser.ts';
import { bindSessionInMemory } from './session/bindSessionInMemory.ts';
import { bindSessionServer } from './session/bindSessionServer.ts';
import { T } from './tokens.ts';
import { AnalyticsInMemory } from '../adapters/in-memory/AnalyticsInMemory.ts';
import { LiveChatWidgetInMemory } from '../adapters/in-memory/LiveChatWidgetInMemory.ts';
import { bindLiveChatBrowser, bindNoLiveChat } from './chat/bindLiveChat.ts';

/** The browser's container: HTTP adapters on the page's own origin. */
export function createBrowserContainer(settings: HttpSettings): Container {
  const container = createHttpContainer(settings);
  bindSessionBrowser(container, settings);
  container.bind(T.RecentSearches).toConstantValue(new RecentSearchesLocalStorage(settings.tenantId));
  container.bind(T.SavedSearchesStore).toConstantValue(new SavedSearchesLocalStorage());
  bindLiveChatBrowser(container, document);
  return container;
}

/**
 * The server renderer's container, one per request (building one costs microseconds): the same HTTP
 * adapters, over an in-process fetch into the gateway, for the request's tenant.
 */
export function createServerContainer(settings: HttpSettings): Container {
  const container = createHttpContainer(settings);
  // Last searches live in the visitor's browser; a server render has none.
  container.bind(T.RecentSearches).toConstantValue(new RecentSearchesInMemory());
  // A guest's saved searches live in their browser too (localStorage jobAlerts).
  container.bind(T.SavedSearchesStore).toConstantValue(new SavedSearchesInMemory());
  bindSessionServer(container);
  bindNoLiveChat(container);
  return container;
}

/**
 * The CLI's container: the same HTTP adapters against a gateway URL. With a `device`, also the
 * CLI's files under `<home>/.jobboard/<tenant>/` (guest searches, the `jobboard login` session).
 */
export function createCliContainer(settings: HttpSettings & { readonly device?: CliDevice }): Container {
  const container = createHttpContainer(settings);
  if (settings.device !== undefined) bindCliDevice(container, settings, settings.device);
  bindNoLiveChat(container);
  return container;
}

/** A test container: in-memory adapters, fixed time. */
export function createTestContainer(options: { tenants: readonly Tenant[]; now: Date; tenantId?: string }): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(T.TenantId).toConstantValue(options.tenantId ?? options.tenants[0]?.id ?? 'jobboard');
  container.bind(T.Clock).toConstantValue(new FixedClock(options.now));
  container.bind(T.Tenants).toConstantValue(new TenantsInMemory(options.tenants));
  bindSessionInMemory(container);
  container.bind(T.Analytics).toConstantValue(new AnalyticsInMemory());
  container.bind(T.LiveChatWidget).toConstantValue(new LiveChatWidgetInMemory());
  bindAlertsInMemory(container);
  bindUseCases(container);
  return container;
}

function createHttpContainer(settings: HttpSettings): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindHttpAdapters(container, settings);
  bindUseCases(container);
  return container;
}
