import { data, type AppLoadContext } from 'react-router';
import { pageLanguage } from '../../core/preferences/pageLanguage.ts';
import type { Language, Tenant } from '../../core/tenancy/Tenant.ts';
import { resolve } from '../../composition/kernel/provide.ts';
import type { JobboardLoadContext } from '../../composition/react/loadContext.ts';
import { TenancyKeys } from '../../composition/tenancy/tenancyKeys.ts';

/** What the root loader passes on of the server's load context, as the server saw it on this load. */
type FromLoadContext =
  | 'colorMode'
  | 'nonce'
  | 'styleNonce'
  | 'origin'
  | 'consentDecided'
  | 'passiveBannerDismissed'
  | 'currency'
  | 'mapStyleUrl'
  | 'liveChat'
  | 'errorReportingDsn';

export interface ShellData extends Pick<JobboardLoadContext, FromLoadContext> {
  readonly tenant: Tenant;
  readonly language: Language;
  /** The candidate portal's base address, without a trailing slash ('/candidate' by default). */
  readonly candidateBase: string;
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
