import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import type { LoggedCandidate } from '../../../core/session/LoggedCandidate.ts';
import { useUnreadCount } from '../chat/index.ts';
import type { FeatureFlagName } from '../../../core/tenancy/Tenant.ts';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { MenuButton, MenuGroupLabel, MenuItemAnchor, MenuItemButton, MenuItemLink, MenuSeparator } from '../../components/MenuButton.tsx';
import { useMediaQuery } from '../../hooks/useMediaQuery.ts';
import { color, media, radius } from '../../theme/tokens.ts';
import { candidateUrl, isSameSite, type CandidatePage } from '../../app/candidatePortal.ts';
import { useLogout, useSessionState } from '../session/index.ts';
import { Badge } from '../../components/Badge.ts';

export interface LoginMenuProps {
  readonly candidateBase: string;
  readonly employerPortal: string;
  readonly flags: Readonly<Record<FeatureFlagName, boolean>>;
}

/** The logged-in entries in the spec's order; chats only with the candidate portal enabled, flagged pages only with their flag. */
export const candidateEntries: readonly { readonly page: CandidatePage; readonly icon: IconName; readonly flag?: FeatureFlagName }[] = [
  { page: 'profile', icon: 'user' },
  { page: 'chats', icon: 'chat', flag: 'enableLoginToCP' },
  { page: 'jobAlerts', icon: 'bell' },
  { page: 'applicationHistory', icon: 'history', flag: 'applicationHistory' },
  { page: 'favouriteOffers', icon: 'heart' },
  { page: 'matchedForYou', icon: 'star', flag: 'matchedForYou' },
  { page: 'settings', icon: 'settings' },
];

export const MOBILE_QUERY = '(max-width: 899px)';

const ButtonText = styled.span`
  display: none;
  ${media.sm} {
    display: inline;
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${radius.full};
  overflow: hidden;
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: 0.8rem;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Grow = styled.span`
  flex: 1;
`;

export function CandidateAvatar({ candidate }: { candidate: LoggedCandidate }) {
  const initials = `${candidate.firstName.charAt(0)}${candidate.lastName.charAt(0)}`.toUpperCase();
  return (
    <Avatar aria-hidden="true">{candidate.avatarUrl ? <img src={candidate.avatarUrl} alt="" /> : initials || <Icon name="user" size={16} />}</Avatar>
  );
}

/**
 * The login menu (platform.md). Logged out: the candidate portal's login and register (only when
 * enableLoginToCP) and the employer panel's (not on mobile). Logged in: the candidate's pages under
 * the portal's base address, the unread-messages badge (chats plus conversation requests), logout.
 */
export function LoginMenu({ candidateBase, employerPortal, flags }: LoginMenuProps) {
  const { t } = useTexts();
  const session = useSessionState();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const logout = useLogout(candidateBase);
  const unread = useUnreadCount(session.status === 'logged-in' ? session.candidate.unreadMessages : null);

  if (session.status === 'logged-in') {
    const { candidate } = session;
    const name = `${candidate.firstName} ${candidate.lastName}`.trim();
    const entries = candidateEntries.filter((entry) => entry.flag === undefined || flags[entry.flag]);
    return (
      <MenuButton
        testId="login-menu"
        state="logged-in"
        menuLabel={t('loginMenu.accountMenu')}
        buttonLabel={unread > 0 ? t('loginMenu.accountButtonUnread', { name, count: unread }) : t('loginMenu.accountButton', { name })}
        label={
          <>
            <CandidateAvatar candidate={candidate} />
            <ButtonText>{candidate.firstName || t('loginMenu.account')}</ButtonText>
          </>
        }
        badge={
          unread > 0 ? (
            <Badge data-testid="unread-badge" aria-hidden="true">
              {unread}
            </Badge>
          ) : undefined
        }
      >
        {({ close }) => (
          <>
            {entries.map((entry) => (
              <PortalMenuItem key={entry.page} to={candidateUrl(candidateBase, entry.page)} testId={`login-menu-${entry.page}`} onSelect={close}>
                <Icon name={entry.icon} />
                <Grow>{t(`loginMenu.pages.${entry.page}`)}</Grow>
                {entry.page === 'chats' && unread > 0 && (
                  <Badge>
                    {unread}
                    <span className="visually-hidden"> {t('loginMenu.unread')}</span>
                  </Badge>
                )}
              </PortalMenuItem>
            ))}
            <MenuSeparator role="separator" />
            <MenuItemButton
              testId="logout"
              onClick={() => {
                close();
                logout();
              }}
            >
              <Icon name="logout" />
              {t('loginMenu.logout')}
            </MenuItemButton>
          </>
        )}
      </MenuButton>
    );
  }

  const showCandidate = flags.enableLoginToCP;
  const showEmployer = !mobile;
  return (
    <MenuButton
      testId="login-menu"
      state={session.status}
      menuLabel={t('loginMenu.loginMenu')}
      label={
        <>
          <Icon name="user" />
          <ButtonText>{t('loginMenu.logIn')}</ButtonText>
        </>
      }
      buttonLabel={t('loginMenu.logInButton')}
    >
      {({ close }) => (
        <>
          {showCandidate && (
            <div role="group" aria-label={t('loginMenu.candidateSection')} data-testid="login-menu-candidate">
              <MenuGroupLabel aria-hidden="true">{t('loginMenu.candidateSection')}</MenuGroupLabel>
              <PortalMenuItem to={candidateUrl(candidateBase, 'login')} testId="login-menu-candidate-login" onSelect={close}>
                {t('loginMenu.logIn')}
              </PortalMenuItem>
              <PortalMenuItem to={candidateUrl(candidateBase, 'register')} testId="login-menu-candidate-register" onSelect={close}>
                {t('loginMenu.register')}
              </PortalMenuItem>
            </div>
          )}
          {showCandidate && showEmployer && <MenuSeparator role="separator" />}
          {showEmployer && (
            <div role="group" aria-label={t('loginMenu.employerSection')} data-testid="login-menu-employer">
              <MenuGroupLabel aria-hidden="true">{t('loginMenu.employerSection')}</MenuGroupLabel>
              <MenuItemAnchor href={`${employerPortal}/login`} data-testid="login-menu-employer-login" onClick={close}>
                {t('loginMenu.logIn')}
              </MenuItemAnchor>
              <MenuItemAnchor href={`${employerPortal}/register`} data-testid="login-menu-employer-register" onClick={close}>
                {t('loginMenu.register')}
              </MenuItemAnchor>
            </div>
          )}
          {!showCandidate && !showEmployer && (
            <MenuItemAnchor href={`${employerPortal}/login`} onClick={close}>
              {t('loginMenu.employerSection')}
            </MenuItemAnchor>
          )}
        </>
      )}
    </MenuButton>
  );
}

function PortalMenuItem({ to, testId, onSelect, children }: { to: string; testId: string; onSelect: () => void; children: ReactNode }) {
  return isSameSite(to) ? (
    <MenuItemLink to={to} testId={testId} onClick={onSelect}>
      {children}
    </MenuItemLink>
  ) : (
    <MenuItemAnchor href={to} testId={testId} onClick={onSelect}>
      {children}
    </MenuItemAnchor>
  );
}
