import { homePageModules } from '../../composition/roots/pages/homePage.ts';
import { useContextModules } from '../../composition/react/UseCaseProvider.tsx';
import { useRouteLoaderData } from 'react-router';
import { HomePage } from '../features/homepage/HomePage.tsx';
import { loadHomepage, type HomepageData } from '../features/homepage/loadHomepage.ts';
import type { ShellData } from '../app/shellData.ts';
import type { Route } from './+types/home';

/** Every block a guest sees, from the server: the first grid tab's offers, the carousel, the blog, the search bar. */
export const loader = ({ context }: Route.LoaderArgs) => loadHomepage(context);

export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = matches[0]?.loaderData as ShellData | undefined;
  return [
    { title: shell ? `${shell.tenant.name}: ${shell.tenant.tagline}` : 'Jobboard' },
    { name: 'description', content: shell?.tenant.tagline ?? '' },
    ...(shell ? [{ tagName: 'link', rel: 'canonical', href: `${shell.origin}/` }] : []),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  useContextModules(homePageModules);
  const shell = useRouteLoaderData<ShellData>('root');
  if (!shell) return null;
  return <HomePage data={loaderData as HomepageData} shell={shell} />;
}
