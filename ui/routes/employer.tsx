import styled from '@emotion/styled';
import { useTexts } from '../i18n/useTexts.ts';
import { Link } from 'react-router';
import { pageTitle } from '../features/shell/pageTitle.ts';
import { color } from '../theme/tokens.ts';
import type { Route } from './+types/employer';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'candidatePortal.employerTitle') }, { name: 'robots', content: 'noindex' }];

const Page = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: 48px 16px;
  p {
    color: ${color.muted};
  }
`;

/** The employer panel's addresses (/employer/...) until the panel is built: a short page instead of a 404. */
export default function Employer() {
  const { t } = useTexts();
  return (
    <Page aria-labelledby="employer-heading">
      <h1 id="employer-heading">{t('candidatePortal.employerTitle')}</h1>
      <p>{t('candidatePortal.employerText')}</p>
      <Link to="/">{t('common.backHome')}</Link>
    </Page>
  );
}
