import { useTexts } from '../../i18n/useTexts.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Button, PrimaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useObservable } from '../../hooks/useObservable.ts';

/**
 * The page's confirmation dialog (ConfirmationDialog). Texts are translation keys (the defaults come
 * from translations); confirm is disabled while its callback runs; cancel, Esc and the close button
 * only close it.
 */
export function ConfirmDialogHost() {
  const { t } = useTexts();
  const confirmation = useUseCase(UiStateKeys.ConfirmationDialog);
  const state = useObservable(confirmation.state$, null);
  return (
    <Dialog
      open={state !== null}
      onClose={() => confirmation.cancel()}
      title={state ? t(state.header) : ''}
      width={440}
      testId="confirm-dialog"
      footer={
        state && (
          <>
            <Button type="button" data-testid="confirm-cancel" onClick={() => confirmation.cancel()}>
              {t(state.cancelText)}
            </Button>
            <PrimaryButton
              type="button"
              data-testid="confirm-accept"
              disabled={state.confirmDisabled}
              aria-busy={state.confirmDisabled}
              onClick={() => void confirmation.accept()}
            >
              {t(state.confirmText)}
            </PrimaryButton>
          </>
        )
      }
    >
      {state && <p>{t(state.text)}</p>}
    </Dialog>
  );
}
