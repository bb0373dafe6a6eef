import styled from '@emotion/styled';
import { useTexts } from '../../i18n/useTexts.ts';
import { Link, useMatches } from 'react-router';
import { ProfilingConsentPrompt } from '../../features/preferences/ProfilingConsentPrompt.tsx';
import { candidateUrl } from '../../features/shell/candidatePortal.ts';
import { pageTitle } from '../../features/shell/pageTitle.ts';
import { useShell } from '../../features/shell/useShell.ts';
import { color } from '../../theme/tokens.ts';
import type { Route } from './+types/comingSoon';

/** Route id → the page's name (loginMenu.pages.*); one module serves every portal page not built yet. */
const pageKeys: Readonly<Record<string, string>> = {
  'candidate-profile': 'loginMenu.pages.profile',
  'candidate-chats': 'loginMenu.pages.chats',
  'candidate-job-alert': 'loginMenu.pages.jobAlerts',
  'candidate-application-history': 'loginMenu.pages.applicationHistory',
  'candidate-matched-for-you': 'loginMenu.pages.matchedForYou',
  'candidate-settings': 'loginMenu.pages.settings',
};

const keyOf = (id: string | undefined) => pageKeys[id ?? ''] ?? 'candidatePortal.portal';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, keyOf(matches[matches.length - 1]?.id)) }, { name: 'robots', content: 'noindex' }];

const Page = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: 48px 16px;
  p {
    color: ${color.muted};
  }
`;

export default function ComingSoon() {
  const { t } = useTexts();
  const matches = useMatches();
  const shell = useShell();
  const id = matches[matches.length - 1]?.id;
  const listing = shell.language === 'pl' ? '/oferty-pracy/wszystkie-lokalizacje' : '/job-offers/all-locations';
  return (
    <Page aria-labelledby="coming-soon-heading">
      <h1 id="coming-soon-heading">{t(keyOf(id))}</h1>
      {id === 'candidate-matched-for-you' && (
        <ProfilingConsentPrompt candidateBase={shell.candidateBase} returnTo={candidateUrl(shell.candidateBase, 'matchedForYou')} />
      )}
      <p>{t('candidatePortal.comingSoonText')}</p>
      <Link to={listing}>{t('candidatePortal.backToOffers')}</Link>
    </Page>
  );
}
