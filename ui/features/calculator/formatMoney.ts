import { groupThousands } from '../../../core/offers/formatAmount.ts';
import type { Grosze } from '../../../core/calculator/money.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';

/**
 * `3 605,85 zł` (Polish) or `3 605.85 PLN` (English): always two decimals, thousands separated by
 * no-break spaces (the spec's price format), the same on the server and in the browser (no Intl,
 * whose spacing differs between ICU versions and would break hydration).
 */
export function formatMoney(amount: Grosze, language: Language, currency: string): string {
  const sign = amount < 0 ? '−' : '';
  const absolute = Math.abs(amount);
  const whole = groupThousands(String(Math.floor(absolute / 100))).replace(/ /g, '\u00a0');
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}${language === 'pl' ? ',' : '.'}${fraction}\u00a0${currency}`;
}

/** `12` → `12`, `850` → `8,5` / `8.5`: a rate in hundredths of a per cent, as the page writes it. */
export function formatRate(rate: number, language: Language): string {
  const text = String(rate / 100);
  return language === 'pl' ? text.replace('.', ',') : text;
}
