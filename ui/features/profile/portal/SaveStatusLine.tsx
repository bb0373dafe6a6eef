import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Status } from './profileStyles.ts';
import type { SaveStatus } from './useSaveStatus.ts';

/** The outcome of a section's last save: a polite line when saved, an alert when it failed. */
export function SaveStatusLine({ status, testId }: { status: SaveStatus; testId: string }) {
  const { t } = useTexts();
  return (
    <div aria-live="polite">
      {status.kind === 'saved' && <Status data-testid={`${testId}-saved`}>{t(status.message)}</Status>}
      {status.kind === 'failed' && (
        <FormAlert role="alert" data-testid={`${testId}-failed`}>
          {t(status.message)}
        </FormAlert>
      )}
    </div>
  );
}
