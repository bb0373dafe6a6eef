import { data, type AppLoadContext } from 'react-router';
import type { CompanyDirectory } from '../../../core/companies/BrowseCompanies.ts';
import { buildDirectoryUrl, parseDirectoryQuery, type DirectoryAddress } from '../../../core/companies/companyPaths.ts';
import type { LabelledKey } from '../../../core/companies/Company.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { CompaniesKeys } from '../../../composition/companies/companiesKeys.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { ListingKeys } from '../../../composition/listing/listingKeys.ts';
import { TenancyKeys } from '../../../composition/tenancy/tenancyKeys.ts';

export type DirectoryLoaderData =
  | {
      readonly kind: 'directory';
      readonly language: Language;
      readonly address: DirectoryAddress;
      readonly directory: CompanyDirectory;
      /** The cities a visitor may pick, labelled (the listing's cities). */
      readonly cities: readonly LabelledKey[];
      readonly canonical: string;
      readonly origin: string;
    }
  | { readonly kind: 'failed'; readonly language: Language; readonly failure: GatewayFailure };

/**
 * /firmy and /companies: the directory's filters and page come from the query string (core reads
 * it, dropping what cannot be right), the companies from BrowseCompanies, the cities from the
 * listing's vocabulary. Server-rendered, so filters and paging work without JavaScript.
 */
export async function loadCompanyDirectory(request: Request, context: AppLoadContext) {
  const tenant = await resolve(context.container, TenancyKeys.GetTenant).execute(context.tenantId);
  const language: Language = context.language ?? (tenant.isOk() ? tenant.value.defaultLanguage : 'pl');
  const params = new URL(request.url).searchParams;
  const address = parseDirectoryQuery((name) => params.getAll(name));
  const [directory, vocabulary] = await Promise.all([
    resolve(context.container, CompaniesKeys.BrowseCompanies).execute({ filters: address.filters, pageNumber: address.pageNumber, language }),
    resolve(context.container, ListingKeys.LoadListingVocabulary).execute(language),
  ]);
  if (directory.isErr()) return data<DirectoryLoaderData>({ kind: 'failed', language, failure: directory.error }, { status: 502 });
  return data<DirectoryLoaderData>({
    kind: 'directory',
    language,
    address,
    directory: directory.value,
    cities: vocabulary.isOk() ? vocabulary.value.cities.map((city) => ({ key: city.slug, label: city.label })) : [],
    canonical: `${context.origin}${buildDirectoryUrl({ filters: address.filters, pageNumber: address.pageNumber }, language)}`,
    origin: context.origin,
  });
}
