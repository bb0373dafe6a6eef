import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShellData } from '../shell/shellData.ts';
import { color, layout, media } from '../../theme/tokens.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 16px;
  height: ${layout.headerHeightMobile}px;
  padding: 0 16px;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  ${media.sm} {
    height: ${layout.headerHeightDesktop}px;
    padding: 0 24px;
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  width: ${layout.logoWidthSmall}px;
  font-weight: 700;
  font-size: 1.1rem;
  color: ${color.primary};
  text-decoration: none;
  ${media.sm} {
    width: ${layout.logoWidth}px;
    font-size: 1.35rem;
  }
`;

const Nav = styled.nav`
  display: none;
  gap: 16px;
  ${media.sm} {
    display: flex;
  }
`;

const Tools = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 8px;
`;

export function Header({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  const listing = shell.language === 'pl' ? '/oferty-pracy/wszystkie-lokalizacje' : '/job-offers/all-locations';
  const calculator = shell.language === 'pl' ? '/kalkulator-wynagrodzen' : '/salary-calculator';
  return (
    <Bar>
      <Logo to="/" aria-label={t('header.homeLink', { name: shell.tenant.name })}>
        {shell.tenant.name}
      </Logo>
      <Nav aria-label={t('header.mainNavigation')}>
        <Link to={listing}>{t('header.offers')}</Link>
        <Link to={calculator}>{t('header.salaryCalculator')}</Link>
      </Nav>
      <Tools>
        {shell.tenant.flags.internationalization && <LanguageSwitch current={shell.language} />}
        {shell.tenant.flags.darkMode && <ColorModeToggle current={shell.colorMode} />}
      </Tools>
    </Bar>
  );
}
