import type { ReactNode } from 'react';
import { calculatorParameterWords, type CalculatorField } from '../../../core/calculator/calculatorQuery.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { useTexts } from '../../i18n/useTexts.ts';

interface ChoicesProps<T extends string> {
  readonly legend: string;
  /** The parameter (its word in the page's language is the inputs' name). */
  readonly field: CalculatorField;
  readonly language: Language;
  readonly values: readonly T[];
  readonly checked: T;
  readonly label: (value: T) => ReactNode;
  readonly className?: string;
}

/** A radio group in a fieldset: one value always submitted. */
export function Choices<T extends string>({ legend, field, language, values, checked, label, className }: ChoicesProps<T>) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="choices">
        {values.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={calculatorParameterWords[field][language]}
              value={value}
              defaultChecked={value === checked}
              className={className}
              data-testid={`calculator-${field}-${value}`}
            />
            {label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Choices told in the texts under one key: its `legend`, and a text per value. */
export function TextChoices<T extends string>({ texts, ...choices }: Omit<ChoicesProps<T>, 'legend' | 'label'> & { readonly texts: string }) {
  const { t } = useTexts();
  return <Choices {...choices} legend={t(`${texts}.legend`)} label={(value) => t(`${texts}.${value}`)} />;
}

/**
 * A yes/no choice as radios (`1`/`0`), for options whose default is yes: an unticked box would send nothing.
 * Told in the texts under `texts`: its `legend`, `yes` and `no`.
 */
export function YesNo({ texts, field, language, checked }: { texts: string; field: CalculatorField; language: Language; checked: boolean }) {
  const { t } = useTexts();
  return (
    <Choices
      legend={t(`${texts}.legend`)}
      field={field}
      language={language}
      values={['1', '0'] as const}
      checked={checked ? '1' : '0'}
      label={(value) => t(`${texts}.${value === '1' ? 'yes' : 'no'}`)}
    />
  );
}

/** A checkbox sending `1` when ticked; unticked means the default, no. */
export function Check({ field, language, checked, label }: { field: CalculatorField; language: Language; checked: boolean; label: string }) {
  return (
    <label className="choice">
      <input
        type="checkbox"
        name={calculatorParameterWords[field][language]}
        value="1"
        defaultChecked={checked}
        data-testid={`calculator-${field}`}
      />
      {label}
    </label>
  );
}
