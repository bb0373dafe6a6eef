import { useId, useState } from 'react';
import type { HistoryItem } from '../../../core/applications/ApplicationHistory.ts';
import { ApplicationsKeys } from '../../../composition/applications/applicationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../components/Button.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { ApplyCard } from './applyStyles.ts';

/**
 * "Did you apply?" for a click to apply elsewhere that the candidate has not answered yet: yes
 * confirms the history item (the offer shows as applied), no removes it. Shown on the offer page
 * when the candidate comes back, and on the history page.
 */
export function DidYouApply({ item, headingLevel = 2 }: { item: HistoryItem; headingLevel?: 2 | 3 }) {
  const { t } = useTexts();
  const headingId = useId();
  const confirm = useUseCase(ApplicationsKeys.ConfirmExternalApplication);
  const withdraw = useUseCase(ApplicationsKeys.WithdrawApplication);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [busy, setBusy] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const answer = (applied: boolean) => {
    setBusy(true);
    const done = applied
      ? confirm.execute(item.redirectId).map(() => 'applications.external.confirmed')
      : withdraw.execute(item.redirectId).map(() => 'applications.external.removed');
    void done
      .match(
        (message) => snackbars.show({ message, variant: 'success', testId: applied ? 'did-apply-confirmed' : 'did-apply-removed' }),
        () => snackbars.show({ message: 'applications.external.failed', variant: 'error', testId: 'did-apply-failed' }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <ApplyCard aria-labelledby={headingId} data-testid="did-you-apply" data-redirect-id={item.redirectId}>
      <Heading id={headingId}>{t('applications.external.question', { title: item.offerTitle })}</Heading>
      <p>{t('applications.external.hint')}</p>
      <div className="actions" role="group" aria-labelledby={headingId}>
        <Button type="button" disabled={busy} onClick={() => answer(true)} data-testid="did-apply-yes">
          {t('applications.external.yes')}
        </Button>
        <Button type="button" disabled={busy} onClick={() => answer(false)} data-testid="did-apply-no">
          {t('applications.external.no')}
        </Button>
      </div>
    </ApplyCard>
  );
}
