import { useTexts } from '../../i18n/useTexts.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useObservable } from '../../hooks/useObservable.ts';
import { useModal } from './ModalProvider.tsx';

/**
 * Shows the best-ranked queued modal (company-data, then company-profile, then marketing-promo):
 * only one at a time; closing it takes it off the queue and the next one shows.
 */
export function ModalQueueHost() {
  const { t } = useTexts();
  const queue = useModal();
  const current = useObservable(queue.current$, null);
  return (
    <Dialog
      open={current !== null}
      onClose={() => {
        if (current !== null) queue.dequeue(current);
      }}
      title={current ? t(`queuedModals.${current}.title`) : ''}
      width={520}
      testId={current ? `queued-modal-${current}` : 'queued-modal'}
    >
      {current && <p>{t(`queuedModals.${current}.text`)}</p>}
    </Dialog>
  );
}
