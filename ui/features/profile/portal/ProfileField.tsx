import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import type { Problem } from '../../../../core/profile/rules/Problems.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { FieldBox } from './profileStyles.ts';

/** A problem as the form shows it: its key and, for lengths and counts, the limit. */
export interface ShownProblem {
  readonly problem: Problem;
  readonly max?: number;
}

interface Common {
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly problem?: ShownProblem | undefined;
  /** A problem already in words (another feature's texts), shown like `problem`. */
  readonly message?: string | undefined;
  readonly testId?: string;
}

/** The ids an input is described by: its hint and its problem, when shown. */
function describedBy(id: string, hint: ReactNode, problem: ShownProblem | string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter((value): value is string => value !== null);
  return ids.length === 0 ? undefined : ids.join(' ');
}

export function FieldNotes({
  id,
  hint,
  problem,
  message,
}: {
  id: string;
  hint?: ReactNode;
  problem?: ShownProblem | undefined;
  message?: string | undefined;
}) {
  const { t } = useTexts();
  const text = problem ? t(`profile.problems.${problem.problem}`, { max: problem.max }) : message;
  return (
    <>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {text && (
        <p className="error" id={`${id}-error`} data-testid={`${id}-error`}>
          {text}
        </p>
      )}
    </>
  );
}

export interface TextFieldProps extends Common {
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  readonly name?: string;
  readonly type?: 'text' | 'url' | 'password' | 'number' | 'email';
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  readonly inputMode?: 'numeric' | 'url' | 'text';
}

/** A labelled text input (or textarea) with its hint and problem tied to it. */
export function TextField(props: TextFieldProps) {
  const { id, label, hint, testId, message } = props;
  const problem = props.problem ?? message;
  const shared = {
    id,
    name: props.name ?? id,
    value: props.value,
    onChange: props.onChange,
    onBlur: props.onBlur,
    'aria-invalid': problem !== undefined,
    'aria-describedby': describedBy(id, hint, problem),
    'data-testid': testId ?? id,
    required: props.required,
    readOnly: props.readOnly,
  };
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {props.multiline ? (
        <textarea {...shared} />
      ) : (
        <input {...shared} type={props.type ?? 'text'} autoComplete={props.autoComplete ?? 'off'} inputMode={props.inputMode} />
      )}
      <FieldNotes id={id} hint={hint} problem={props.problem} message={message} />
    </FieldBox>
  );
}

export interface SelectFieldProps extends Common {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A labelled select with its hint and problem tied to it. */
export function SelectField({ id, label, hint, problem, testId, value, onChange, options }: SelectFieldProps) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem !== undefined}
        aria-describedby={describedBy(id, hint, problem)}
        data-testid={testId ?? id}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} problem={problem} />
    </FieldBox>
  );
}
