import { AlertsHelpTooltip } from '../../core/alerts/surfaces/AlertsHelpTooltip.ts';
import { DismissAlertBanner } from '../../core/alerts/surfaces/DismissAlertBanner.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provideClass } from '../kernel/provide.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { AlertsKeys as K } from './alertsKeys.ts';

/** The keys bound on every page; alertsUseCases binds the rest of the context's use cases. */
export const SURFACE_KEYS = ['DismissAlertBanner', 'AlertsHelpTooltip'] as const;

/**
 * What a listing's first screen asks of the alerts (the banner's dismissal, the help bubble), bound
 * on every page; the rest of the context comes with the surfaces that use it (ADR 40).
 */
export const alertSurfaces: ContextModule = contextModule('alerts.surfaces', pick(K, ...SURFACE_KEYS), (container) => {
  provideClass(container, K.DismissAlertBanner, DismissAlertBanner, [SharedKeys.CookieJar]);
  provideClass(container, K.AlertsHelpTooltip, AlertsHelpTooltip, [SharedKeys.KeyValueStore]);
});
