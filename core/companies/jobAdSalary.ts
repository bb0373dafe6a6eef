import { salaryDisplay, type SalaryDisplay } from '../offers/offerDisplay.ts';
import type { CompanyJobAd } from './Company.ts';

/**
 * A company offer's salary as a card shows it: its first employment type with a figure, gross for
 * a permanent contract and net otherwise (a job ad in a company carries no gross flag), never
 * converted (the employer's own currency). Null: hidden, as on every card.
 */
export function jobAdSalary(ad: Pick<CompanyJobAd, 'employmentTypes'>): SalaryDisplay | null {
  for (const employment of ad.employmentTypes) {
    if (employment.salary === null) continue;
    const display = salaryDisplay({
      type: employment.type,
      from: employment.salary.from,
      to: employment.salary.to,
      currency: employment.currency,
      unit: employment.salary.unit,
      gross: employment.type === 'permanent',
      converted: false,
      original: null,
    });
    if (display !== null) return display;
  }
  return null;
}
