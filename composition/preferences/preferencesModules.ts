import { ConsentsHttp } from '../../adapters/http/preferences/ConsentsHttp.ts';
import { ConsentsInMemory } from '../../adapters/in-memory/preferences/ConsentsInMemory.ts';
import { Banners } from '../../core/preferences/Banners.ts';
import type { Consents } from '../../core/preferences/Consents.ts';
import { CookieConsent } from '../../core/preferences/CookieConsent.ts';
import { CurrencySelection } from '../../core/preferences/CurrencySelection.ts';
import { SetProfilingConsent } from '../../core/preferences/SetProfilingConsent.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule, valuesModule } from '../kernel/ContextModule.ts';
import { provideClass, provideEach } from '../kernel/provide.ts';
import { SessionKeys } from '../session/sessionKeys.ts';
import { httpAdapterDeps, SharedKeys } from '../shared/sharedKeys.ts';
import { PreferencesKeys as K } from './preferencesKeys.ts';

export const preferencesUseCases: ContextModule = contextModule(
  'preferences.useCases',
  pick(K, 'CurrencySelection', 'CookieConsent', 'Banners', 'SetProfilingConsent'),
  (container) => {
    provideEach(container, K, [SharedKeys.CookieJar], { CurrencySelection, CookieConsent });
    provideClass(container, K.Banners, Banners, [SharedKeys.CookieJar, SharedKeys.KeyValueStore]);
    provideClass(container, K.SetProfilingConsent, SetProfilingConsent, [K.Consents, SessionKeys.SessionCoordinator, SessionKeys.SessionStore]);
  },
);

export const preferencesHttp: ContextModule = adapterModule('preferences.http', K, httpAdapterDeps, { Consents: ConsentsHttp });

export const preferencesInMemory = (consents: Consents = new ConsentsInMemory()): ContextModule =>
  valuesModule('preferences.inMemory', K, { Consents: consents });
