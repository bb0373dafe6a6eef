import { alertPageModules } from '../../../../composition/roots/pages/alertPage.ts';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { useContextModules, useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Button, PrimaryButton } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { useSessionState } from '../../session/index.ts';

/**
 * After login, when this device still holds saved searches, offers to move them to the account
 * (MoveLocalSearchesToAccount). Accepting moves them and says how many; "not now" (or closing) keeps
 * them on the device and is remembered for the browser session (MoveSearchesOffer), so the offer
 * comes back at most once per session. A logout forgets the answer.
 */
export function MoveSearchesPrompt() {
  useContextModules(alertPageModules);
  const { t } = useTexts();
  const session = useSessionState();
  const listSearches = useUseCase(AlertsKeys.ListSavedSearches);
  const move = useUseCase(AlertsKeys.MoveLocalSearchesToAccount);
  const offer = useUseCase(AlertsKeys.MoveSearchesOffer);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [count, setCount] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const candidateId = session.status === 'logged-in' ? session.candidate.id : null;
  const guest = session.status === 'guest';
  // The session object changes identity with every emission; the candidate is what re-runs the check.
  const latestSession = useRef(session);
  latestSession.current = session;

  useEffect(() => {
    if (guest) offer.forget();
  }, [guest, offer]);

  useEffect(() => {
    setCount(null);
    if (candidateId === null) return;
    let current = true;
    void listSearches.execute({ only: 'local' }).map((local) => {
      if (current && offer.offered(latestSession.current, local.searches.length)) setCount(local.searches.length);
    });
    return () => {
      current = false;
    };
  }, [candidateId, listSearches, offer]);

  const decline = () => {
    if (candidateId !== null && count !== null) offer.decline(candidateId);
    setCount(null);
  };

  const accept = () => {
    setMoving(true);
    void move.execute().match(
      (outcome) => {
        const moved = outcome.moved.length + outcome.alreadyOnAccount.length;
        snackbars.show({ message: 'alertList.move.moved', values: { count: moved }, variant: 'success', testId: 'searches-moved' });
        if (outcome.kept.length > 0)
          snackbars.show({ message: 'alertList.move.kept', values: { count: outcome.kept.length }, variant: 'warning', testId: 'searches-kept' });
        setMoving(false);
        setCount(null);
      },
      () => {
        setMoving(false);
        setCount(null);
      },
    );
  };

  return (
    <Dialog
      open={count !== null}
      onClose={() => {
        if (!moving) decline();
      }}
      title={t('alertList.move.title')}
      width={440}
      testId="move-searches-prompt"
      footer={
        <>
          <Button type="button" data-testid="move-searches-decline" disabled={moving} onClick={decline}>
            {t('alerts.move.decline')}
          </Button>
          <PrimaryButton type="button" data-testid="move-searches-accept" disabled={moving} aria-busy={moving} onClick={accept}>
            {t('alerts.move.accept')}
          </PrimaryButton>
        </>
      }
    >
      <p>{t('alerts.move.offer', { count: count ?? 0 })}</p>
    </Dialog>
  );
}
