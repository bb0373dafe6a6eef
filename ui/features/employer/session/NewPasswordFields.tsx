import type { FormikProps } from 'formik';
import type { NewPasswordValues } from '../../../../core/employer/accountRules.ts';
import { PASSWORD_MIN_LENGTH } from '../../../../core/session/credentials.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { AccountTextField } from './AccountTextField.tsx';

/** A new password and its repetition: the sign-up's, the reset page's and an invited user's. */
export function NewPasswordFields<V extends NewPasswordValues>({ form }: { form: FormikProps<V> }) {
  const { t } = useTexts();
  const newPassword = { form, type: 'password', autoComplete: 'new-password' } as const;
  return (
    <>
      <AccountTextField {...newPassword} name="password" label={t('panel.fields.newPassword', { min: PASSWORD_MIN_LENGTH })} />
      <AccountTextField {...newPassword} name="passwordConfirmation" label={t('panel.fields.passwordConfirmation')} />
    </>
  );
}
