import { data, type AppLoadContext } from 'react-router';
import type { CompanyJobAd, CompanyProfile } from '../../../core/companies/Company.ts';
import { companyPath } from '../../../core/companies/companyPaths.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { CompaniesKeys } from '../../../composition/companies/companiesKeys.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { TenancyKeys } from '../../../composition/tenancy/tenancyKeys.ts';
import { createI18n } from '../../i18n/createI18n.ts';

export type CompanyLoaderData =
  | {
      readonly kind: 'company';
      readonly language: Language;
      readonly company: CompanyProfile;
      /** Null when the offers did not load. */
      readonly jobAds: readonly CompanyJobAd[] | null;
      readonly seo: { readonly title: string; readonly description: string; readonly canonical: string };
      readonly origin: string;
      readonly now: string;
    }
  | { readonly kind: 'failed'; readonly language: Language; readonly failure: GatewayFailure; readonly title: string };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

/** /firma/{slug} and /company/{slug}: the company through GetCompanyPage; an unknown one is a 404. */
export async function loadCompanyPage(slug: string, context: AppLoadContext) {
  if (!SLUG.test(slug)) throw data(null, { status: 404 });
  const tenant = await resolve(context.container, TenancyKeys.GetTenant).execute(context.tenantId);
  const language: Language = context.language ?? (tenant.isOk() ? tenant.value.defaultLanguage : 'pl');
  const t = createI18n(language).t;
  const page = await resolve(context.container, CompaniesKeys.GetCompanyPage).execute({ slug, language });
  if (page.isErr()) {
    if (page.error.kind === 'not-found') throw data(null, { status: 404 });
    return data<CompanyLoaderData>({ kind: 'failed', language, failure: page.error, title: t('companies.page.failed') }, { status: 502 });
  }
  const { company, jobAds } = page.value;
  return data<CompanyLoaderData>({
    kind: 'company',
    language,
    company,
    jobAds,
    seo: {
      title: t('companies.page.documentTitle', { name: company.companyName, tenant: tenant.isOk() ? tenant.value.name : '' }),
      description: company.shortDescription,
      canonical: `${context.origin}${companyPath(company.slug, language)}`,
    },
    origin: context.origin,
    now: new Date().toISOString(),
  });
}
