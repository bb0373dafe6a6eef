import type { OfferEmploymentType } from '../listing/Offer.ts';
import { contractKinds, defaultInput, type CalculatorInput, type ContractKind } from './CalculatorInput.ts';
import { zloty } from './money.ts';

const isContractKind = (type: string): type is ContractKind => (contractKinds as readonly string[]).includes(type);

/**
 * The calculator's input for an offer's salary: the first employment type the calculator knows
 * whose salary is in złoty per month or per year (the employer's own figure when the shown one was
 * converted), at the middle of its range. Permanent contracts and those flagged gross are gross;
 * a B2B salary is the invoice's net amount, which is the calculator's gross (revenue); other
 * contracts' salaries are net. Null when no salary fits.
 */
export function calculatorInputForOffer(employmentTypes: readonly OfferEmploymentType[]): CalculatorInput | null {
  for (const employment of employmentTypes) {
    if (!isContractKind(employment.type)) continue;
    const figure = employment.currency === 'pln' ? employment : employment.original?.currency === 'pln' ? employment.original : null;
    if (figure === null || (figure.unit !== 'month' && figure.unit !== 'year')) continue;
    const amount = middle(figure.from, figure.to);
    if (amount === null) continue;
    const gross = employment.type === 'b2b' || employment.type === 'permanent' || employment.gross;
    return { ...defaultInput, amount, contract: employment.type, direction: gross ? 'gross' : 'net', period: figure.unit };
  }
  return null;
}

/** The middle of a range in whole złoty, or the one end given; null without a positive figure. */
function middle(from: number | null, to: number | null): number | null {
  const ends = [from, to].filter((end): end is number => end !== null && Number.isFinite(end) && end > 0);
  if (ends.length === 0) return null;
  const mean = ends.reduce((total, end) => total + end, 0) / ends.length;
  return zloty(Math.round(mean));
}
