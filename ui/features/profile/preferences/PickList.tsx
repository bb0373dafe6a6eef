import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { FieldNotes, type ShownProblem } from '../portal/ProfileField.tsx';
import { ChipList, FieldBox, Fieldset } from '../portal/profileStyles.ts';

export interface PickListProps<V extends string | number> {
  readonly id: string;
  readonly legend: string;
  readonly placeholder: string;
  readonly addLabel: string;
  /** `Remove {{name}}`, the remove button's accessible name. */
  readonly removeLabel: (name: string) => string;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly chosen: readonly V[];
  readonly onChange: (chosen: V[]) => void;
  readonly problem?: ShownProblem | undefined;
}

/** Chosen values as chips with remove buttons, and a select to add one more (cities, industries). */
export function PickList<V extends string | number>({
  id,
  legend,
  placeholder,
  addLabel,
  removeLabel,
  options,
  chosen,
  onChange,
  problem,
}: PickListProps<V>) {
  const { t } = useTexts();
  const [next, setNext] = useState('');
  const labelOf = (value: V) => options.find((option) => option.value === value)?.label ?? String(value);
  const left = options.filter((option) => !chosen.includes(option.value));
  const add = () => {
    const option = left.find((candidate) => String(candidate.value) === next);
    if (!option) return;
    onChange([...chosen, option.value]);
    setNext('');
  };
  return (
    <Fieldset aria-describedby={problem ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {chosen.length > 0 ? (
        <ChipList data-testid={`${id}-chosen`}>
          {chosen.map((value) => (
            <li key={String(value)}>
              <span>{labelOf(value)}</span>
              <Button type="button" aria-label={removeLabel(labelOf(value))} onClick={() => onChange(chosen.filter((item) => item !== value))}>
                ×
              </Button>
            </li>
          ))}
        </ChipList>
      ) : (
        <p className="hint">{t('profile.common.none')}</p>
      )}
      <FieldBox>
        <label htmlFor={id} className="visually-hidden">
          {placeholder}
        </label>
        <select id={id} value={next} onChange={(event) => setNext(event.target.value)} data-testid={id}>
          <option value="">{placeholder}</option>
          {left.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldNotes id={id} problem={problem} />
      </FieldBox>
      <Button type="button" onClick={add} disabled={next === ''} data-testid={`${id}-add`}>
        {addLabel}
      </Button>
    </Fieldset>
  );
}
