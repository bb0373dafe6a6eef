import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { ChoiceRow, FieldBlock } from './applyStyles.ts';
import { FieldNotes } from '../../components/FieldNotes.tsx';

export interface ApplyValues {
  name: string;
  email: string;
  message: string;
  futureConsent: boolean;
  customConsent: boolean;
  /** 'profile': a CV from the profile (documentId); 'file': a new file. */
  cvSource: 'profile' | 'file';
  documentId: string;
}

type TextName = 'name' | 'email' | 'message';

/** The problem shown under a field: once it was touched or the form was sent. */
export function shownProblem(form: FormikProps<ApplyValues>, name: keyof ApplyValues | 'cv'): string | undefined {
  const touched = form.submitCount > 0 || (name !== 'cv' && form.touched[name]);
  const errors = form.errors as Record<string, string | undefined>;
  return touched ? errors[name] : undefined;
}

/** A labelled text, e-mail or long-text field of the apply form, its error tied to it by aria-describedby. */
export function ApplyTextField({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
}: {
  form: FormikProps<ApplyValues>;
  name: TextName;
  label: string;
  type?: 'text' | 'email' | 'textarea';
  autoComplete?: string;
}) {
  const { t } = useTexts();
  const id = `apply-${name}`;
  const problem = shownProblem(form, name);
  const common = {
    id,
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    'aria-invalid': problem !== undefined,
    'aria-describedby': problem !== undefined ? `${id}-error` : undefined,
    'data-testid': id,
  };
  return (
    <FieldBlock>
      <label htmlFor={id}>{label}</label>
      {type === 'textarea' ? <textarea {...common} rows={5} /> : <input {...common} type={type} autoComplete={autoComplete} required />}
      <FieldNotes id={id} error={problem === undefined ? undefined : t(`applications.apply.problems.${problem}`)} />
    </FieldBlock>
  );
}

/** A consent the offer asks, with the employer's own words. */
export function ConsentField({ form, name, text }: { form: FormikProps<ApplyValues>; name: 'futureConsent' | 'customConsent'; text: ReactNode }) {
  return (
    <ChoiceRow>
      <input type="checkbox" name={name} checked={form.values[name]} onChange={form.handleChange} data-testid={`apply-${name}`} />
      <span>{text}</span>
    </ChoiceRow>
  );
}
