import styled from '@emotion/styled';
import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import { useTexts } from '../../../i18n/useTexts.ts';
import { alertFailureNotice } from '../../../../core/alerts/surfaces/alertFailureNotice.ts';
import type { AlertFormErrors } from '../../../../core/alerts/surfaces/alertFormErrors.ts';
import type { AlertsFailure } from '../../../../core/alerts/AlertFailure.ts';
import { frequencies } from '../../../../core/alerts/JobFilter.ts';
import { color } from '../../../theme/tokens.ts';
import { fieldError, invalidControls, textBox } from '../../../theme/controls.ts';
import { FormAlert, SubmitButton } from '../../../components/formParts.ts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  > p {
    margin: 0;
    color: ${color.text};
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  > label {
    font-weight: 600;
  }
  input[type='text'],
  input[type='email'],
  select {
    ${textBox}
  }
  ${invalidControls}
`;

export const CheckField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  .row {
    display: flex;
    align-items: flex-start;
    gap: 10px;
  }
  input[type='checkbox'] {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${color.primary};
  }
  a {
    color: ${color.text};
    font-weight: 700;
    text-decoration: underline;
  }
`;

export const FieldError = styled.p`
  ${fieldError}
`;

export const Warning = FormAlert;
export const Submit = SubmitButton;

/** Formik wants strings: each field's message, translated. */
export function translatedErrors(errors: AlertFormErrors, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, notice] of Object.entries(errors)) if (notice) out[field] = t(notice.key, notice.values ?? {});
  return out;
}

/** A field's message once it was left or the form was submitted; undefined otherwise. */
export function shownError<V>(form: FormikProps<V>, field: keyof V & string): string | undefined {
  const error = form.errors[field];
  return (form.touched[field] || form.submitCount > 0) && typeof error === 'string' ? error : undefined;
}

/** The ids and aria attributes that tie a control to its message. */
export function errorAttributes(id: string, error: string | undefined) {
  return { 'aria-invalid': error !== undefined, 'aria-describedby': error !== undefined ? `${id}-error` : undefined } as const;
}

/** A text field of the alert forms, its message below it once shown: the name, the guest's e-mail. */
export function InputField<K extends string, V extends Record<K, string>>({
  form,
  id,
  name,
  type,
  autoComplete,
  label,
  testId,
}: {
  form: FormikProps<V>;
  id: string;
  name: K;
  type: 'text' | 'email';
  autoComplete: string;
  label: string;
  testId: string;
}) {
  const error = shownError(form, name);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        {...form.getFieldProps(name)}
        required
        data-testid={testId}
        {...errorAttributes(id, error)}
      />
      {error !== undefined && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

/** The name text field of both variants. */
export function NameField<V extends { name: string }>({ form, id }: { form: FormikProps<V>; id: string }) {
  const { t } = useTexts();
  return <InputField form={form} id={id} name="name" type="text" autoComplete="off" label={t('alertForm.name')} testId="alert-name" />;
}

/** The frequency select of both variants (texts `alerts.frequencies.*`). */
export function FrequencyField<V extends { frequency: string }>({ form, id }: { form: FormikProps<V>; id: string }) {
  const { t } = useTexts();
  const error = shownError(form, 'frequency');
  return (
    <Field>
      <label htmlFor={id}>{t('alertForm.frequency')}</label>
      <select id={id} {...form.getFieldProps('frequency')} data-testid="alert-frequency" {...errorAttributes(id, error)}>
        {frequencies.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`alerts.frequencies.${frequency}`)}
          </option>
        ))}
      </select>
      {error !== undefined && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

/** The failure of a submit, in words, in a live region that is there before anything is said in it. */
export function FailureRegion({ failure }: { failure: AlertsFailure | null }) {
  const { t } = useTexts();
  const notice = failure === null ? null : alertFailureNotice(failure);
  return (
    <div role="alert">
      {notice && (
        <Warning data-testid="alert-form-failure" data-kind={failure?.kind} data-variant={notice.variant}>
          {t(notice.key, notice.values ?? {})}
        </Warning>
      )}
    </div>
  );
}
