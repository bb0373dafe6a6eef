import styled from '@emotion/styled';
import { Link } from 'react-router';
import { allLocationsWords, listPrefixWords } from '../../../core/listing/url/routeWords.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { color, media, radius } from '../../theme/tokens.ts';
import { SearchBarProvider } from '../listing/index.ts';
import { SearchBar } from '../listing/index.ts';
import type { ShellData } from '../../app/shellData.ts';
import { BlogSection } from './BlogSection.tsx';
import { CompanyCarousel } from './carousel/CompanyCarousel.tsx';
import { OfferGrid } from './grid/OfferGrid.tsx';
import type { HomepageData } from './loadHomepage.ts';
import { LogoStrip } from './LogoStrip.tsx';
import { RegistrationBanner } from './RegistrationBanner.tsx';

const Page = styled.div`
  max-width: 1220px;
  margin: 0 auto;
  padding: 32px 16px 56px;
  display: flex;
  flex-direction: column;
  gap: 48px;
  ${media.xl} {
    max-width: 1640px;
  }
`;

const Hero = styled.section`
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
    line-height: 1.2;
  }
  p {
    margin: 0 0 16px;
    color: ${color.muted};
  }
`;

const Browse = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  padding: 12px 24px;
  border-radius: ${radius.full};
  background: ${color.primary};
  color: ${color.onPrimary};
  text-decoration: none;
  font-weight: 600;
`;

/**
 * The home page (engagement.md 2): search, the offer grid, the company carousel, the registration
 * banner, the blog and the logo strip, all in the server's HTML. A block whose data did not load is
 * left out (the grid offers a retry instead).
 */
export function HomePage({ data, shell }: { data: HomepageData; shell: ShellData }) {
  const { t } = useTexts();
  const listing = `/${listPrefixWords[data.language]}/${allLocationsWords[data.language]}`;
  const now = new Date(data.now);
  return (
    <Page>
      <Hero>
        <h1>{t('home.heading')}</h1>
        <p>{shell.tenant.tagline}</p>
        {data.search && (
          <SearchBarProvider data={data.search}>
            <SearchBar />
          </SearchBarProvider>
        )}
        <Browse to={listing}>{t('home.browse')}</Browse>
      </Hero>
      <OfferGrid grid={data.grid} language={data.language} now={now} candidateBase={shell.candidateBase} />
      {data.companies.length > 0 && (
        <CompanyCarousel companies={data.companies} language={data.language} badges={shell.tenant.flags.companyProfile} />
      )}
      <RegistrationBanner candidateBase={shell.candidateBase} />
      {data.blog && <BlogSection blog={data.blog} />}
      {data.companies.length > 0 && <LogoStrip companies={data.companies} />}
    </Page>
  );
}
