import styled from '@emotion/styled';
import { clampedTitle, logoInitials, stretchedLink, twoLines } from '../../components/cardTitle.ts';
import { Link } from 'react-router';
import type { CompanyListItem } from '../../../core/companies/Company.ts';
import { companyPath } from '../../../core/companies/companyPaths.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { CompanyBadges } from './CompanyBadges.tsx';
import { color, radius } from '../../theme/tokens.ts';
import { FallbackImage } from './FallbackImage.tsx';
import { brandPill, linkedCard, plainList } from '../../theme/controls.ts';
import { companyInitials } from '../../../core/companies/companyInitials.ts';

const COVER_HEIGHT = 120;
const LOGO = 64;

const Card = styled.article`
  ${linkedCard}
  .cover {
    display: block;
    width: 100%;
    height: ${COVER_HEIGHT}px;
    object-fit: cover;
  }
  .cover-placeholder {
    height: ${COVER_HEIGHT}px;
    background: repeating-linear-gradient(135deg, ${color.background}, ${color.background} 12px, ${color.border} 12px, ${color.border} 13px);
  }
  .logo,
  .logo-placeholder {
    position: absolute;
    top: ${COVER_HEIGHT - LOGO / 2}px;
    left: 16px;
    width: ${LOGO}px;
    height: ${LOGO}px;
    border: 3px solid ${color.surface};
    border-radius: ${radius.sm};
    background: ${color.surface};
    object-fit: contain;
  }
  .logo-placeholder {
    ${logoInitials}
    border-color: ${color.border};
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: ${LOGO / 2 + 8}px 16px 16px;
    flex: 1;
  }
  h3 {
    ${clampedTitle}
  }
  ${stretchedLink('h3 a')}
  .meta {
    margin: 0;
    color: ${color.muted};
    font-size: 0.9rem;
  }
  .description {
    margin: 0;
    font-size: 0.92rem;
    line-height: 1.45;
    ${twoLines}
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    ${plainList}
  }
  .badges li {
    padding: 1px 8px;
    ${brandPill}
    font-size: 0.78rem;
    color: ${color.text};
  }
`;

/**
 * A company's card (engagement.md 3 and 5): cover and logo with placeholders, name and description
 * clamped to two lines, type, open offers (hidden at 0) and, behind the companyProfile flag, the
 * top-company and actively-recruiting badges. The whole card opens the company's page.
 */
export function CompanyCard({
  company,
  language,
  badges,
  width,
  eager = false,
}: {
  company: CompanyListItem;
  language: Language;
  badges: boolean;
  width: number;
  eager?: boolean;
}) {
  const { t } = useTexts();
  return (
    <Card data-testid="company-card" data-slug={company.slug}>
      <FallbackImage
        src={company.coverPhotoUrl}
        width={width}
        height={COVER_HEIGHT}
        className="cover"
        lazy={!eager}
        placeholder={<div className="cover-placeholder" aria-hidden="true" />}
      />
      <FallbackImage
        src={company.logoUrl === '' ? null : company.logoUrl}
        width={LOGO}
        height={LOGO}
        className="logo"
        lazy={!eager}
        placeholder={
          <span className="logo-placeholder" aria-hidden="true">
            {companyInitials(company.companyName)}
          </span>
        }
      />
      <div className="body">
        <h3>
          <Link to={companyPath(company.slug, language)} prefetch="none">
            {company.companyName}
          </Link>
        </h3>
        <p className="meta">
          {t(`companies.type.${company.companyType}`)}
          {company.offersCount > 0 && <> · {t('companies.card.offers', { count: company.offersCount })}</>}
        </p>
        <CompanyBadges company={company} shown={badges} />
        <p className="description">{company.shortDescription}</p>
      </div>
    </Card>
  );
}
