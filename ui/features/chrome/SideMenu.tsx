import styled from '@emotion/styled';
import { menuEntryCss } from '../../components/menuButtonStyles.ts';
import { SocialLinks } from './SocialLinks.tsx';
import { useMemo } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { useUnreadCount } from '../chat/index.ts';
import { EXTERNAL_COOKIES_MENU_ID } from '../../../core/tenancy/menuItems.ts';
import type { MenuOption } from '../../../core/tenancy/Tenant.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Drawer } from '../../components/Drawer.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useMediaQuery } from '../../hooks/useMediaQuery.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import { color } from '../../theme/tokens.ts';
import { candidateUrl } from '../../app/candidatePortal.ts';
import type { ShellData } from '../../app/shellData.ts';
import { useLogout, useSessionState } from '../session/index.ts';
import { COOKIES_HASH } from '../preferences/index.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { CandidateAvatar, candidateEntries, MOBILE_QUERY } from './LoginMenu.tsx';
import { MobileMenuItems } from './MobileMenuItems.tsx';
import { PortalLink } from '../../components/PortalLink.tsx';
import { useLiveChat } from '../chat/index.ts';
import { Badge } from '../../components/Badge.ts';
import { plainList } from '../../theme/controls.ts';

/** The hash that opens the side menu. */
export const SIDE_MENU_HASH = 'menu';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 0;
  & + & {
    border-top: 1px solid ${color.border};
  }
  h3 {
    margin: 4px 12px;
    font-size: 0.85rem;
    color: ${color.muted};
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 4px 12px 8px;
  font-weight: 700;
`;

const linkCss = `
  ${menuEntryCss('large')}
  .grow {
    flex: 1;
  }
`;

const NavList = styled.ul`
  ${plainList}
  a,
  button {
    ${linkCss}
    width: 100%;
  }
`;

const Socials = styled(SocialLinks)`
  padding: 4px 12px;
`;

const Preferences = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 4px 12px;
`;

/**
 * The side menu (platform.md): a drawer on the right, a bottom sheet on mobile, opened by the #menu
 * hash. Logged in: avatar, name, the candidate's pages (chats with the unread badge), logout.
 * Logged out: candidate login, employer login (not on mobile widths), social links. Always: the
 * configured menu entries plus a cookies entry.
 */
export function SideMenu({ shell }: { shell: ShellData }) {
  const { t } = useTexts();
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const liveChat = useLiveChat();
  const open = useObservable(
    useMemo(() => tracker.isOpen$(SIDE_MENU_HASH), [tracker]),
    false,
  );
  const session = useSessionState();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const logout = useLogout(shell.candidateBase);
  const badgeCount = useUnreadCount(session.status === 'logged-in' ? session.candidate.unreadMessages : null);
  const { tenant, language, candidateBase } = shell;
  const close = () => tracker.close();

  // Shown when the configured cookies entry is not (e.g. it is hidden on desktop): the side menu always has one.
  const cookiesFallback: MenuOption = {
    id: EXTERNAL_COOKIES_MENU_ID,
    label: { pl: t('cookieConsent.settings'), en: t('cookieConsent.settings') },
    url: `#${COOKIES_HASH}`,
    icon: 'cookie',
    testKey: 'menu-cookies',
  };

  return (
    <Drawer open={open} onClose={close} title={t('sideMenu.title')} mobilePlacement="bottom" width={360} testId="side-menu">
      {session.status === 'logged-in' ? (
        <Section aria-label={t('sideMenu.account')}>
          <Person>
            <CandidateAvatar candidate={session.candidate} />
            <span data-testid="side-menu-name">{`${session.candidate.firstName} ${session.candidate.lastName}`.trim() || t('sideMenu.welcome')}</span>
          </Person>
          <nav aria-label={t('sideMenu.profileNavigation')}>
            <NavList>
              {candidateEntries
                .filter((entry) => entry.flag === undefined || tenant.flags[entry.flag])
                .map((entry) => {
                  const unread = entry.page === 'chats' ? badgeCount : 0;
                  return (
                    <li key={entry.page}>
                      <PortalLink to={candidateUrl(candidateBase, entry.page)} testId={`side-menu-${entry.page}`}>
                        <Icon name={entry.icon} />
                        <span className="grow">{t(`loginMenu.pages.${entry.page}`)}</span>
                        {unread > 0 && (
                          <Badge>
                            {unread}
                            <span className="visually-hidden"> {t('loginMenu.unread')}</span>
                          </Badge>
                        )}
                      </PortalLink>
                    </li>
                  );
                })}
              <li>
                <button
                  type="button"
                  data-testid="side-menu-logout"
                  onClick={() => {
                    close();
                    logout();
                  }}
                >
                  <Icon name="logout" />
                  {t('loginMenu.logout')}
                </button>
              </li>
            </NavList>
          </nav>
        </Section>
      ) : (
        <Section aria-label={t('sideMenu.account')}>
          <NavList>
            {tenant.flags.enableLoginToCP && (
              <li>
                <PortalLink to={candidateUrl(candidateBase, 'login')} testId="side-menu-candidate-login">
                  <Icon name="user" />
                  {t('sideMenu.candidateLogin')}
                </PortalLink>
              </li>
            )}
            {!mobile && (
              <li>
                <a href={`${tenant.links.employerPortal}/login`} data-testid="side-menu-employer-login">
                  <Icon name="building" />
                  {t('sideMenu.employerLogin')}
                </a>
              </li>
            )}
          </NavList>
          <Socials links={tenant.social} />
        </Section>
      )}
      <Section aria-label={t('sideMenu.menu')}>
        <nav aria-label={t('sideMenu.menu')}>
          <MobileMenuItems
            options={tenant.menu}
            cookiesFallback={cookiesFallback}
            language={language}
            mobile={mobile}
            liveChat={liveChat}
            onOpenCookies={() => tracker.open(COOKIES_HASH)}
            onClose={close}
          />
        </nav>
      </Section>
      {(tenant.flags.internationalization || tenant.flags.darkMode) && (
        <Section aria-label={t('sideMenu.preferences')}>
          <Preferences>
            {tenant.flags.internationalization && <LanguageSwitch current={language} testIdPrefix="side-menu-language" />}
            {tenant.flags.darkMode && <ColorModeToggle current={shell.colorMode} testId="side-menu-color-mode" />}
          </Preferences>
        </Section>
      )}
    </Drawer>
  );
}
