import { AlertsHelpTooltip } from '../../core/alerts/surfaces/AlertsHelpTooltip.ts';
import { DismissAlertBanner } from '../../core/alerts/surfaces/DismissAlertBanner.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provideClass } from '../kernel/provide.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { AlertsKeys as K } from './alertsKeys.ts';

/**
 * What a listing's first screen asks of the alerts (the banner's dismissal, the help bubble), bound
 * on every page; the rest of the context comes with the surfaces that use it (ADR 39).
 */
export const alertSurfaces: ContextModule = contextModule('alerts.surfaces', pick(K, 'DismissAlertBanner', 'AlertsHelpTooltip'), (container) => {
  provideClass(container, K.DismissAlertBanner, DismissAlertBanner, [SharedKeys.CookieJar]);
  provideClass(container, K.AlertsHelpTooltip, AlertsHelpTooltip, [SharedKeys.KeyValueStore]);
});
