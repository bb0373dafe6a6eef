import styled from '@emotion/styled';
import { useTexts } from '../../i18n/useTexts.ts';
import type { SalaryDisplay } from '../../../core/offers/offerDisplay.ts';
import { color } from '../../theme/tokens.ts';

const boundKey = { range: 'offerCard.salaryRange', from: 'offerCard.salaryFrom', to: 'offerCard.salaryTo' } as const;

const Original = styled.small`
  display: block;
  color: ${color.muted};
  font-weight: 400;
`;

/**
 * `10 000 - 15 000 PLN net / month`: core decides the figures and gross or net, this adds the words.
 * A converted figure (another currency or unit than the employer's) says so, with the employer's own
 * figure beside it, so it never reads as what the employer wrote.
 */
export function SalaryText({ salary }: { salary: SalaryDisplay }) {
  const { t } = useTexts();
  const amount = t(boundKey[salary.bound], { amounts: salary.amounts, currency: salary.currency.toUpperCase() });
  const basis = t(`offerCard.${salary.basis}`);
  const original = salary.converted ? salary.original : null;
  return (
    <span data-testid="offer-salary" data-basis={salary.basis} {...(salary.converted ? { 'data-converted': 'true' } : {})}>
      {amount} {basis} {t(`offerCard.perUnit.${salary.unit}`)}
      {salary.converted && ' '}
      {salary.converted && (
        <Original data-testid="offer-salary-original">
          {t('offerCard.converted')}
          {original &&
            ` · ${t('offerPage.originalSalary', {
              amount: `${t(boundKey[original.bound], { amounts: original.amounts, currency: original.currency.toUpperCase() })} ${basis} ${t(`offerCard.perUnit.${original.unit}`)}`,
            })}`}
        </Original>
      )}
    </span>
  );
}
