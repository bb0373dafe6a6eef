import { CompanyDirectoryPage } from '../features/companies/CompanyDirectoryPage.tsx';
import { loadCompanyDirectory, type DirectoryLoaderData } from '../features/companies/loadCompanyDirectory.ts';
import { pageTitle } from '../app/pageTitle.ts';
import type { ShellData } from '../app/shellData.ts';
import { textAt } from '../i18n/texts.ts';
import type { Route } from './+types/companies';

/** /firmy and /companies: the directory, its filters and page in the query string. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCompanyDirectory(request, context);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shell = matches[0]?.loaderData as ShellData | undefined;
  const page = loaderData as DirectoryLoaderData | undefined;
  return [
    { title: pageTitle(matches, 'companies.title') },
    { name: 'description', content: textAt(shell?.language ?? 'en', 'companies.description') },
    ...(page?.kind === 'directory' ? [{ tagName: 'link', rel: 'canonical', href: page.canonical }] : [{ name: 'robots', content: 'noindex' }]),
  ];
};

export default function Companies({ loaderData }: Route.ComponentProps) {
  return <CompanyDirectoryPage data={loaderData as DirectoryLoaderData} />;
}
