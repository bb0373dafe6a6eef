// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferEmploymentType } from '../../../core/listing/Offer.ts';
import { salaryDisplay } from '../../../core/offers/offerDisplay.ts';
import { SalaryText } from '../../../ui/features/offers/SalaryText.tsx';
import { createI18n } from '../../../ui/i18n/createI18n.ts';
import { anEmploymentType } from '../../core/listing/builders.ts';

afterEach(cleanup);

function renderSalary(employment: OfferEmploymentType, language: 'en' | 'pl' = 'en') {
  const salary = salaryDisplay(employment);
  if (salary === null) throw new Error('no salary');
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <SalaryText salary={salary} />
    </I18nextProvider>,
  );
  return screen.getByTestId('offer-salary');
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

/** A PLN offer shown in EUR: the gateway converts it and sends the employer's own figure with it. */
const convertedToEur = anEmploymentType({
  type: 'b2b',
  from: 4880,
  to: 6860,
  currency: 'eur',
  converted: true,
  original: { from: 20000, to: 28000, currency: 'pln', unit: 'month' },
});

describe('a converted salary never reads as the employer’s own', () => {
  it('is marked converted, with the employer’s figure beside it', () => {
    const salary = renderSalary(convertedToEur);
    expect(salary.dataset.converted).toBe('true');
    expect(text(screen.getByTestId('offer-salary-original'))).toBe('converted · Employer’s figure: 20 000 - 28 000 PLN net / month');
    expect(text(salary)).toBe('4 880 - 6 860 EUR net / month converted · Employer’s figure: 20 000 - 28 000 PLN net / month');
  });

  it('says so in Polish too', () => {
    renderSalary(convertedToEur, 'pl');
    expect(text(screen.getByTestId('offer-salary-original'))).toMatch(/^przeliczone · Kwota pracodawcy: 20 000 - 28 000 PLN/);
  });

  it('an employer’s own figure carries no mark', () => {
    const salary = renderSalary(anEmploymentType({ from: 20000, to: 28000, currency: 'pln' }));
    expect(salary.dataset.converted).toBeUndefined();
    expect(screen.queryByTestId('offer-salary-original')).toBeNull();
    expect(text(salary)).toBe('20 000 - 28 000 PLN net / month');
  });
});
