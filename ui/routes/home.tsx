import styled from '@emotion/styled';
import { useTexts } from '../i18n/useTexts.ts';
import { Link, useRouteLoaderData } from 'react-router';
import type { ShellData } from '../features/shell/shellData.ts';
import { ListingProvider } from '../features/listing/ListingContext.tsx';
import { loadSearchBar } from '../features/listing/search-bar/loadSearchBar.ts';
import { SearchBar } from '../features/listing/search-bar/SearchBar.tsx';
import { color, radius } from '../theme/tokens.ts';
import type { Route } from './+types/home';

/** The search bar's vocabulary; without it the page still works, without the bar. */
export const loader = ({ context }: Route.LoaderArgs) => loadSearchBar(context);

export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = matches[0]?.loaderData as ShellData | undefined;
  return [{ title: shell ? `${shell.tenant.name}: ${shell.tenant.tagline}` : 'Jobboard' }, { name: 'description', content: shell?.tenant.tagline ?? '' }];
};

const Hero = styled.section`
  max-width: 1096px;
  margin: 0 auto;
  padding: 48px 16px;
`;

const Cta = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  padding: 12px 24px;
  border-radius: ${radius.full};
  background: ${color.primary};
  color: ${color.onPrimary};
  text-decoration: none;
  font-weight: 600;
`;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTexts();
  const shell = useRouteLoaderData<ShellData>('root');
  const listing = shell?.language === 'pl' ? '/oferty-pracy/wszystkie-lokalizacje' : '/job-offers/all-locations';
  return (
    <Hero>
      <h1>{t('home.heading')}</h1>
      <p>{shell?.tenant.tagline}</p>
      {loaderData && (
        <ListingProvider value={loaderData}>
          <SearchBar />
        </ListingProvider>
      )}
      <Cta to={listing}>{t('home.browse')}</Cta>
    </Hero>
  );
}
