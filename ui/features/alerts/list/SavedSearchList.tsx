import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import type { AlertFailureNotice } from '../../../../core/alerts/surfaces/alertFailureNotice.ts';
import type { SavedSearchList as SavedSearches } from '../../../../core/alerts/saved-searches/ListSavedSearches.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { color, radius } from '../../../theme/tokens.ts';
import { useSessionState } from '../../session/index.ts';
import { SavedSearchRow } from './SavedSearchRow.tsx';
import { useSavedSearchActions, type AlertAction } from './useSavedSearchActions.ts';
import { plainList } from '../../../theme/controls.ts';

const List = styled.ul`
  ${plainList}
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-items: flex-start;
  p {
    margin: 0;
  }
  .title {
    font-weight: 700;
  }
  .muted {
    color: ${color.muted};
  }
`;

const Notice = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 0 0 8px;
  padding: 8px 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  &[data-variant='error'],
  &[data-variant='warning'] {
    border-color: currentColor;
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  color: ${color.muted};
  font-size: 0.9rem;
`;

type View = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'loaded'; readonly list: SavedSearches };

/**
 * The saved searches (ListSavedSearches): a guest's from this device, a candidate's from the
 * server with unread counts and alerts. Loading, error (with retry) and empty states; each row's
 * actions run through their use cases and the list is read again after a change. Outcomes show
 * inline, inside whatever holds the list (a modal popup makes the page's snackbars unreachable).
 */
export function SavedSearchList({ testId = 'saved-searches' }: { testId?: string }) {
  const { t } = useTexts();
  const session = useSessionState();
  const listSearches = useUseCase(AlertsKeys.ListSavedSearches);
  const run = useSavedSearchActions();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [notice, setNotice] = useState<AlertFailureNotice | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const mounted = useRef(true);
  const sessionKey = session.status === 'logged-in' ? `candidate:${session.candidate.id}` : session.status;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(
    (quietly = false) => {
      if (!quietly) setView({ kind: 'loading' });
      return listSearches.execute().match(
        (list) => mounted.current && setView({ kind: 'loaded', list }),
        () => mounted.current && setView({ kind: 'failed' }),
      );
    },
    [listSearches],
  );

  useEffect(() => {
    if (sessionKey === 'unknown') return;
    void load();
  }, [sessionKey, load]);

  const act = (action: AlertAction) => {
    setBusyId(action.search.id);
    setNotice(null);
    void run(action).map(async (outcome) => {
      if (outcome.changed) await load(true);
      if (!mounted.current) return;
      setBusyId(null);
      setNotice(outcome.notice);
    });
  };

  const failure = notice !== null && notice.variant !== 'success' && notice.variant !== 'info';
  return (
    <div data-testid={testId} data-state={view.kind} aria-busy={view.kind === 'loading'}>
      <div role={failure ? 'alert' : 'status'}>
        {notice && (
          <Notice data-variant={notice.variant} data-testid="saved-searches-notice">
            <Icon name={notice.variant === 'success' ? 'check' : notice.variant === 'info' ? 'info' : 'warning'} />
            <span>{t(notice.key, notice.values ?? {})}</span>
          </Notice>
        )}
      </div>
      {view.kind === 'loading' && <p role="status">{t('alertList.list.loading')}</p>}
      {view.kind === 'failed' && (
        <Panel role="alert" data-testid="saved-searches-failed">
          <p>{t('alertList.list.failed')}</p>
          <Button type="button" onClick={() => void load()}>
            {t('alertList.list.retry')}
          </Button>
        </Panel>
      )}
      {view.kind === 'loaded' && view.list.searches.length === 0 && (
        <Panel data-testid="saved-searches-empty">
          <p className="title">{t('alertList.list.emptyTitle')}</p>
          <p className="muted">{t('alertList.list.emptyText')}</p>
        </Panel>
      )}
      {view.kind === 'loaded' && view.list.searches.length > 0 && (
        <>
          <List aria-label={t('alertList.list.label')}>
            {view.list.searches.map((search) => (
              <SavedSearchRow key={search.id} search={search} source={view.list.source} busy={busyId === search.id} act={act} />
            ))}
          </List>
          {view.list.source === 'local' && <Note>{t('alertList.list.guestNote')}</Note>}
        </>
      )}
    </div>
  );
}
