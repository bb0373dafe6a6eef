import styled from '@emotion/styled';
import { Link } from 'react-router';
import { buildDirectoryUrl } from '../../../core/companies/companyPaths.ts';
import { CAROUSEL_CARD_WIDTH } from '../../../core/homepage/carousel.ts';
import { SurfacePanel } from '../../components/pageLayout.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { color, media } from '../../theme/tokens.ts';
import { outlinedPillLink, plainList } from '../../theme/controls.ts';
import { useShell } from '../../app/useShell.ts';
import { CompanyCard } from './CompanyCard.tsx';
import { DirectoryFilters } from './DirectoryFilters.tsx';
import type { DirectoryLoaderData } from './loadCompanyDirectory.ts';

const Page = styled.div`
  max-width: 1220px;
  margin: 0 auto;
  padding: 32px 16px 56px;
  h1 {
    margin: 0 0 6px;
    font-size: 1.8rem;
  }
  .lead {
    margin: 0 0 24px;
    color: ${color.muted};
  }
  .layout {
    display: grid;
    gap: 24px;
    grid-template-columns: minmax(0, 1fr);
  }
  ${media.md} {
    .layout {
      grid-template-columns: 280px minmax(0, 1fr);
    }
  }
  .count {
    margin: 0 0 12px;
    font-weight: 600;
  }
  .cards {
    ${plainList}
    display: grid;
    gap: 16px;
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  }
`;

const Pages = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
  a {
    ${outlinedPillLink}
    min-height: 44px;
    padding: 8px 18px;
  }
`;

/** The companies directory: filters, the count, a page of cards and its paging, all from the server. */
export function CompanyDirectoryPage({ data }: { data: DirectoryLoaderData }) {
  const { t } = useTexts();
  const shell = useShell();
  if (data.kind === 'failed') {
    return (
      <Page>
        <h1>{t('companies.heading')}</h1>
        <SurfacePanel role="alert">{t('companies.failed')}</SurfacePanel>
      </Page>
    );
  }
  const { page, industries } = data.directory;
  const { filters, pageNumber } = data.address;
  const link = (target: number) => buildDirectoryUrl({ filters, pageNumber: target }, data.language);
  return (
    <Page data-testid="company-directory">
      <h1>{t('companies.heading')}</h1>
      <p className="lead">{t('companies.lead')}</p>
      <div className="layout">
        <DirectoryFilters key={link(1)} filters={filters} language={data.language} cities={data.cities} industries={industries} />
        <section aria-label={t('companies.title')}>
          <p className="count" role="status" data-testid="company-count">
            {t('companies.results', { count: page.totalCount })}
          </p>
          {page.items.length === 0 ? (
            <SurfacePanel data-testid="company-directory-empty">{t('companies.empty')}</SurfacePanel>
          ) : (
            <ul className="cards">
              {page.items.map((company, index) => (
                <li key={company.id}>
                  <CompanyCard
                    company={company}
                    language={data.language}
                    badges={shell.tenant.flags.companyProfile}
                    width={CAROUSEL_CARD_WIDTH.desktop}
                    eager={index < 3}
                  />
                </li>
              ))}
            </ul>
          )}
          {page.totalPages > 1 && (
            <Pages aria-label={t('companies.pages')}>
              {pageNumber > 1 && (
                <Link to={link(pageNumber - 1)} rel="prev" data-testid="directory-previous">
                  {t('companies.previous')}
                </Link>
              )}
              <span>{t('companies.pageOf', { page: pageNumber, pages: page.totalPages })}</span>
              {page.hasNextPage && (
                <Link to={link(pageNumber + 1)} rel="next" data-testid="directory-next">
                  {t('companies.next')}
                </Link>
              )}
            </Pages>
          )}
        </section>
      </div>
    </Page>
  );
}
