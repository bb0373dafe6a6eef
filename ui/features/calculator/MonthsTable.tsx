import styled from '@emotion/styled';
import { useId } from 'react';
import type { Grosze } from '../../../core/calculator/money.ts';
import type { DeductionKey, Settlement, YearSettlement } from '../../../core/calculator/Settlement.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { color } from '../../theme/tokens.ts';
import { MoneyTable, ScrollBox } from './calculatorStyles.ts';
import { formatMoney } from './formatMoney.ts';

const social: readonly DeductionKey[] = ['pension', 'disability', 'sickness', 'accident', 'labourFund'];

const amountOf = (month: Settlement, keys: readonly DeductionKey[]): Grosze =>
  month.deductions.filter((line) => keys.includes(line.key)).reduce((total, line) => total + line.amount, 0);

const Details = styled.details`
  margin-top: 16px;
  summary {
    cursor: pointer;
    font-weight: 700;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${color.text};
  }
`;

/**
 * The year month by month: where the pension cap, the 32% threshold or the youth limit change a
 * month's pay, it shows here. Folded by default; a plain `<details>` needs no script.
 */
export function MonthsTable({
  year,
  language,
  withEmployer,
  b2b,
}: {
  year: YearSettlement;
  language: Language;
  withEmployer: boolean;
  b2b: boolean;
}) {
  const { t } = useTexts();
  const headingId = useId();
  const currency = t('calculator.currency');
  const money = (amount: Grosze) => formatMoney(amount, language, currency);
  const row = (label: string, month: Settlement, key: string, total = false) => (
    <tr key={key} className={total ? 'total' : undefined}>
      <th scope="row">{label}</th>
      <td>{money(month.gross)}</td>
      <td>{money(amountOf(month, social))}</td>
      <td>{money(amountOf(month, ['health']))}</td>
      <td>{money(amountOf(month, ['incomeTax']))}</td>
      <td>{money(month.net)}</td>
      {withEmployer && <td>{money(month.employerTotal)}</td>}
    </tr>
  );
  return (
    <Details data-testid="calculator-months">
      <summary id={headingId}>{t('calculator.months.heading')}</summary>
      <ScrollBox tabIndex={0} role="region" aria-label={t('calculator.months.regionLabel')}>
        <MoneyTable aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('calculator.months.month')}</th>
              <th scope="col">{t(b2b ? 'calculator.result.revenue' : 'calculator.result.gross')}</th>
              <th scope="col">{t('calculator.months.social')}</th>
              <th scope="col">{t('calculator.months.health')}</th>
              <th scope="col">{t('calculator.months.tax')}</th>
              <th scope="col">{t('calculator.result.net')}</th>
              {withEmployer && <th scope="col">{t('calculator.result.employerTotal')}</th>}
            </tr>
          </thead>
          <tbody>
            {year.months.map((month, index) => row(t(`calculator.months.names.${index + 1}`), month, String(index + 1)))}
            {row(t('calculator.months.total'), year.total, 'total', true)}
          </tbody>
        </MoneyTable>
      </ScrollBox>
    </Details>
  );
}
