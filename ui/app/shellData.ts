import { data, type AppLoadContext } from 'react-router';
import type { CurrencyChoice } from '../../core/preferences/currencyChoice.ts';
import { pageLanguage } from '../../core/preferences/pageLanguage.ts';
import type { ColorMode, Language, Tenant } from '../../core/tenancy/Tenant.ts';
import { resolve } from '../../composition/kernel/provide.ts';
import { TenancyKeys } from '../../composition/tenancy/tenancyKeys.ts';

export interface ShellData {
  readonly tenant: Tenant;
  readonly language: Language;
  readonly colorMode: ColorMode | null;
  readonly nonce: string;
  readonly styleNonce: string;
  readonly origin: string;
  /** The candidate portal's base address, without a trailing slash ('/candidate' by default). */
  readonly candidateBase: string;
  /** Whether the visitor had decided on cookies when the server rendered this load (the banner shows when not). */
  readonly consentDecided: boolean;
  /** Whether the passive-candidates banner had been dismissed (its cookie) when the server rendered this load. */
  readonly passiveBannerDismissed: boolean;
  /** The salary currency chosen (cookie), as the server saw it on this load. */
  readonly currency: CurrencyChoice | null;
  /** The map style address (MAP_STYLE_URL), or null for the offline style. */
  readonly mapStyleUrl: string | null;
  /** The live-chat widget's settings, or null when the board has no live chat. */
  readonly liveChat: { readonly licence: string; readonly scriptUrl: string } | null;
  /** Where the page reports errors (ERROR_REPORTING_DSN), or absent: to the console. */
  readonly errorReportingDsn?: string | null;
}

/**
 * The root loader's work: the tenant (through its use case) and the visitor's stored preferences.
 * The language is the page's: the URL's words where it has them, the stored choice elsewhere.
 */
export async function loadShell(context: AppLoadContext, request: Request): Promise<ShellData> {
  const result = await resolve(context.container, TenancyKeys.GetTenant).execute(context.tenantId);
  if (result.isErr()) {
    throw data({ failure: result.error.kind }, { status: result.error.kind === 'not-found' ? 404 : 502 });
  }
  const tenant = result.value;
  return {
    tenant,
    language: pageLanguage(request.url, context.language, tenant.defaultLanguage),
    colorMode: context.colorMode,
    nonce: context.nonce,
    styleNonce: context.styleNonce,
    origin: context.origin,
    candidateBase: context.candidatePortalUrl,
    currency: context.currency,
    consentDecided: context.consentDecided,
    passiveBannerDismissed: context.passiveBannerDismissed,
    mapStyleUrl: context.mapStyleUrl,
    liveChat: context.liveChat,
    errorReportingDsn: context.errorReportingDsn ?? null,
  };
}
