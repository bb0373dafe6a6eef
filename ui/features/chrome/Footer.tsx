import styled from '@emotion/styled';
import { SocialLinks } from './SocialLinks.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { Link, useLocation } from 'react-router';
import { parameterWords, TRUE_VALUE } from '../../../core/listing/url/routeWords.ts';
import { menuLabel } from '../../../core/tenancy/menuItems.ts';
import type { FooterLinks, Language, MenuOption } from '../../../core/tenancy/Tenant.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { color, layout, media } from '../../theme/tokens.ts';
import { COOKIES_HASH } from '../preferences/index.ts';
import type { ShellData } from '../../app/shellData.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { CurrencyButtons } from './CurrencyButtons.tsx';
import { useLiveChat } from '../chat/index.ts';
import { plainList } from '../../theme/controls.ts';
import { laidOutNearWindow } from '../../theme/nearWindow.ts';

const Bar = styled.footer`
  ${laidOutNearWindow({ phone: 830, wide: 320 }, 0)}
  border-top: 1px solid ${color.border};
  background: ${color.surface};
  margin-top: 48px;
`;

const Inner = styled.div`
  max-width: ${layout.footerMaxWidth}px;
  margin: 0 auto;
  padding: 32px 16px 24px;
  display: flex;
  flex-direction: column;
  gap: 24px;
  color: ${color.text};
`;

const Top = styled.div`
  display: grid;
  gap: 24px;
  ${media.sm} {
    grid-template-columns: 1.4fr repeat(3, 1fr);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 0.95rem;
  }
  nav ul {
    ${plainList}
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  nav a {
    display: inline-flex;
    min-height: 32px;
    align-items: center;
    color: ${color.text};
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  .logo {
    font-weight: 700;
    font-size: 1.35rem;
    color: ${color.primary};
    text-decoration: none;
    width: ${layout.logoWidth}px;
  }
  p {
    margin: 0;
    color: ${color.muted};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  padding-top: 16px;
  border-top: 1px solid ${color.border};
  color: ${color.muted};
  p {
    margin: 0;
  }
  .spacer {
    flex: 1;
  }
`;

const LinkButton = styled.button`
  min-height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${color.text};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const showMapWords = new Set(Object.values(parameterWords.find(([field]) => field === 'showMap')?.[1] ?? {}));

/** The map replaces the footer: a listing URL with showMap (either language's word) set. */
export function mapShown(search: string): boolean {
  const params = new URLSearchParams(search);
  for (const [key, value] of params) if (showMapWords.has(key) && (value === TRUE_VALUE || value === '1')) return true;
  return false;
}

function FooterLink({ option, language }: { option: MenuOption; language: Language }) {
  const { t } = useTexts();
  const label = menuLabel(option, language);
  if (!option.static) return <Link to={option.url}>{label}</Link>;
  const blank = option.target === '_blank';
  return (
    <a href={option.url} target={option.target} rel={blank ? 'noopener noreferrer' : undefined}>
      {label}
      {blank && <span className="visually-hidden"> {t('chrome.opensInNewTab')}</span>}
    </a>
  );
}

const groups: readonly (keyof FooterLinks)[] = ['products', 'aboutUs', 'resources'];

/**
 * The footer (platform.md): logo, the products, about-us and resources link groups, social icons,
 * the copyright with the year, cookie settings, language and currency buttons and a link to the
 * brand's home page; at most 1220 px wide. Hidden while the map is shown.
 */
export function Footer({ shell }: { shell: ShellData }) {
  const { t } = useTexts();
  const location = useLocation();
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const liveChat = useLiveChat();
  const { tenant, language } = shell;
  if (mapShown(location.search)) return null;
  return (
    <Bar aria-label={t('footer.label')} data-testid="site-footer">
      <Inner>
        <Top>
          <Brand>
            <Link to="/" className="logo" aria-label={t('header.homeLink', { name: tenant.name })}>
              {tenant.name}
            </Link>
            <p>{tenant.tagline}</p>
            <SocialLinks links={tenant.social} />
          </Brand>
          {groups.map((group) =>
            tenant.footer[group].length > 0 ? (
              <nav key={group} aria-labelledby={`footer-${group}`}>
                <h2 id={`footer-${group}`}>{t(`chrome.footerGroups.${group}`)}</h2>
                <ul>
                  {tenant.footer[group].map((option) => (
                    <li key={option.id}>
                      <FooterLink option={option} language={language} />
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null,
          )}
        </Top>
        <Bottom>
          <p>{t('footer.copyright', { year: new Date().getFullYear(), name: tenant.name })}</p>
          <LinkButton type="button" data-testid="footer-cookie-settings" onClick={() => tracker.open(COOKIES_HASH)}>
            {t('cookieConsent.settings')}
          </LinkButton>
          {liveChat && (
            <LinkButton type="button" data-testid="footer-live-chat" onClick={liveChat.open}>
              {t('chrome.liveChat')}
            </LinkButton>
          )}
          <a href={tenant.links.brandHome} data-testid="footer-brand-link">
            {t('chrome.brandHome', { name: tenant.name })}
          </a>
          <span className="spacer" />
          {tenant.flags.internationalization && <LanguageSwitch current={language} testIdPrefix="footer-language" />}
          <CurrencyButtons shell={shell} />
        </Bottom>
      </Inner>
    </Bar>
  );
}
