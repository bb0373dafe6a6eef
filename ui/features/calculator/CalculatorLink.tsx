import type { OfferEmploymentType } from '../../../core/listing/Offer.ts';
import { calculatorHref } from '../../../core/calculator/calculatorQuery.ts';
import { calculatorInputForOffer } from '../../../core/calculator/offerSalary.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { useShell } from '../../app/useShell.ts';

/** A link to the salary calculator with an offer's salary filled in; nothing when no salary fits (calculatorInputForOffer). */
export function CalculatorLink({ employmentTypes }: { employmentTypes: readonly OfferEmploymentType[] }) {
  const { t } = useTexts();
  const { language } = useShell();
  const input = calculatorInputForOffer(employmentTypes);
  if (input === null) return null;
  return (
    <a href={calculatorHref(input, language)} data-testid="offer-calculator-link">
      {t('calculator.offerLink')}
    </a>
  );
}
