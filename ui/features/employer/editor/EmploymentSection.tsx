import styled from '@emotion/styled';
import { newEmploymentType, parseAmount } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { hasPayRange } from '../../../../core/offers/lifecycle/editing/payTransparency.ts';
import { EDITOR_LIMITS } from '../../../../core/offers/lifecycle/editing/offerEditorRules.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color, media, radius } from '../../../theme/tokens.ts';
import { CheckboxField, SelectField, TextField } from '../shell/PanelFields.tsx';
import type { EditorSectionProps } from './editorContext.ts';

const Rule = styled.aside`
  padding: 12px;
  border-left: 6px solid ${color.primary};
  border-radius: ${radius.sm};
  background: ${color.background};
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const Contract = styled.fieldset`
  display: grid !important;
  gap: 8px;
  ${media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const UNITS = ['hour', 'day', 'month', 'year'] as const;

/**
 * Employment types with their pay ranges, and the pay-transparency rule said in words: every
 * contract needs an amount from and to before the offer can be published.
 */
export function EmploymentSection({ form, dictionaries, problem }: EditorSectionProps) {
  const { t } = useTexts();
  const types = form.values.employmentTypes;
  const unused = dictionaries.employmentTypes.filter((entry) => !types.some((type) => type.type === entry.value));
  const missing = types.filter((type) => !hasPayRange({ type: type.type, from: parseAmount(type.from), to: parseAmount(type.to) }));
  const label = (value: string) => dictionaries.employmentTypes.find((entry) => entry.value === value)?.label ?? value;
  const set = (next: typeof types) => void form.setFieldValue('employmentTypes', next);
  return (
    <fieldset>
      <legend>{t('panel.editor.sections.employment')}</legend>
      <Rule aria-labelledby="pay-transparency-heading" data-testid="pay-transparency">
        <h3 id="pay-transparency-heading">{t('panel.editor.payTransparency.heading')}</h3>
        <p>{t('panel.editor.payTransparency.text')}</p>
        {missing.length > 0 && (
          <p data-testid="pay-transparency-missing">
            {t('panel.editor.payTransparency.missing', { types: missing.map((type) => label(type.type)).join(', ') })}
          </p>
        )}
      </Rule>
      {problem('employmentTypes') && <p className="error">{problem('employmentTypes')}</p>}
      {types.map((type, index) => (
        <Contract key={type.type} aria-label={label(type.type)} data-testid={`employment-${type.type}`}>
          <legend>{label(type.type)}</legend>
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              form={form}
              name={`employmentTypes.${index}.${end}`}
              inputMode="decimal"
              label={t(`panel.editor.fields.${end}`)}
              problem={problem(`employmentTypes.${index}.${end}`)}
            />
          ))}
          <SelectField
            form={form}
            name={`employmentTypes.${index}.currency`}
            label={t('panel.editor.fields.currency')}
            options={dictionaries.currencies.map((entry) => ({ value: entry.value, label: entry.label }))}
          />
          <SelectField
            form={form}
            name={`employmentTypes.${index}.unit`}
            label={t('panel.editor.fields.unit')}
            options={UNITS.map((unit) => ({ value: unit, label: t(`panel.editor.units.${unit}`) }))}
          />
          <CheckboxField form={form} name={`employmentTypes.${index}.gross`} label={t('panel.editor.fields.gross')} />
          <Button
            type="button"
            onClick={() => set(types.filter((_other, at) => at !== index))}
            aria-label={t('panel.editor.fields.removeEmploymentType', { type: label(type.type) })}
          >
            {t('panel.editor.fields.remove')}
          </Button>
        </Contract>
      ))}
      {unused.length > 0 && types.length < EDITOR_LIMITS.employmentTypes && (
        <div role="group" aria-label={t('panel.editor.fields.addEmploymentType')}>
          {unused.map((entry) => (
            <Button
              key={entry.value}
              type="button"
              data-testid={`add-employment-${entry.value}`}
              onClick={() => set([...types, newEmploymentType(entry.value)])}
            >
              + {entry.label}
            </Button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
