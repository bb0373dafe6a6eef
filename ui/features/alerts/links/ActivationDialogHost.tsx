import { isCompleteAlertLink } from '../../../../core/alerts/job-alerts/alertLinkDialog.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { AlertLinkDialog, type AlertLinkTexts } from './AlertLinkDialog.tsx';
import { useAlertLink } from './useAlertLink.ts';

const texts: AlertLinkTexts = {
  title: 'alertLinks.activation.title',
  text: 'alertLinks.activation.text',
  action: 'alertLinks.activation.activate',
  acting: 'alertLinks.activation.activating',
  doneTitle: 'alertLinks.activation.successTitle',
  done: 'alertLinks.activation.success',
  errorTitle: 'alertLinks.activation.errorTitle',
};

/**
 * The activation dialog of `?job-alerts=activate&code&job-filter-id` (the activation e-mail's link).
 * Activation waits for the button (mail scanners follow links); a 409 or an incomplete link shows the
 * error variant; closing replaces the URL with the root.
 */
export function ActivationDialogHost() {
  const { link, key, close } = useAlertLink('activate');
  const activate = useUseCase(AlertsKeys.ActivateAlert);
  if (link === null) return null;
  return (
    <AlertLinkDialog
      key={key}
      texts={texts}
      invalid={isCompleteAlertLink(link) ? null : { kind: 'invalid-activation-link' }}
      run={() => activate.execute({ code: link.code, jobFilterId: link.jobFilterId })}
      onClose={close}
      testId="alert-activation"
    />
  );
}
