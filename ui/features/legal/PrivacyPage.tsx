import styled from '@emotion/styled';
import { useTexts } from '../../i18n/useTexts.ts';
import { color } from '../../theme/tokens.ts';
import { useShell } from '../../app/useShell.ts';

const sections = ['alerts', 'account', 'device', 'cookies', 'rights'] as const;

const Page = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: 32px 16px 48px;
  h1 {
    margin-top: 0;
  }
  h2 {
    margin: 28px 0 8px;
    font-size: 1.2rem;
  }
  p {
    line-height: 1.6;
  }
  .lead {
    color: ${color.muted};
  }
`;

/** What the board keeps about people and how they stop it: the page the alert form's privacy consent links to. */
export function PrivacyPage() {
  const { t } = useTexts();
  const { tenant } = useShell();
  return (
    <Page data-testid="privacy-page">
      <h1>{t('privacy.title')}</h1>
      <p className="lead">{t('privacy.intro', { tenant: tenant.name })}</p>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`}>
          <h2 id={`privacy-${section}`}>{t(`privacy.sections.${section}.heading`)}</h2>
          <p>{t(`privacy.sections.${section}.body`)}</p>
        </section>
      ))}
    </Page>
  );
}
