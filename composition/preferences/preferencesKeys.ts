import type { Banners } from '../../core/preferences/Banners.ts';
import type { Consents } from '../../core/preferences/Consents.ts';
import type { CookieConsent } from '../../core/preferences/CookieConsent.ts';
import type { CurrencySelection } from '../../core/preferences/CurrencySelection.ts';
import type { SetProfilingConsent } from '../../core/preferences/SetProfilingConsent.ts';
import { token } from '../kernel/Token.ts';

/** Currency, cookie consent, banners and the profiling consent. */
export const PreferencesKeys = {
  Consents: token<Consents>('preferences.Consents'),
  CurrencySelection: token<CurrencySelection>('preferences.CurrencySelection'),
  CookieConsent: token<CookieConsent>('preferences.CookieConsent'),
  Banners: token<Banners>('preferences.Banners'),
  SetProfilingConsent: token<SetProfilingConsent>('preferences.SetProfilingConsent'),
} as const;
