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
import { Check, Choices, YesNo } from './formControls.tsx';
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
  return (
    <Form method="get" action={`${calculatorPath(language)}#${RESULT_ID}`} aria-label={t('calculator.form.heading')} data-testid="calculator-form">
      <div className="field">
        <label htmlFor={amountId}>{t('calculator.form.amount')}</label>
        <input
          id={amountId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
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
      <Choices
        legend={t('calculator.form.direction.legend')}
        field="direction"
        language={language}
        values={directions}
        checked={settings.direction}
        label={(value) => t(`calculator.form.direction.${value}`)}
      />
      <Choices
        legend={t('calculator.form.period.legend')}
        field="period"
        language={language}
        values={periods}
        checked={settings.period}
        label={(value) => t(`calculator.form.period.${value}`)}
      />
      <Choices
        legend={t('calculator.form.contract.legend')}
        field="contract"
        language={language}
        values={contractKinds}
        checked={settings.contract}
        label={(value) => t(`calculator.form.contract.${value}`)}
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
        <Choices
          legend={t('calculator.form.b2b.taxForm.legend')}
          field="taxForm"
          language={language}
          values={taxForms}
          checked={options.taxForm}
          label={(value) => t(`calculator.form.b2b.taxForm.${value}`)}
        />
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
        <Choices
          legend={t('calculator.form.b2b.zus.legend')}
          field="zus"
          language={language}
          values={zusSchemes}
          checked={options.zus}
          label={(value) => t(`calculator.form.b2b.zus.${value}`)}
        />
        <div className="field">
          <label htmlFor={expensesId}>{t('calculator.form.b2b.expenses')}</label>
          <input
            id={expensesId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
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
          <YesNo
            legend={t('calculator.form.common.pit2.legend')}
            field="pit2"
            language={language}
            checked={options.pit2}
            yes={t('calculator.form.common.pit2.yes')}
            no={t('calculator.form.common.pit2.no')}
          />
        </div>
        <div data-for="mandate_contract b2b">
          <YesNo
            legend={t('calculator.form.common.sickness.legend')}
            field="sickness"
            language={language}
            checked={options.sickness}
            yes={t('calculator.form.common.sickness.yes')}
            no={t('calculator.form.common.sickness.no')}
          />
        </div>
      </fieldset>
      <SubmitButton type="submit" data-testid="calculator-submit">
        {t('calculator.form.submit')}
      </SubmitButton>
    </Form>
  );
}
