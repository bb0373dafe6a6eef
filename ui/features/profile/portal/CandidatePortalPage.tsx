import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTexts } from '../../../i18n/useTexts.ts';
import { PromptPanel } from '../../../components/pageLayout.ts';
import { pillLink, wrappingRow } from '../../../theme/controls.ts';
import { color } from '../../../theme/tokens.ts';
import { PortalLink } from '../../../components/PortalLink.tsx';
import { candidateUrl, isSameSite, type CandidatePage } from '../../../app/candidatePortal.ts';
import type { ShellData } from '../../../app/shellData.ts';
import { useSessionState } from '../../session/index.ts';
import { PortalPage } from './profileStyles.ts';

const Nav = styled.nav`
  margin: 0 0 16px;
  ul {
    ${wrappingRow}
  }
  a {
    ${pillLink}
  }
  a[aria-current='page'] {
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.onPrimary};
  }
`;

const pages: readonly { readonly page: CandidatePage; readonly label: string }[] = [
  { page: 'profile', label: 'profile.nav.profile' },
  { page: 'matchedForYou', label: 'profile.nav.matched' },
  { page: 'chats', label: 'chat.title' },
  { page: 'settings', label: 'profile.nav.settings' },
];

/** Links between the profile, matched-for-you and settings pages (routed on the client when the portal is ours). */
function PortalNav({ candidateBase }: { candidateBase: string }) {
  const { t } = useTexts();
  if (!isSameSite(candidateBase)) return null;
  return (
    <Nav aria-label={t('profile.nav.label')}>
      <ul>
        {pages.map(({ page, label }) => (
          <li key={page}>
            <NavLink to={candidateUrl(candidateBase, page)} end>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

export interface CandidatePortalPageProps {
  readonly shell: ShellData;
  readonly page: CandidatePage;
  readonly heading: string;
  readonly lead?: ReactNode;
  readonly testId: string;
  /** The page's content for the logged-in candidate. */
  readonly children: (candidateId: string) => ReactNode;
}

/**
 * A candidate portal page: server-rendered with its heading and navigation; the candidate's data
 * loads in the browser once the session is known (the bearer token lives there). A guest gets a
 * prompt to log in or register that brings them back here.
 */
export function CandidatePortalPage({ shell, page, heading, lead, testId, children }: CandidatePortalPageProps) {
  const { t } = useTexts();
  const session = useSessionState();
  const here = candidateUrl(shell.candidateBase, page);
  const headingId = `${testId}-heading`;
  return (
    <PortalPage aria-labelledby={headingId} aria-busy={session.status === 'unknown'} data-testid={testId} data-state={session.status}>
      <PortalNav candidateBase={shell.candidateBase} />
      <h1 id={headingId}>{heading}</h1>
      {lead && <p className="lead">{lead}</p>}
      {session.status === 'unknown' && <p>{t('profile.gate.loading')}</p>}
      {session.status === 'guest' && (
        <PromptPanel data-testid={`${testId}-guest`}>
          <p>{t('profile.gate.guestText')}</p>
          <p>
            <PortalLink to={candidateUrl(shell.candidateBase, 'login', { returnTo: here })}>{t('profile.gate.logIn')}</PortalLink>
            {' · '}
            <PortalLink to={candidateUrl(shell.candidateBase, 'register', { returnTo: here })}>{t('profile.gate.register')}</PortalLink>
          </p>
        </PromptPanel>
      )}
      {session.status === 'logged-in' && children(session.candidate.id)}
    </PortalPage>
  );
}
