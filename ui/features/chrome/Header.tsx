import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { Link, useLocation } from 'react-router';
import { headerMenuLinks, isActiveMenuItem, menuLabel } from '../../../core/tenancy/menuItems.ts';
import { initialHeaderScroll, nextHeaderScroll } from '../../../core/ui-state/headerVisibility.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Icon } from '../../components/Icon.tsx';
import { useObservable } from '../../hooks/useObservable.ts';
import { color, layout, media, radius } from '../../theme/tokens.ts';
import { JobAlertsHeaderButton } from '../alerts/index.ts';
import { FavouritesHeaderLink } from '../favourites/index.ts';
import { CurrencySelect } from '../preferences/index.ts';
import { useSessionState } from '../session/index.ts';
import type { ShellData } from '../../app/shellData.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { LanguagePopup } from './LanguagePopup.tsx';
import { LoginMenu } from './LoginMenu.tsx';
import { SIDE_MENU_HASH } from './SideMenu.tsx';
import { RoundIconButton } from '../../components/RoundIconButton.ts';
import { filledPillLink, plainList } from '../../theme/controls.ts';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${layout.headerHeightMobile}px;
  padding: 0 12px;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  transition: transform 200ms ease;
  &[data-hidden='true'] {
    transform: translateY(-100%);
  }
  ${media.sm} {
    gap: 16px;
    height: ${layout.headerHeightDesktop}px;
    padding: 0 24px;
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  width: ${layout.logoWidthSmall}px;
  overflow: hidden;
  font-weight: 700;
  font-size: 1rem;
  line-height: 1.1;
  color: ${color.primary};
  text-decoration: none;
  ${media.sm} {
    width: ${layout.logoWidth}px;
    font-size: 1.35rem;
  }
`;

/** The configured links show from the large breakpoint; below it they are in the side menu. */
const Nav = styled.nav`
  display: none;
  ${media.lg} {
    display: block;
  }
  ul {
    display: flex;
    gap: 4px;
    ${plainList}
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 10px;
    border-radius: ${radius.sm};
    color: ${color.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    color: ${color.primary};
    font-weight: 700;
    box-shadow: inset 0 -3px 0 ${color.primary};
  }
`;

const Tools = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 6px;
  ${media.sm} {
    gap: 8px;
  }
`;

/** Shown from the small breakpoint up; on phones these live in the side menu and the footer. */
const DesktopOnly = styled.div`
  display: none;
  ${media.sm} {
    display: contents;
  }
`;

const AddOffer = styled.a`
  ${filledPillLink}
  gap: 6px;
  min-height: 40px;
  padding: 0 16px;
  white-space: nowrap;
`;

/**
 * Hides the header when the page scrolls down past its height and brings it back after an upward
 * scroll (core/ui-state/headerVisibility.ts); it also comes back whenever focus moves into it.
 */
function useHeaderOnScroll(header: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    // The starting position is read in the next frame: read here, while hydration's effects run, it
    // forces a style recalculation of the whole page inside their task (docs/performance.md).
    let state = initialHeaderScroll(0);
    let frame = window.requestAnimationFrame(() => {
      frame = 0;
      state = initialHeaderScroll(window.scrollY);
    });
    const onScroll = () => {
      if (frame !== 0) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        state = nextHeaderScroll(state, window.scrollY, element.offsetHeight);
        setVisible(state.visible);
      });
    };
    const onFocus = () => {
      state = { ...state, visible: true };
      setVisible(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      element.removeEventListener('focusin', onFocus);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [header]);
  return visible;
}

/**
 * The header (platform.md): menu links from the tenant's configuration, the logo (180 px, 110 on
 * small screens), post-a-job for guests, the login menu, favourites with their count, the currency
 * dropdown (desktop), the language popup, the dark-mode toggle behind its flag, and the button
 * opening the side menu. 80 px high on desktop, 48 on mobile.
 */
export function Header({ shell }: { shell: ShellData }) {
  const { t } = useTexts();
  const location = useLocation();
  const ref = useRef<HTMLElement>(null);
  const visible = useHeaderOnScroll(ref);
  const session = useSessionState();
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const menuOpen = useObservable(
    useMemo(() => tracker.isOpen$(SIDE_MENU_HASH), [tracker]),
    false,
  );
  const { tenant, language } = shell;
  const links = headerMenuLinks(tenant.menu);

  return (
    <Bar ref={ref} data-hidden={!visible} data-testid="site-header">
      <Logo to="/" aria-label={t('header.homeLink', { name: tenant.name })}>
        {tenant.name}
      </Logo>
      {links.length > 0 && (
        <Nav aria-label={t('header.mainNavigation')}>
          <ul>
            {links.map((option) => (
              <li key={option.id}>
                {option.static ? (
                  <a
                    href={option.url}
                    target={option.target}
                    rel={option.target === '_blank' ? 'noopener noreferrer' : undefined}
                    data-testid={option.testKey}
                  >
                    {menuLabel(option, language)}
                  </a>
                ) : (
                  <Link
                    to={option.url}
                    data-testid={option.testKey}
                    aria-current={isActiveMenuItem(option, location.pathname, location.search) ? 'page' : undefined}
                  >
                    {menuLabel(option, language)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Nav>
      )}
      <Tools>
        {session.status !== 'logged-in' && (
          <DesktopOnly>
            <AddOffer href={tenant.links.addOffer} data-testid="add-offer">
              <Icon name="plus" size={18} />
              {t('header.addOffer')}
            </AddOffer>
          </DesktopOnly>
        )}
        <LoginMenu candidateBase={shell.candidateBase} employerPortal={tenant.links.employerPortal} flags={tenant.flags} />
        {tenant.flags.favoriteOfferButton && <FavouritesHeaderLink />}
        {tenant.flags.jobAlerts && <JobAlertsHeaderButton />}
        <DesktopOnly>
          <CurrencySelect enabled={tenant.flags.currencyDropdown} serverChoice={shell.currency} />
          {tenant.flags.internationalization && <LanguagePopup current={language} />}
          {tenant.flags.darkMode && <ColorModeToggle current={shell.colorMode} />}
        </DesktopOnly>
        <RoundIconButton
          type="button"
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="side-menu-open"
          onClick={() => tracker.open(SIDE_MENU_HASH)}
        >
          <Icon name="menu" />
        </RoundIconButton>
      </Tools>
    </Bar>
  );
}
