import { useFormik } from 'formik';
import { newPasswordProblem, PASSWORD_MIN_LENGTH } from '../../../../core/session/credentials.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { TextField } from '../portal/ProfileField.tsx';
import { Card } from '../../../components/Card.ts';
import { failureKey } from '../portal/saveOutcome.ts';
import { SaveActions } from '../portal/SaveActions.tsx';
import { useSaveStatus } from '../portal/useSaveStatus.ts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

/** The session's own words for a new password's problem (auth.errors.*). */
const authProblem = (problem: string | undefined) => (problem === undefined ? undefined : `auth.errors.${problem}`);

/** Changes the password with the current one (ChangePassword); the other devices are logged out. */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTexts();
  const change = useUseCase(ProfileKeys.ChangePassword);
  const { status, saved, failed, clear } = useSaveStatus();
  const form = useFormik<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof PasswordValues, string>> = {};
      if (values.currentPassword === '') errors.currentPassword = 'auth.errors.required';
      const problem = authProblem(newPasswordProblem(values.newPassword));
      if (problem) errors.newPassword = problem;
      return errors;
    },
    onSubmit: async (values, helpers) => {
      clear();
      await change.execute(values).match(
        () => {
          saved('profile.settings.passwordChanged');
          helpers.resetForm();
        },
        (failure) => failed(failureKey(failure)),
      );
    },
  });
  const shown = (field: keyof PasswordValues) => (form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined);
  const message = (field: keyof PasswordValues) => {
    const key = shown(field);
    return key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined;
  };
  return (
    <Card aria-labelledby="password-heading" data-testid="password-section">
      <h2 id="password-heading">{t('profile.settings.password')}</h2>
      <form noValidate onSubmit={form.handleSubmit} data-testid="password-form">
        {/* The account's login, so that password managers know whose password changes. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          id="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('profile.settings.currentPassword')}
          {...form.getFieldProps('currentPassword')}
          message={message('currentPassword')}
        />
        <TextField
          id="newPassword"
          type="password"
          autoComplete="new-password"
          label={t('profile.settings.newPassword', { min: PASSWORD_MIN_LENGTH })}
          {...form.getFieldProps('newPassword')}
          message={message('newPassword')}
        />
        <SaveActions status={status} testId="password" submitting={form.isSubmitting} submitText="profile.settings.passwordSubmit" />
      </form>
    </Card>
  );
}
