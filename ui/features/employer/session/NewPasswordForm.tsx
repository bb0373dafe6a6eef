import { useFormik } from 'formik';
import { useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import { newPasswordProblems, type NewPasswordValues } from '../../../../core/employer/accountRules.ts';
import type { EmployerFailure } from '../../../../core/employer/EmployerFailure.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { accountFailureKey } from '../shell/failureKey.ts';
import { PanelSubmitButton } from '../shell/PanelSubmitButton.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { LiveFailure } from '../../../components/LiveFailure.tsx';

/** A new password and its repetition, for the reset page and an invited user's confirmation. */
export function NewPasswordForm({
  submitLabel,
  submit,
  testId,
}: {
  submitLabel: string;
  submit: (values: NewPasswordValues) => ResultAsync<unknown, EmployerFailure>;
  testId: string;
}) {
  const { t } = useTexts();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<NewPasswordValues>({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: newPasswordProblems,
    onSubmit: async (values) => {
      setFailure(null);
      await submit(values).match(
        () => undefined,
        (problem) => setFailure(accountFailureKey(problem)),
      );
    },
  });
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit} data-testid={testId}>
      <NewPasswordFields form={form} />
      <LiveFailure failure={failure && t(failure)} testId={`${testId}-failure`} />
      <PanelSubmitButton submitting={form.isSubmitting} testId={`${testId}-submit`}>
        {submitLabel}
      </PanelSubmitButton>
    </form>
  );
}
