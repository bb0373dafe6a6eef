import { useTexts } from '../../../i18n/useTexts.ts';
import type { ShellData } from '../../../app/shellData.ts';
import { CandidatePortalPage } from '../portal/CandidatePortalPage.tsx';
import { DocumentGate } from '../portal/DocumentGate.tsx';
import { PersonalSection } from './PersonalSection.tsx';
import type { PreferenceChoices } from '../preferences/preferencesForm.ts';
import { PreferencesSection } from '../preferences/PreferencesSection.tsx';
import { WorkHistorySection } from './WorkHistorySection.tsx';

/** The candidate's profile: personal details and photo, preferences, work history; each section saves on its own. */
export function ProfilePage({ shell, choices }: { shell: ShellData; choices: PreferenceChoices }) {
  const { t } = useTexts();
  const currency = shell.currency === null || shell.currency === 'other' ? 'pln' : shell.currency;
  return (
    <CandidatePortalPage shell={shell} page="profile" heading={t('profile.page.heading')} lead={t('profile.page.lead')} testId="profile-page">
      {(candidateId) => (
        <DocumentGate candidateId={candidateId}>
          {(document) => (
            <>
              <PersonalSection key={`personal-${document.id}`} document={document} />
              <PreferencesSection
                key={`preferences-${document.id}`}
                preferences={document.preferences}
                choices={choices}
                defaultCurrency={currency}
              />
              <WorkHistorySection entries={document.workHistory} language={shell.language} />
            </>
          )}
        </DocumentGate>
      )}
    </CandidatePortalPage>
  );
}
