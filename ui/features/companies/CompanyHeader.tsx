import styled from '@emotion/styled';
import type { CompanyProfile } from '../../../core/companies/Company.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { CompanyBadges } from './CompanyBadges.tsx';
import { color, media, radius } from '../../theme/tokens.ts';
import { FallbackImage } from './FallbackImage.tsx';
import { logoInitials } from '../../components/cardTitle.ts';
import { companyInitials } from '../../../core/companies/companyInitials.ts';
import { brandPill } from '../../theme/controls.ts';

const Head = styled.header`
  position: relative;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  overflow: hidden;
  .cover,
  .cover-placeholder {
    display: block;
    width: 100%;
    height: 160px;
    object-fit: cover;
  }
  ${media.sm} {
    .cover,
    .cover-placeholder {
      height: 260px;
    }
  }
  .cover-placeholder {
    background: repeating-linear-gradient(135deg, ${color.background}, ${color.background} 14px, ${color.border} 14px, ${color.border} 15px);
  }
  .identity {
    display: grid;
    grid-template-columns: 96px minmax(0, 1fr);
    gap: 16px;
    align-items: end;
    padding: 0 20px 20px;
    margin-top: -48px;
  }
  .logo,
  .logo-placeholder {
    width: 96px;
    height: 96px;
    border: 4px solid ${color.surface};
    border-radius: ${radius.md};
    background: ${color.surface};
    object-fit: contain;
  }
  .logo-placeholder {
    ${logoInitials}
    font-size: 1.6rem;
  }
  h1 {
    margin: 0;
    font-size: 1.8rem;
    line-height: 1.2;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 0;
    padding: 0 20px 8px;
    list-style: none;
    color: ${color.muted};
  }
  .facts a {
    color: ${color.text};
  }
  .badges {
    display: flex;
    gap: 6px;
    padding: 0 20px 8px;
    margin: 0;
    list-style: none;
  }
  .badges li {
    padding: 1px 10px;
    ${brandPill}
    font-size: 0.85rem;
  }
  .description {
    margin: 0;
    padding: 0 20px 20px;
  }
`;

/** The company page's head: cover (eager: it is the first screen), logo, name, facts, badges and description. */
export function CompanyHeader({ company, badges }: { company: CompanyProfile; badges: boolean }) {
  const { t } = useTexts();
  return (
    <Head>
      <FallbackImage
        src={company.coverPhotoUrl}
        width={1220}
        height={260}
        className="cover"
        lazy={false}
        placeholder={<div className="cover-placeholder" aria-hidden="true" />}
      />
      <div className="identity">
        <FallbackImage
          src={company.logoUrl === '' ? null : company.logoUrl}
          width={96}
          height={96}
          className="logo"
          lazy={false}
          placeholder={
            <span className="logo-placeholder" aria-hidden="true">
              {companyInitials(company.companyName)}
            </span>
          }
        />
        <h1>{company.companyName}</h1>
      </div>
      <ul className="facts">
        <li>
          {t('companies.page.type')}: {t(`companies.type.${company.companyType}`)}
        </li>
        {company.industry && (
          <li>
            {t('companies.page.industry')}: {company.industry.label}
          </li>
        )}
        {company.size !== '' && (
          <li>
            {t('companies.page.size')}: {t('companies.page.sizeValue', { size: company.size })}
          </li>
        )}
        {company.url !== '' && (
          <li>
            <a href={company.url} rel="noopener nofollow">
              {t('companies.page.website')}
            </a>
          </li>
        )}
      </ul>
      <CompanyBadges company={company} shown={badges} />
      <p className="description">{company.shortDescription}</p>
    </Head>
  );
}
