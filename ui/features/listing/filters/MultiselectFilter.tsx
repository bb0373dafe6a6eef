import styled from '@emotion/styled';
import { useTexts } from '../../../i18n/useTexts.ts';
import type { MultiselectField } from '../../../../core/listing/FilterValues.ts';
import { color } from '../../../theme/tokens.ts';
import { pillControl } from '../../../theme/controls.ts';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${color.primary};
  }
`;

const Chip = styled.button`
  min-height: 36px;
  padding: 4px 14px;
  ${pillControl}
  &[aria-pressed='true'] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
`;

/** One multiselect of the panel: checkboxes, or toggle chips when the tenant's moreFiltersChipSelect flag is on. */
export function MultiselectFilter({
  field,
  options,
  chosen,
  onToggle,
  chips,
}: {
  field: MultiselectField;
  options: readonly string[];
  chosen: readonly string[];
  onToggle: (option: string) => void;
  chips: boolean;
}) {
  const { t } = useTexts();
  return (
    <Fieldset data-testid={`filter-${field}`}>
      <legend>{t(`filters.${field}`)}</legend>
      <Options role={chips ? 'group' : undefined}>
        {options.map((option) =>
          chips ? (
            <Chip key={option} type="button" aria-pressed={chosen.includes(option)} onClick={() => onToggle(option)}>
              {t(`filters.option.${option}`)}
            </Chip>
          ) : (
            <Check key={option}>
              <input type="checkbox" name={field} value={option} checked={chosen.includes(option)} onChange={() => onToggle(option)} />
              {t(`filters.option.${option}`)}
            </Check>
          ),
        )}
      </Options>
    </Fieldset>
  );
}
