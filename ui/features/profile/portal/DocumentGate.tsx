import type { ReactNode } from 'react';
import type { CandidateDocument } from '../../../../core/profile/CandidateDocument.ts';
import { Button } from '../../../components/Button.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { useCandidateDocument } from './useCandidateDocument.ts';

/** The candidate's document once loaded; meanwhile a loading line, on failure an alert with a retry. */
export function DocumentGate({ candidateId, children }: { candidateId: string; children: (document: CandidateDocument) => ReactNode }) {
  const { t } = useTexts();
  const view = useCandidateDocument(candidateId);
  if (view.kind === 'loading') return <p aria-live="polite">{t('common.loading')}</p>;
  if (view.kind === 'failed') {
    return (
      <FormAlert role="alert" data-testid="profile-failed">
        <p>{t('profile.gate.failed')}</p>
        <Button type="button" onClick={view.retry}>
          {t('common.retry')}
        </Button>
      </FormAlert>
    );
  }
  return <>{children(view.document)}</>;
}
