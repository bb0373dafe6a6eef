import type { AppLoadContext } from 'react-router';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { resolve } from '../../../../composition/kernel/provide.ts';
import { employerPanelRootFor } from '../../../../composition/roots/employerPanelRoot.ts';
import { SharedKeys } from '../../../../composition/shared/sharedKeys.ts';
import { TenancyKeys } from '../../../../composition/tenancy/tenancyKeys.ts';

/** The page's language on the server, as the root loader chooses it: the visitor's, else the tenant's. */
export async function panelLanguage(context: AppLoadContext): Promise<Language> {
  if (context.language) return context.language;
  const tenant = await resolve(context.container, TenancyKeys.GetTenant).execute(context.tenantId);
  return tenant.isOk() ? tenant.value.defaultLanguage : 'en';
}

/** The panel root of this request, for a panel route's server loader (public calls only: a server render is logged out). */
export const serverPanelRoot = (context: AppLoadContext) =>
  employerPanelRootFor({ tenantId: context.tenantId, page: resolve(context.container, SharedKeys.GatewayHttpClient) });
