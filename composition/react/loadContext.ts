import type { Container } from 'inversify';
import type { CurrencyChoice } from '../../core/preferences/currencyChoice.ts';
import type { ColorMode, Language } from '../../core/tenancy/Tenant.ts';

/** What the server hands every loader and action: the request's container, tenant and preferences. */
export interface JobboardLoadContext {
  readonly container: Container;
  readonly tenantId: string;
  readonly language: Language | null;
  readonly colorMode: ColorMode | null;
  /** CSP nonces of this response: one for scripts, one for style elements. */
  readonly nonce: string;
  readonly styleNonce: string;
  readonly origin: string;
  /** Base address of the candidate portal: a path on this site (default '/candidate') or an absolute URL. */
  readonly candidatePortalUrl: string;
  /** Whether the visitor has decided on cookies (a valid `cookie-consent` cookie): the banner is rendered on the server when not. */
  readonly consentDecided: boolean;
  /** Whether the passive-candidates banner's dismissal cookie says 'true' (the server renders the banners). */
  readonly passiveBannerDismissed: boolean;
  /** The visitor's salary currency choice (cookie `currency`), null when none: listing loaders ask salaries in it. */
  readonly currency: CurrencyChoice | null;
  /** The map style for this tenant (MAP_STYLE_URL), or null for the offline style shipped with the app. */
  readonly mapStyleUrl: string | null;
  /** The live-chat widget's licence and script (LIVECHAT_LICENSE), or null: no live chat. */
  readonly liveChat: { readonly licence: string; readonly scriptUrl: string } | null;
  /** ERROR_REPORTING_DSN, for the page to report to (a DSN is public by design); absent or null: the browser logs. */
  readonly errorReportingDsn?: string | null;
}

declare module 'react-router' {
  interface AppLoadContext extends JobboardLoadContext {}
}
