import styled from '@emotion/styled';
import { useState } from 'react';
import type { WorkHistoryEntry } from '../../../../core/profile/CandidateDocument.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color } from '../../../theme/tokens.ts';
import { Actions } from '../portal/profileStyles.ts';
import { Card } from '../../../components/Card.ts';
import { periodText } from '../../../i18n/monthYear.ts';
import { WorkHistoryForm } from './WorkHistoryForm.tsx';

const Entries = styled.ol`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    padding: 12px 0;
    border-bottom: 1px solid ${color.border};
  }
  h3 {
    margin: 0;
  }
  p {
    margin: 4px 0;
  }
  .period {
    color: ${color.muted};
  }
  .description {
    white-space: pre-line;
  }
`;

/** The positions, newest first with an open end first; each can be edited or removed (after a confirmation). */
export function WorkHistorySection({ entries, language }: { entries: readonly WorkHistoryEntry[]; language: Language }) {
  const { t } = useTexts();
  const remove = useUseCase(ProfileKeys.RemoveWorkHistoryEntry);
  const confirmation = useUseCase(UiStateKeys.ConfirmationDialog);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [editing, setEditing] = useState<string | 'new' | null>(null);

  const done = (savedId: string | null) => {
    if (savedId !== null) snackbars.show({ message: 'profile.workHistory.saved', variant: 'success', testId: 'work-history-saved' });
    setEditing(null);
    // The saved entry (or the add button) takes the focus back.
    queueMicrotask(() => document.getElementById(savedId ? `entry-${savedId}-edit` : 'work-history-add')?.focus());
  };
  const askToRemove = (entry: WorkHistoryEntry) =>
    void confirmation.confirm({
      header: 'profile.workHistory.confirmHeader',
      text: 'profile.workHistory.confirmText',
      confirmText: 'profile.workHistory.confirmAccept',
      onConfirm: () =>
        remove.execute(entry.id).match(
          () => snackbars.show({ message: 'profile.workHistory.removed', variant: 'success', testId: 'work-history-removed' }),
          () => snackbars.show({ message: 'profile.common.failed', variant: 'error', testId: 'work-history-failed' }),
        ),
    });
  const period = (entry: WorkHistoryEntry) =>
    periodText(entry.period, language, t('profile.workHistory.present'), (start, end) => t('profile.workHistory.period', { start, end }));

  return (
    <Card aria-labelledby="work-history-heading" data-testid="work-history-section">
      <h2 id="work-history-heading">{t('profile.workHistory.heading')}</h2>
      {entries.length === 0 && editing !== 'new' && <p>{t('profile.workHistory.empty')}</p>}
      {entries.length > 0 && (
        <Entries data-testid="work-history">
          {entries.map((entry) =>
            editing === entry.id ? (
              <li key={entry.id}>
                <WorkHistoryForm entry={entry} language={language} onDone={done} />
              </li>
            ) : (
              <li key={entry.id} data-testid="work-history-entry">
                <h3>{entry.title}</h3>
                <p>{entry.companyName}</p>
                <p className="period" data-testid="work-history-period">
                  {period(entry)}
                </p>
                {entry.description !== '' && <p className="description">{entry.description}</p>}
                <Actions>
                  <Button
                    type="button"
                    id={`entry-${entry.id}-edit`}
                    aria-label={t('profile.workHistory.edit', { title: entry.title })}
                    onClick={() => setEditing(entry.id)}
                  >
                    {t('profile.common.edit')}
                  </Button>
                  <Button
                    type="button"
                    aria-label={t('profile.workHistory.remove', { title: entry.title })}
                    onClick={() => askToRemove(entry)}
                    data-testid="work-history-remove"
                  >
                    {t('profile.common.remove')}
                  </Button>
                </Actions>
              </li>
            ),
          )}
        </Entries>
      )}
      {editing === 'new' ? (
        <WorkHistoryForm entry={null} language={language} onDone={done} />
      ) : (
        <Button type="button" id="work-history-add" onClick={() => setEditing('new')} data-testid="work-history-add">
          {t('profile.workHistory.add')}
        </Button>
      )}
    </Card>
  );
}
