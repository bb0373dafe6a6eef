import type { CalculatorInput } from '../../../core/calculator/CalculatorInput.ts';
import { calculatorHref } from '../../../core/calculator/calculatorQuery.ts';
import type { ComparisonRow, ContractVariant } from '../../../core/calculator/compareContracts.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { MoneyTable, ScrollBox } from './calculatorStyles.ts';
import { formatMoney, formatRate } from './formatMoney.ts';

const b2bLabelKey = {
  scale: 'calculator.comparison.b2bScale',
  linear: 'calculator.comparison.b2bLinear',
  lump: 'calculator.comparison.b2bLump',
} as const;

/** The variant as the input it would be: the chosen amount and options with this contract. */
function asInput(input: CalculatorInput, variant: ContractVariant): CalculatorInput {
  return { ...input, contract: variant.contract, options: variant.taxForm === null ? input.options : { ...input.options, taxForm: variant.taxForm } };
}

const isChosen = (input: CalculatorInput, variant: ContractVariant): boolean =>
  input.contract === variant.contract && (variant.taxForm === null || variant.taxForm === input.options.taxForm);

/**
 * The same amount under every contract type: gross (or revenue), net and the payer's cost, each
 * row a link that opens the calculator on that contract with the same settings.
 */
export function ComparisonTable({ input, rows, language }: { input: CalculatorInput; rows: readonly ComparisonRow[]; language: Language }) {
  const { t } = useTexts();
  const currency = t('calculator.currency');
  const money = (amount: number) => formatMoney(amount, language, currency);
  const label = (variant: ContractVariant) =>
    variant.taxForm === null
      ? t(`calculator.form.contract.${variant.contract}`)
      : t(b2bLabelKey[variant.taxForm], { rate: formatRate(input.options.lumpRate, language) });
  const caption = t('calculator.comparison.caption', {
    amount: money(input.amount),
    period: t(input.period === 'month' ? 'calculator.comparison.periodMonth' : 'calculator.comparison.periodYear'),
  });
  return (
    <ScrollBox tabIndex={0} role="region" aria-label={t('calculator.comparison.heading')}>
      <MoneyTable data-testid="calculator-comparison">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('calculator.comparison.contract')}</th>
            <th scope="col">{t('calculator.comparison.gross')}</th>
            <th scope="col">{t('calculator.comparison.net')}</th>
            <th scope="col">{t('calculator.comparison.cost')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ variant, summary }) => {
            const chosen = isChosen(input, variant);
            const key = `${variant.contract}-${variant.taxForm ?? ''}`;
            return (
              <tr key={key} className={chosen ? 'chosen' : undefined} data-testid={`calculator-comparison-${key}`}>
                <th scope="row">
                  <a href={calculatorHref(asInput(input, variant), language)}>{label(variant)}</a>
                  {chosen && <> {t('calculator.comparison.selected')}</>}
                </th>
                {summary === null ? (
                  <td colSpan={3}>{t('calculator.comparison.unavailable')}</td>
                ) : (
                  <>
                    <td>{money(summary.gross)}</td>
                    <td data-grosze={summary.net}>{money(summary.net)}</td>
                    <td>{money(summary.employerTotal)}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </MoneyTable>
    </ScrollBox>
  );
}
