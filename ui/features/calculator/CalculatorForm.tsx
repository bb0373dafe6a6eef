import { useId } from 'react';
import { contractKinds, directions, periods, taxForms, zusSchemes } from '../../../core/calculator/CalculatorInput.ts';
import {
  calculatorParameterWords,
  calculatorPath,
  lumpRateText,
  type CalculatorField,
  type ParsedCalculatorQuery,
} from '../../../core/calculator/calculatorQuery.ts';
import { amountText } from '../../../core/calculator/money.ts';
import { rates2026 } from '../../../core/calculator/rates2026.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { SubmitButton } from '../../components/formParts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { CalculatorFormBox as Form } from './calculatorFormStyles.ts';
import { Check, TextChoices, YesNo } from './formControls.tsx';
import { formatRate } from './formatMoney.ts';

/** Where the result starts: the form's address ends with it, so a phone lands on the result. */
export const RESULT_ID = 'calculator-result';

/**
 * The calculator's form: a plain GET form to this page, so it works before hydration and the
 * whole state lands in the URL. Parameter names are in the page's language (calculatorQuery.ts).
 */
export function CalculatorForm({ query, language }: { query: ParsedCalculatorQuery; language: Language }) {
  const { t } = useTexts();
  const amountId = useId();
  const hintId = useId();
  const expensesId = useId();
  const rateId = useId();
  const name = (field: CalculatorField) => calculatorParameterWords[field][language];
  const { settings } = query;
  const { options } = settings;
  const invalid = (field: CalculatorField) => query.invalid.includes(field);
  const amountBox = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
  return (
    <Form method="get" action={`${calculatorPath(language)}#${RESULT_ID}`} aria-label={t('calculator.form.heading')} data-testid="calculator-form">
      <div className="field">
        <label htmlFor={amountId}>{t('calculator.form.amount')}</label>
        <input
          id={amountId}
          {...amountBox}
          name={name('amount')}
          defaultValue={query.amountText}
          required
          aria-describedby={hintId}
          aria-invalid={invalid('amount') || undefined}
          data-testid="calculator-amount"
        />
        <p className="hint" id={hintId}>
          {t('calculator.form.amountHint')}
        </p>
      </div>
      <TextChoices texts="calculator.form.direction" field="direction" language={language} values={directions} checked={settings.direction} />
      <TextChoices texts="calculator.form.period" field="period" language={language} values={periods} checked={settings.period} />
      <TextChoices
        texts="calculator.form.contract"
        field="contract"
        language={language}
        values={contractKinds}
        checked={settings.contract}
        className="contract-choice"
      />
      <fieldset data-for="permanent">
        <legend>{t('calculator.form.permanent.legend')}</legend>
        <Check field="commuter" language={language} checked={options.commuter} label={t('calculator.form.permanent.commuter')} />
        <Check field="ppk" language={language} checked={options.ppk} label={t('calculator.form.permanent.ppk')} />
      </fieldset>
      <fieldset data-for="mandate_contract">
        <legend>{t('calculator.form.mandate.legend')}</legend>
        <Check field="student" language={language} checked={options.student} label={t('calculator.form.mandate.student')} />
      </fieldset>
      <fieldset data-for="contract">
        <legend>{t('calculator.form.specificWork.legend')}</legend>
        <Check field="authorCosts" language={language} checked={options.authorCosts} label={t('calculator.form.specificWork.authorCosts')} />
      </fieldset>
      <fieldset data-for="b2b">
        <legend>{t('calculator.form.b2b.legend')}</legend>
        <TextChoices texts="calculator.form.b2b.taxForm" field="taxForm" language={language} values={taxForms} checked={options.taxForm} />
        <div className="field">
          <label htmlFor={rateId}>{t('calculator.form.b2b.lumpRate')}</label>
          <select id={rateId} name={name('lumpRate')} defaultValue={lumpRateText(options.lumpRate)}>
            {rates2026.b2b.lumpRates.map((rate) => (
              <option key={rate} value={lumpRateText(rate)}>
                {t('calculator.form.b2b.lumpRateOption', { rate: formatRate(rate, language) })}
              </option>
            ))}
          </select>
        </div>
        <TextChoices texts="calculator.form.b2b.zus" field="zus" language={language} values={zusSchemes} checked={options.zus} />
        <div className="field">
          <label htmlFor={expensesId}>{t('calculator.form.b2b.expenses')}</label>
          <input
            id={expensesId}
            {...amountBox}
            name={name('expenses')}
            defaultValue={options.expenses === 0 ? '' : amountText(options.expenses)}
            aria-invalid={invalid('expenses') || undefined}
          />
        </div>
      </fieldset>
      <fieldset data-for="permanent mandate_contract contract b2b">
        <legend>{t('calculator.form.common.legend')}</legend>
        <div data-for="permanent mandate_contract">
          <Check field="under26" language={language} checked={options.under26} label={t('calculator.form.common.under26')} />
        </div>
        <div data-for="permanent mandate_contract contract">
          <YesNo texts="calculator.form.common.pit2" field="pit2" language={language} checked={options.pit2} />
        </div>
        <div data-for="mandate_contract b2b">
          <YesNo texts="calculator.form.common.sickness" field="sickness" language={language} checked={options.sickness} />
        </div>
      </fieldset>
      <SubmitButton type="submit" data-testid="calculator-submit">
        {t('calculator.form.submit')}
      </SubmitButton>
    </Form>
  );
}
