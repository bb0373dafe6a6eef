import styled from '@emotion/styled';
import type { ResultAsync } from 'neverthrow';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import type { AlertsFailure } from '../../../../core/alerts/AlertFailure.ts';
import { alertFailureNotice, showsErrorVariant } from '../../../../core/alerts/surfaces/alertFailureNotice.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Button, PrimaryButton } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';

/** Texts of one e-mail link dialog: keys under `alertLinks.<name>`. */
export interface AlertLinkTexts {
  readonly title: string;
  readonly text: string;
  readonly action: string;
  readonly acting: string;
  readonly doneTitle: string;
  readonly done: string;
  readonly errorTitle: string;
  readonly cancel?: string;
}

type State = { readonly kind: 'ready' } | { readonly kind: 'running' } | { readonly kind: 'done' } | { readonly kind: 'error'; readonly key: string };

export interface AlertLinkDialogProps {
  readonly texts: AlertLinkTexts;
  /** The link's failure found without a call (an incomplete link): the error variant at once. */
  readonly invalid: AlertsFailure | null;
  /** The use case the action button runs. */
  readonly run: () => ResultAsync<void, AlertsFailure>;
  readonly onClose: () => void;
  readonly testId: string;
}

const Primary = styled(PrimaryButton)`
  min-height: 44px;
  padding: 8px 20px;
`;

const Secondary = styled(Button)`
  min-height: 44px;
  padding: 8px 20px;
`;

const Message = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  p {
    margin: 0;
  }
`;

/**
 * The body of the activation and unsubscribe dialogs (engagement.md sections 2, 4 and 8): a text and
 * one button that runs the use case (the link never acts by itself), progress while it runs, then
 * the done or error variant. Failures that are not the dialog's own go to the shared error handler
 * (a snackbar) and the button can be pressed again. Closing is the caller's: back to the root.
 */
export function AlertLinkDialog({ texts, invalid, run, onClose, testId }: AlertLinkDialogProps) {
  const { t } = useTexts();
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [state, setState] = useState<State>(() => (invalid === null ? { kind: 'ready' } : { kind: 'error', key: alertFailureNotice(invalid).key }));
  const closeRef = useRef<HTMLButtonElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const finished = state.kind === 'done' || state.kind === 'error';

  // Focus on the button that matters now: the action when ready (on opening, and again after a
  // failure handed to the snackbar), the close button once the outcome has replaced the action.
  // This runs after the Dialog's own effect (showModal focuses its first control, the × button).
  useEffect(() => {
    if (state.kind === 'ready') actionRef.current?.focus();
    else if (state.kind !== 'running') closeRef.current?.focus();
  }, [state.kind]);

  const act = () => {
    setState({ kind: 'running' });
    void run().match(
      () => setState({ kind: 'done' }),
      (failure) => {
        const notice = alertFailureNotice(failure);
        if (showsErrorVariant(failure)) {
          setState({ kind: 'error', key: notice.key });
          return;
        }
        snackbars.show({ message: notice.key, variant: notice.variant, testId: `${testId}-snackbar` });
        setState({ kind: 'ready' });
      },
    );
  };

  const title = state.kind === 'done' ? texts.doneTitle : state.kind === 'error' ? texts.errorTitle : texts.title;
  const footer = finished ? (
    <Primary ref={closeRef} type="button" onClick={onClose} data-testid={`${testId}-close`}>
      {t('common.close')}
    </Primary>
  ) : (
    <>
      {texts.cancel && (
        <Secondary type="button" onClick={onClose} disabled={state.kind === 'running'}>
          {t(texts.cancel)}
        </Secondary>
      )}
      <Primary
        ref={actionRef}
        type="button"
        onClick={act}
        disabled={state.kind === 'running'}
        aria-busy={state.kind === 'running'}
        data-testid={`${testId}-submit`}
      >
        {t(state.kind === 'running' ? texts.acting : texts.action)}
      </Primary>
    </>
  );

  return (
    <Dialog open onClose={onClose} title={t(title)} width={480} testId={testId} footer={footer}>
      <div role="status" data-testid={`${testId}-state`} data-state={state.kind}>
        {state.kind === 'done' && (
          <Message>
            <Icon name="check" />
            <p>{t(texts.done)}</p>
          </Message>
        )}
        {state.kind === 'error' && (
          <Message>
            <Icon name="error" />
            <p data-testid={`${testId}-error`}>{t(state.key)}</p>
          </Message>
        )}
        {(state.kind === 'ready' || state.kind === 'running') && <p>{t(texts.text)}</p>}
      </div>
    </Dialog>
  );
}
