import { useMemo } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { useNavigate } from 'react-router';
import { accountVerifiedOpen$, closeAccountVerified } from '../../../core/ui-state/HashTracker.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useObservable } from '../../hooks/useObservable.ts';

/** engagement.md: the #account-verified hash opens it; closing goes to the root. */
export function AccountVerifiedDialog() {
  const { t } = useTexts();
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const navigate = useNavigate();
  const open = useObservable(
    useMemo(() => accountVerifiedOpen$(tracker), [tracker]),
    false,
  );
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!open) return;
        void navigate(closeAccountVerified(tracker), { replace: true });
      }}
      title={t('accountVerified.title')}
      width={480}
      testId="account-verified"
    >
      <p>
        <Icon name="check" /> {t('accountVerified.text')}
      </p>
    </Dialog>
  );
}
