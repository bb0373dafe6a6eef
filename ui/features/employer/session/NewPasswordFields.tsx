import type { FormikProps } from 'formik';
import type { NewPasswordValues } from '../../../../core/employer/accountRules.ts';
import { PASSWORD_MIN_LENGTH } from '../../../../core/session/credentials.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { TextField } from '../shell/PanelFields.tsx';
import { accountProblem } from './accountProblem.ts';

/** A new password and its repetition: the sign-up's, the reset page's and an invited user's. */
export function NewPasswordFields<V extends NewPasswordValues>({ form }: { form: FormikProps<V> }) {
  const { t } = useTexts();
  return (
    <>
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('panel.fields.newPassword', { min: PASSWORD_MIN_LENGTH })}
        problem={accountProblem(t, form.errors.password as string | undefined)}
      />
      <TextField
        form={form}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        label={t('panel.fields.passwordConfirmation')}
        problem={accountProblem(t, form.errors.passwordConfirmation as string | undefined)}
      />
    </>
  );
}
