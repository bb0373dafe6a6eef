import { alertPageModules } from '../../../../composition/roots/pages/alertPage.ts';
import { useContextModules } from '../../../../composition/react/UseCaseProvider.tsx';
import { ActivationDialogHost } from './ActivationDialogHost.tsx';
import { UnsubscribeDialogHost } from './UnsubscribeDialogHost.tsx';

/** Both e-mail link dialogs: loaded only on a page whose address carries one (AlertLinkHosts). */
export default function AlertLinkDialogs() {
  useContextModules(alertPageModules);
  return (
    <>
      <ActivationDialogHost />
      <UnsubscribeDialogHost />
    </>
  );
}
