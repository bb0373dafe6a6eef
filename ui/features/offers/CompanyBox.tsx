import styled from '@emotion/styled';
import { useId } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import type { CompanyShortInfo } from '../../../core/listing/Offer.ts';
import { companyPath } from '../../../core/companies/companyPaths.ts';
import { Link } from 'react-router';
import { useShell } from '../../app/useShell.ts';
import { radius } from '../../theme/tokens.ts';
import { surfaceBox } from '../../theme/controls.ts';

const Box = styled.section`
  padding: 16px;
  ${surfaceBox}
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: 4px 12px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  img {
    grid-row: span 3;
    width: 64px;
    height: 64px;
    border-radius: ${radius.sm};
  }
  p {
    margin: 0;
  }
`;

/** The company's short info on the offer page (only when it loaded: its failure is ignored). */
export function CompanyBox({ company }: { company: CompanyShortInfo }) {
  const { t } = useTexts();
  const headingId = useId();
  const { language } = useShell();
  return (
    <Box aria-labelledby={headingId} data-testid="company-box">
      <img src={company.logoUrl} alt="" width={64} height={64} />
      <h2 id={headingId}>
        {t('offerPage.company')}: {company.name}
      </h2>
      <p>{company.shortDescription}</p>
      <p>
        {t('offerPage.companySize', { size: company.size })} · {t('offerPage.companyOffers', { count: company.offersCount })}
        {company.url !== '' && (
          <>
            {' · '}
            <a href={company.url} rel="noopener nofollow">
              {t('offerPage.companyWebsite')}
            </a>
          </>
        )}
        {' · '}
        <Link to={companyPath(company.slug, language)} data-testid="company-box-profile">
          {t('companies.offerLink')}
        </Link>
      </p>
    </Box>
  );
}
