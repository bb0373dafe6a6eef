import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { HistoryItem } from '../../../core/applications/ApplicationHistory.ts';
import { ApplicationsKeys } from '../../../composition/applications/applicationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../components/Button.tsx';
import { PageSection, StackList, StackPanel } from '../../components/pageLayout.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { PortalLink } from '../../components/PortalLink.tsx';
import { useSessionState } from '../session/index.ts';
import { candidateUrl } from '../../app/candidatePortal.ts';
import type { ShellData } from '../../app/shellData.ts';
import { HistoryItemRow } from './HistoryItemRow.tsx';

type View =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly ids: readonly string[]; readonly page: number; readonly hasNextPage: boolean };

/**
 * The candidate's application history (behind the tenant's applicationHistory flag): newest first,
 * with the employer's status of each board application and "did you apply?" for clicks elsewhere
 * not answered yet; withdrawing asks first. Items come from the store, so answers show at once.
 */
export function ApplicationHistoryPage({ shell }: { shell: ShellData }) {
  const { t } = useTexts();
  const session = useSessionState();
  const list = useUseCase(ApplicationsKeys.ListApplicationHistory);
  const withdraw = useUseCase(ApplicationsKeys.WithdrawApplication);
  const store = useUseCase(ApplicationsKeys.ApplicationHistoryStore);
  const confirmation = useUseCase(UiStateKeys.ConfirmationDialog);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const state = useObservable(store.state$, store.current);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const enabled = shell.tenant.flags.applicationHistory;
  const candidateId = session.status === 'logged-in' ? session.candidate.id : null;

  const load = useCallback(
    (page: number, previous: readonly string[]) =>
      list.execute({ page }).match(
        (result) => {
          if (result.kind === 'page')
            setView({
              kind: 'loaded',
              ids: [...previous, ...result.items.map((item) => item.jobAdvertisementId)],
              page: result.pageNumber,
              hasNextPage: result.hasNextPage,
            });
        },
        () => setView(previous.length > 0 ? (current) => current : { kind: 'failed' }),
      ),
    [list],
  );

  useEffect(() => {
    if (candidateId === null || !enabled) return;
    setView({ kind: 'loading' });
    void load(1, []);
  }, [candidateId, enabled, load]);

  // The page's items as the store knows them now: a withdrawal or an answer shows without a reload.
  const items = useMemo(
    () => (view.kind === 'loaded' ? view.ids.flatMap((id) => (state.byOffer.has(id) ? [state.byOffer.get(id) as HistoryItem] : [])) : []),
    [view, state],
  );

  const askToWithdraw = (item: HistoryItem) => {
    const run = () =>
      withdraw.execute(item.redirectId).match(
        () =>
          snackbars.show({
            message: item.source === 'board' ? 'applications.history.withdrawn' : 'applications.external.removed',
            variant: 'success',
            testId: 'history-withdrawn',
          }),
        () => snackbars.show({ message: 'applications.history.actionFailed', variant: 'error', testId: 'history-failed' }),
      );
    if (item.source === 'external') return void run();
    void confirmation.confirm({
      header: 'applications.history.confirmHeader',
      text: 'applications.history.confirmText',
      confirmText: 'applications.history.confirmAccept',
      onConfirm: run,
    });
  };

  const listing = shell.language === 'pl' ? '/oferty-pracy/wszystkie-lokalizacje' : '/job-offers/all-locations';
  const here = candidateUrl(shell.candidateBase, 'applicationHistory');
  const busy = session.status === 'unknown' || (candidateId !== null && enabled && view.kind === 'loading');

  return (
    <PageSection aria-labelledby="history-heading" aria-busy={busy} data-testid="history-page">
      <h1 id="history-heading">{t('applications.history.heading')}</h1>
      <p className="lead">{t('applications.history.lead')}</p>
      {!enabled && <StackPanel data-testid="history-disabled">{t('applications.history.disabled')}</StackPanel>}
      {enabled && busy && (
        <p role="status" aria-live="polite">
          {t('applications.history.loading')}
        </p>
      )}
      {enabled && session.status === 'guest' && (
        <StackPanel data-testid="history-guest">
          <p>{t('applications.history.guestText')}</p>
          <p>
            <PortalLink to={candidateUrl(shell.candidateBase, 'login', { returnTo: here })}>{t('applications.history.login')}</PortalLink>
            {' · '}
            <PortalLink to={candidateUrl(shell.candidateBase, 'register', { returnTo: here })}>{t('applications.history.register')}</PortalLink>
          </p>
        </StackPanel>
      )}
      {enabled && candidateId !== null && view.kind === 'failed' && (
        <StackPanel role="alert">
          <p>{t('applications.history.failed')}</p>
          <Button type="button" onClick={() => void load(1, [])}>
            {t('common.retry')}
          </Button>
        </StackPanel>
      )}
      {enabled && candidateId !== null && view.kind === 'loaded' && (
        <>
          {items.length === 0 ? (
            <StackPanel data-testid="history-empty">
              <p>{t('applications.history.empty')}</p>
              <Link to={listing}>{t('applications.history.browse')}</Link>
            </StackPanel>
          ) : (
            <StackList data-testid="history-items">
              {items.map((item) => (
                <HistoryItemRow key={item.redirectId} item={item} language={shell.language} onWithdraw={askToWithdraw} />
              ))}
            </StackList>
          )}
          {view.hasNextPage && (
            <p>
              <Button type="button" onClick={() => void load(view.page + 1, view.ids)}>
                {t('applications.history.loadMore')}
              </Button>
            </p>
          )}
        </>
      )}
    </PageSection>
  );
}
