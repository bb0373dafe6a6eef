import { useId } from 'react';
import { minimumHealth } from '../../../core/calculator/b2bContributions.ts';
import { calculatorHref, calculatorParameterWords } from '../../../core/calculator/calculatorQuery.ts';
import { rates2026 } from '../../../core/calculator/rates2026.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { FormAlert } from '../../components/formParts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { useShell } from '../../app/useShell.ts';
import { CalculatorForm, RESULT_ID } from './CalculatorForm.tsx';
import { Columns, Notes, Page, Panel } from './calculatorStyles.ts';
import { ComparisonTable } from './ComparisonTable.tsx';
import { formatMoney } from './formatMoney.ts';
import type { CalculatorPageData } from './loadCalculator.ts';
import { MonthsTable } from './MonthsTable.tsx';
import { ResultTable } from './ResultTable.tsx';

/** The salary calculator: the form, the result with its months, the comparison, the assumptions. */
export function CalculatorPage({ data }: { data: CalculatorPageData }) {
  const { t } = useTexts();
  const { language, origin } = useShell();
  const { query, outcome } = data;
  const resultHeadingId = useId();
  const comparisonHeadingId = useId();
  // A new query remounts the form, whose inputs keep their own state (they are uncontrolled, to work before hydration).
  const formKey = `${language}:${query.amountText}:${JSON.stringify(query.settings)}`;
  return (
    <Page data-testid="calculator-page">
      <h1>{t('calculator.title')}</h1>
      <p className="lead">{t('calculator.lead', { year: rates2026.year })}</p>
      {query.invalid.length > 0 && <InvalidNotice invalid={query.invalid} language={language} />}
      <Columns>
        <Panel>
          <CalculatorForm key={formKey} query={query} language={language} />
        </Panel>
        {outcome.kind !== 'none' && (
          <Panel id={RESULT_ID} aria-labelledby={resultHeadingId} tabIndex={-1}>
            <h2 id={resultHeadingId}>{t('calculator.result.heading')}</h2>
            {outcome.kind === 'failed' ? (
              <FormAlert role="alert">{t('calculator.result.outOfReach')}</FormAlert>
            ) : (
              <>
                {!outcome.result.exact && <FormAlert data-testid="calculator-not-exact">{t('calculator.result.notExact')}</FormAlert>}
                <ResultTable result={outcome.result} language={language} year={rates2026.year} />
                {outcome.input.period === 'month' && <p>{t('calculator.result.monthNote')}</p>}
                <p>
                  <a href={calculatorHref(outcome.input, language)} data-testid="calculator-share">
                    {t('calculator.result.share')}
                  </a>
                  : <code>{`${origin}${calculatorHref(outcome.input, language)}`}</code>
                </p>
                <MonthsTable
                  year={outcome.result.year}
                  language={language}
                  withEmployer={outcome.result.year.total.employer.some((line) => line.amount !== 0)}
                  b2b={outcome.input.contract === 'b2b'}
                />
              </>
            )}
          </Panel>
        )}
      </Columns>
      {outcome.kind === 'calculated' && (
        <Panel aria-labelledby={comparisonHeadingId} className="spaced">
          <h2 id={comparisonHeadingId}>{t('calculator.comparison.heading')}</h2>
          <ComparisonTable input={outcome.input} rows={outcome.comparison} language={language} />
        </Panel>
      )}
      <Assumptions language={language} />
    </Page>
  );
}

/** What the URL said that the calculator does not take: a readable list, the form below to fix it. */
function InvalidNotice({ invalid, language }: { invalid: CalculatorPageData['query']['invalid']; language: Language }) {
  const { t } = useTexts();
  return (
    <FormAlert role="alert" data-testid="calculator-invalid" className="spaced-below">
      <strong>{t('calculator.invalid.heading')}</strong>
      <ul>
        {invalid.map((field) => (
          <li key={field}>
            {field === 'amount' || field === 'expenses'
              ? t(`calculator.invalid.${field}`)
              : t('calculator.invalid.other', { name: calculatorParameterWords[field][language] })}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}

/** The rates behind the figures and the assumptions, dated (core/calculator/rates2026.ts). */
function Assumptions({ language }: { language: Language }) {
  const { t } = useTexts();
  const headingId = useId();
  const money = (amount: number) => formatMoney(amount, language, t('calculator.currency'));
  const [year, month, day] = rates2026.checkedOn.split('-');
  return (
    <section aria-labelledby={headingId} className="spaced">
      <h2 id={headingId}>{t('calculator.notes.heading')}</h2>
      <Notes>
        <li>
          {t('calculator.notes.rates', {
            year: rates2026.year,
            date: language === 'pl' ? `${day}.${month}.${year}` : rates2026.checkedOn,
            minimumWage: money(rates2026.minimumWage),
            cap: money(rates2026.pensionCapBase),
            zusBase: money(rates2026.b2b.fullBase),
            minimumHealth: money(minimumHealth(rates2026)),
          })}
        </li>
        <li>{t('calculator.notes.employment')}</li>
        <li>{t('calculator.notes.civil')}</li>
        <li>{t('calculator.notes.b2b')}</li>
        <li>{t('calculator.notes.advice')}</li>
      </Notes>
    </section>
  );
}
