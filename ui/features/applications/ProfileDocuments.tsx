import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { PRIVATE_DOCUMENT, type StoredDocument } from '../../../core/applications/CandidateDocuments.ts';
import { ACCEPTED_EXTENSIONS } from '../../../core/applications/documentRules.ts';
import { ApplicationsKeys } from '../../../composition/applications/applicationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../components/Button.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { color } from '../../theme/tokens.ts';
import { formatDay } from '../../i18n/formatDay.ts';
import { applyFailureKey, readUpload } from './applicationTexts.ts';
import { FieldBlock } from './applyStyles.ts';

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  .muted {
    color: ${color.muted};
  }
`;

/**
 * The candidate's CVs in the profile (the slot for application documents): each can be downloaded
 * through a short-lived signed address or deleted; a new one is checked by its bytes on upload.
 */
export function ProfileDocuments() {
  const { t, i18n } = useTexts();
  const inputId = useId();
  const listDocuments = useUseCase(ApplicationsKeys.ListCandidateDocuments);
  const upload = useUseCase(ApplicationsKeys.UploadCandidateDocument);
  const remove = useUseCase(ApplicationsKeys.RemoveCandidateDocument);
  const open = useUseCase(ApplicationsKeys.OpenCandidateDocument);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [documents, setDocuments] = useState<readonly StoredDocument[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = () => void listDocuments.execute().map(setDocuments);
  useEffect(reload, [listDocuments]);

  const failed = () => snackbars.show({ message: 'applications.documents.failed', variant: 'error', testId: 'documents-failed' });
  const add = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setBusy(true);
    await upload.execute({ file: await readUpload(file), visibility: PRIVATE_DOCUMENT }).match(
      () => {
        snackbars.show({ message: 'applications.documents.added', variant: 'success', testId: 'document-added' });
        reload();
      },
      (failure) => setProblem(applyFailureKey(failure)),
    );
    setBusy(false);
  };

  return (
    <div data-testid="application-documents">
      <p>{t('applications.documents.lead')}</p>
      {documents.length === 0 ? (
        <p>{t('applications.documents.empty')}</p>
      ) : (
        <List>
          {documents.map((document) => (
            <li key={document.id} data-testid="profile-document">
              <span>{document.fileName}</span>
              <span className="muted">{formatDay(document.uploadedAt, i18n.language)}</span>
              <Button
                type="button"
                aria-label={t('applications.documents.openLabel', { name: document.fileName })}
                onClick={() => void open.execute(document).match((url) => window.location.assign(url), failed)}
              >
                {t('applications.documents.open')}
              </Button>
              <Button
                type="button"
                aria-label={t('applications.documents.removeLabel', { name: document.fileName })}
                onClick={() =>
                  void remove.execute(document.id).match(() => {
                    snackbars.show({ message: 'applications.documents.removed', variant: 'success', testId: 'document-removed' });
                    reload();
                  }, failed)
                }
              >
                {t('applications.documents.remove')}
              </Button>
            </li>
          ))}
        </List>
      )}
      <FieldBlock>
        <label htmlFor={inputId}>{t('applications.documents.add')}</label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_EXTENSIONS.join(',')}
          disabled={busy}
          aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
          aria-invalid={problem !== null}
          data-testid="document-upload"
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null;
            event.currentTarget.value = '';
            void add(chosen);
          }}
        />
        <p className="hint" id={`${inputId}-hint`}>
          {t('applications.apply.cvHint')}
        </p>
        {problem && (
          <p className="error" id={`${inputId}-error`} role="alert">
            {t(problem)}
          </p>
        )}
      </FieldBlock>
    </div>
  );
}
