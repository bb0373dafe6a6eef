import styled from '@emotion/styled';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { useTypedBeforeHydration } from '../../components/useTypedBeforeHydration.ts';
import { FieldNotes } from '../../components/FieldNotes.tsx';
import type { AuthenticationFailure } from '../../../core/session/CandidateAuthentication.ts';
import { PASSWORD_MIN_LENGTH, type FieldProblem } from '../../../core/session/credentials.ts';
import { color, radius } from '../../theme/tokens.ts';
import { fieldMessages, textBox } from '../../theme/controls.ts';
import { formCard } from '../../components/pageLayout.ts';

export const AuthCard = styled.section`
  ${formCard(480)}
  form {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  .switch {
    margin: 16px 0 0;
    color: ${color.text};
  }
  .switch a {
    font-weight: 700;
    color: ${color.primary};
  }
  .forgot {
    margin: -8px 0 0;
  }
  .forgot a {
    font-weight: 600;
    color: ${color.primary};
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input {
    ${textBox}
  }
  input[aria-invalid='true'] {
    border: 2px solid ${color.primary};
  }
  ${fieldMessages}
`;

export const Note = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.text};
`;

export { FormAlert as Alert, SubmitButton as Submit } from '../../components/formParts.ts';

/** Translation key of a failed login or registration. */
export function failureKey(failure: AuthenticationFailure): string {
  switch (failure.kind) {
    case 'invalid-credentials':
    case 'email-taken':
    case 'password-link-sent':
    case 'invalid-input':
    case 'too-many-attempts':
    case 'invalid-code':
    case 'network-failure':
      return `auth.failures.${failure.kind}`;
    default:
      return 'auth.failures.generic';
  }
}

/** A labelled text field of a formik form: its error (shown once touched) is tied to it with aria-describedby. */
export function TextField<V extends { [K in keyof V]: string }>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  problem,
}: {
  form: FormikProps<V>;
  name: keyof V & string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  problem: FieldProblem | undefined;
}) {
  const { t } = useTexts();
  const id = `field-${name}`;
  const shown = form.touched[name] || form.submitCount > 0 ? problem : undefined;
  const input = useTypedBeforeHydration<HTMLInputElement>(form.values[name], (typed) => void form.setFieldValue(name, typed));
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type={type}
        autoComplete={autoComplete}
        {...form.getFieldProps(name)}
        aria-invalid={shown !== undefined}
        aria-describedby={shown !== undefined ? `${id}-error` : undefined}
        required
        data-testid={id}
      />
      <FieldNotes id={id} error={shown === undefined ? undefined : t(`auth.errors.${shown}`, { min: PASSWORD_MIN_LENGTH })} />
    </Field>
  );
}

/** The new-password field of the register and set-password forms: its label states the minimum length. */
export function NewPasswordField<V extends { password: string } & { [K in keyof V]: string }>({
  form,
  problem,
}: {
  form: FormikProps<V>;
  problem: FieldProblem | undefined;
}) {
  const { t } = useTexts();
  return (
    <TextField
      form={form}
      name="password"
      type="password"
      autoComplete="new-password"
      label={t('auth.newPassword', { min: PASSWORD_MIN_LENGTH })}
      problem={problem}
    />
  );
}
