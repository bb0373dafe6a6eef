import styled from '@emotion/styled';
import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { fieldMessages, invalidControls, textBox } from '../../../theme/controls.ts';
import { useTypedBeforeHydration } from '../../../components/useTypedBeforeHydration.ts';
import { FieldNotes } from '../../../components/FieldNotes.tsx';

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    ${textBox}
    width: 100%;
    box-sizing: border-box;
  }
  textarea {
    min-height: 160px;
    resize: vertical;
  }
  ${invalidControls}
  ${fieldMessages}
`;

const CheckRow = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  min-height: 32px;
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    flex: none;
  }
`;

const fieldId = (name: string) => `panel-field-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

interface FieldProps<V> {
  readonly form: FormikProps<V>;
  /** The value's path in the form (`title`, `employmentTypes.0.from`). */
  readonly name: string;
  readonly label: ReactNode;
  /** The problem's text, shown once the field was touched or the form submitted. */
  readonly problem?: string | undefined;
  readonly help?: ReactNode;
}

/** Whether to show a field's problem now: once touched, or after a submit. */
function shown<V>(form: FormikProps<V>, name: string, problem: string | undefined): string | undefined {
  return problem !== undefined && (getIn(form.touched, name) !== undefined || form.submitCount > 0) ? problem : undefined;
}

function describedBy(id: string, help: boolean, error: boolean): string | undefined {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter((part): part is string => part !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export type TextFieldProps<V> = FieldProps<V> & {
  readonly type?: 'text' | 'email' | 'password' | 'url' | 'tel';
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly inputMode?: 'decimal' | 'text';
};

/** A labelled text input (or textarea) of a formik form, its help and its problem tied to it for screen readers. */
export function TextField<V>({
  form,
  name,
  label,
  problem,
  help,
  type = 'text',
  autoComplete = 'off',
  multiline = false,
  inputMode,
}: TextFieldProps<V>) {
  const id = fieldId(name);
  const error = shown(form, name, problem);
  const value = String(getIn(form.values, name) ?? '');
  const field = useTypedBeforeHydration<HTMLInputElement & HTMLTextAreaElement>(value, (typed) => void form.setFieldValue(name, typed));
  const common = {
    ref: field,
    id,
    name,
    value,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy(id, help !== undefined, error !== undefined),
    'data-testid': id,
  };
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} /> : <input {...common} type={type} autoComplete={autoComplete} {...(inputMode ? { inputMode } : {})} />}
      <FieldNotes id={id} help={help} error={error} />
    </FieldBox>
  );
}

export type SelectFieldProps<V> = FieldProps<V> & {
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly parse?: (value: string) => unknown;
};

/** A labelled select of a formik form. */
export function SelectField<V>({ form, name, label, problem, help, options, parse }: SelectFieldProps<V>) {
  const id = fieldId(name);
  const error = shown(form, name, problem);
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={String(getIn(form.values, name) ?? '')}
        onChange={parse ? (event) => void form.setFieldValue(name, parse(event.target.value)) : form.handleChange}
        onBlur={form.handleBlur}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, help !== undefined, error !== undefined)}
        data-testid={id}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} help={help} error={error} />
    </FieldBox>
  );
}

/** A checkbox of a formik form with its label beside it, and its problem below. */
export function CheckboxField<V>({ form, name, label, problem }: FieldProps<V>) {
  const id = fieldId(name);
  const error = shown(form, name, problem);
  return (
    <FieldBox>
      <CheckRow htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={getIn(form.values, name) === true}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? `${id}-error` : undefined}
          data-testid={id}
        />
        <span>{label}</span>
      </CheckRow>
      <FieldNotes id={id} error={error} />
    </FieldBox>
  );
}
