import styled from '@emotion/styled';
import { employmentTypeKeys, type Currency, type EmploymentType } from '../../../../core/listing/FilterValues.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { candidateMedia } from '../../../theme/breakpoints.ts';
import { currencies, type PreferencesValues } from './preferencesForm.ts';
import { SelectField, TextField, type ShownProblem } from '../portal/ProfileField.tsx';
import { Choices, Fieldset } from '../portal/profileStyles.ts';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 12px;
  ${candidateMedia.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
`;

export interface EmploymentsEditorProps {
  readonly employments: PreferencesValues['employments'];
  readonly onChange: (type: EmploymentType, patch: Partial<{ chosen: boolean; amount: string; currency: Currency }>) => void;
  readonly problemAt: (path: string) => ShownProblem | undefined;
}

/** Each employment type as a checkbox; a chosen one takes an expected monthly amount and its currency. */
export function EmploymentsEditor({ employments, onChange, problemAt }: EmploymentsEditorProps) {
  const { t } = useTexts();
  return (
    <Fieldset data-testid="employments-editor">
      <legend>{t('profile.preferences.employments')}</legend>
      <p className="hint">{t('profile.preferences.employmentsHint')}</p>
      {employmentTypeKeys.map((type) => {
        const employment = employments[type];
        const name = t(`profile.preferences.employmentTypes.${type}`);
        return (
          <Row key={type}>
            <Choices>
              <label>
                <input
                  type="checkbox"
                  checked={employment.chosen}
                  onChange={(event) => onChange(type, { chosen: event.target.checked })}
                  data-testid={`employment-${type}`}
                />
                {name}
              </label>
            </Choices>
            {employment.chosen && (
              <>
                <TextField
                  id={`employment-${type}-amount`}
                  label={t('profile.preferences.salaryFor', { type: name })}
                  inputMode="numeric"
                  value={employment.amount}
                  onChange={(event) => onChange(type, { amount: event.target.value })}
                  problem={problemAt(`employments.${type}.salary.amount`)}
                />
                <SelectField
                  id={`employment-${type}-currency`}
                  label={t('profile.preferences.currencyFor', { type: name })}
                  value={employment.currency}
                  onChange={(currency) => onChange(type, { currency: currency as Currency })}
                  options={currencies.map((currency) => ({ value: currency, label: currency.toUpperCase() }))}
                />
              </>
            )}
          </Row>
        );
      })}
    </Fieldset>
  );
}
