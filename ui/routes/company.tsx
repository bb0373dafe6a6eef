import { CompanyPage } from '../features/companies/CompanyPage.tsx';
import { loadCompanyPage, type CompanyLoaderData } from '../features/companies/loadCompanyPage.ts';
import { organizationJsonLd } from '../features/companies/organizationJsonLd.ts';
import type { Route } from './+types/company';
import { seoMeta, unindexedPageMeta } from '../app/seoMeta.ts';

/** /firma/{slug} and /company/{slug}: a company's page through GetCompanyPage; an unknown company is a 404. */
export const loader = ({ params, context }: Route.LoaderArgs) => loadCompanyPage(params.slug, context);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData as CompanyLoaderData | undefined;
  if (!page) return [];
  if (page.kind === 'failed') return unindexedPageMeta(page.title);
  return [...seoMeta(page.seo), { 'script:ld+json': organizationJsonLd(page.company, { origin: page.origin, canonical: page.seo.canonical }) }];
};

export default function Company({ loaderData }: Route.ComponentProps) {
  return <CompanyPage data={loaderData as CompanyLoaderData} />;
}
