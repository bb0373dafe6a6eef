import { useTexts } from '../../../i18n/useTexts.ts';
import type { ShellData } from '../../../app/shellData.ts';
import { CandidatePortalPage } from '../portal/CandidatePortalPage.tsx';
import { ConsentsSection } from './ConsentsSection.tsx';
import { DeleteAccountSection, ExportSection } from './DataSections.tsx';
import { DocumentGate } from '../portal/DocumentGate.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { PassiveCandidateSwitch } from '../../invitations/index.ts';

/** The candidate's settings: consents (profiling among them), password, data export, account deletion. */
export function SettingsPage({ shell }: { shell: ShellData }) {
  const { t } = useTexts();
  return (
    <CandidatePortalPage
      shell={shell}
      page="settings"
      heading={t('profile.settings.heading')}
      lead={t('profile.settings.lead')}
      testId="settings-page"
    >
      {(candidateId) => (
        <DocumentGate candidateId={candidateId}>
          {(document) => (
            <>
              <ConsentsSection consents={document.consents} />
              <PassiveCandidateSwitch />
              <PasswordSection email={document.email} />
              <ExportSection />
              <DeleteAccountSection />
            </>
          )}
        </DocumentGate>
      )}
    </CandidatePortalPage>
  );
}
