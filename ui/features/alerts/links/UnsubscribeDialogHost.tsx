import { isCompleteAlertLink } from '../../../../core/alerts/job-alerts/alertLinkDialog.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { AlertLinkDialog, type AlertLinkTexts } from './AlertLinkDialog.tsx';
import { useAlertLink } from './useAlertLink.ts';

const texts: AlertLinkTexts = {
  title: 'alertLinks.unsubscribe.title',
  text: 'alertLinks.unsubscribe.text',
  action: 'alertLinks.unsubscribe.confirm',
  acting: 'alertLinks.unsubscribe.confirming',
  doneTitle: 'alertLinks.unsubscribe.doneTitle',
  done: 'alertLinks.unsubscribe.done',
  errorTitle: 'alertLinks.unsubscribe.errorTitle',
  cancel: 'alertLinks.unsubscribe.cancel',
};

/**
 * The unsubscribe confirmation of `?job-alerts=unsubscribe&candidate-id&code` (every alert e-mail's
 * link). Nothing happens until it is confirmed; a failure (wrong or used code) is shown in the
 * dialog; closing replaces the URL with the root.
 */
export function UnsubscribeDialogHost() {
  const { link, key, close } = useAlertLink('unsubscribe');
  const unsubscribe = useUseCase(AlertsKeys.Unsubscribe);
  if (link === null) return null;
  return (
    <AlertLinkDialog
      key={key}
      texts={texts}
      invalid={isCompleteAlertLink(link) ? null : { kind: 'invalid-unsubscribe-link' }}
      run={() => unsubscribe.execute({ candidateId: link.candidateId, code: link.code })}
      onClose={close}
      testId="alert-unsubscribe"
    />
  );
}
