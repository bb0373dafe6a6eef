import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Actions } from '../portal/profileStyles.ts';
import { Card } from '../../../components/Card.ts';
import { failureKey } from '../portal/saveOutcome.ts';

/** Offers a text as a file download in the browser (the export arrives with the bearer token, so not as a link). */
function download(fileName: string, mediaType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download my data": everything stored about the candidate as a JSON file (ExportMyData). */
export function ExportSection() {
  const { t } = useTexts();
  const exportMyData = useUseCase(ProfileKeys.ExportMyData);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    void exportMyData
      .execute()
      .match(
        (file) => {
          download(file.fileName, file.mediaType, file.content);
          snackbars.show({ message: 'profile.settings.exported', variant: 'success', testId: 'export-done' });
        },
        (failure) => snackbars.show({ message: failureKey(failure), variant: 'error', testId: 'export-failed' }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Card aria-labelledby="export-heading" data-testid="export-section">
      <h2 id="export-heading">{t('profile.settings.export')}</h2>
      <p>{t('profile.settings.exportText')}</p>
      <Actions>
        <Button type="button" onClick={run} disabled={busy} aria-busy={busy} data-testid="export-button">
          {busy ? t('profile.settings.exporting') : t('profile.settings.exportButton')}
        </Button>
      </Actions>
    </Card>
  );
}

/**
 * "Delete my account", after the confirmation dialog (core/ui-state/ConfirmationDialog): the
 * dialog's confirm runs DeleteAccount and stays open if it fails; once deleted, the visitor is a
 * guest on the home page with a message saying so.
 */
export function DeleteAccountSection() {
  const { t } = useTexts();
  const deleteAccount = useUseCase(ProfileKeys.DeleteAccount);
  const confirmation = useUseCase(UiStateKeys.ConfirmationDialog);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const navigate = useNavigate();
  const ask = async () => {
    const deleted = await confirmation.confirm({
      header: 'profile.settings.deleteHeader',
      text: 'profile.settings.deleteConfirmText',
      confirmText: 'profile.settings.deleteAccept',
      onConfirm: () =>
        deleteAccount.execute().mapErr((failure) => snackbars.show({ message: failureKey(failure), variant: 'error', testId: 'delete-failed' })),
    });
    if (!deleted) return;
    snackbars.show({ message: 'profile.settings.deleted', variant: 'success', testId: 'account-deleted' });
    void navigate('/');
  };
  return (
    <Card aria-labelledby="delete-heading" data-testid="delete-section">
      <h2 id="delete-heading">{t('profile.settings.delete')}</h2>
      <p>{t('profile.settings.deleteText')}</p>
      <Actions>
        <Button type="button" onClick={() => void ask()} data-testid="delete-account">
          {t('profile.settings.deleteButton')}
        </Button>
      </Actions>
    </Card>
  );
}
