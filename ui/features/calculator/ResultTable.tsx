import type { SalaryResult } from '../../../core/calculator/calculateSalary.ts';
import type { Grosze } from '../../../core/calculator/money.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { MoneyTable } from './calculatorStyles.ts';
import { formatMoney } from './formatMoney.ts';

/** A computed amount: an `<output>` carrying its grosze for tests and scripts. */
function Amount({ amount, language, testId, minus = false }: { amount: Grosze; language: Language; testId: string; minus?: boolean }) {
  const { t } = useTexts();
  return (
    <output data-testid={testId} data-grosze={amount}>
      {formatMoney(minus && amount !== 0 ? -amount : amount, language, t('calculator.currency'))}
    </output>
  );
}

/** Whether a line has any amount in the year (a line the contract never pays is left out). */
const paidInYear = (lines: readonly { key: string; amount: Grosze }[], key: string): boolean =>
  lines.some((line) => line.key === key && line.amount !== 0);

/**
 * The result for the period asked for: gross (revenue for B2B), each deduction, net, then the
 * payer's side and total cost. Lines a contract does not have are left out; lines it has are shown
 * even at zero (a month past the pension cap).
 */
export function ResultTable({ result, language, year }: { result: SalaryResult; language: Language; year: number }) {
  const { t } = useTexts();
  const { summary, input } = result;
  const b2b = input.contract === 'b2b';
  const deductions = summary.deductions.filter((line) => paidInYear(result.year.total.deductions, line.key));
  const employer = summary.employer.filter((line) => paidInYear(result.year.total.employer, line.key));
  const caption = t(input.period === 'month' ? 'calculator.result.captionMonth' : 'calculator.result.captionYear', {
    contract: t(`calculator.form.contract.${input.contract}`),
    year,
  });
  return (
    <MoneyTable data-testid="calculator-result-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('calculator.result.item')}</th>
          <th scope="col">{t('calculator.result.amount')}</th>
        </tr>
      </thead>
      <tbody>
        <tr className="total">
          <th scope="row">{t(b2b ? 'calculator.result.revenue' : 'calculator.result.gross')}</th>
          <td>
            <Amount amount={summary.gross} language={language} testId="calculator-gross" />
          </td>
        </tr>
        {deductions.map((line) => (
          <tr key={line.key}>
            <th scope="row">{t(`calculator.lines.${line.key}`)}</th>
            <td>
              <Amount amount={line.amount} language={language} testId={`calculator-line-${line.key}`} minus />
            </td>
          </tr>
        ))}
        <tr className="total">
          <th scope="row">{t('calculator.result.net')}</th>
          <td>
            <Amount amount={summary.net} language={language} testId="calculator-net" />
          </td>
        </tr>
      </tbody>
      {employer.length > 0 && (
        <tbody>
          <tr>
            <th scope="rowgroup" colSpan={2}>
              <strong>{t('calculator.result.employerHeading')}</strong>
            </th>
          </tr>
          {employer.map((line) => (
            <tr key={line.key}>
              <th scope="row">{t(`calculator.employerLines.${line.key}`)}</th>
              <td>
                <Amount amount={line.amount} language={language} testId={`calculator-employer-${line.key}`} />
              </td>
            </tr>
          ))}
        </tbody>
      )}
      <tbody>
        <tr className="total">
          <th scope="row">{t(b2b ? 'calculator.result.clientTotal' : 'calculator.result.employerTotal')}</th>
          <td>
            <Amount amount={summary.employerTotal} language={language} testId="calculator-employer-total" />
          </td>
        </tr>
      </tbody>
    </MoneyTable>
  );
}
