import { useTexts } from '../../i18n/useTexts.ts';
import type { SalaryDisplay } from '../../../core/offers/offerDisplay.ts';

const boundKey = { range: 'offerCard.salaryRange', from: 'offerCard.salaryFrom', to: 'offerCard.salaryTo' } as const;

/** `10 000 - 15 000 PLN net / month`: core decides the figures and gross or net, this adds the words. */
export function SalaryText({ salary }: { salary: SalaryDisplay }) {
  const { t } = useTexts();
  const amount = t(boundKey[salary.bound], { amounts: salary.amounts, currency: salary.currency.toUpperCase() });
  return (
    <span data-testid="offer-salary" data-basis={salary.basis}>
      {amount} {t(`offerCard.${salary.basis}`)} {t(`offerCard.perUnit.${salary.unit}`)}
    </span>
  );
}
