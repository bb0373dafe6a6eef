/**
 * Money in the calculator: whole grosze (1 zł = 100), never floating złoty, so that every
 * contribution and tax is computed exactly as a payroll does it and tests can compare to the grosz.
 */
export type Grosze = number;

/** A rate in hundredths of a per cent: 9.76% is 976, 0.1% is 10. Integer products stay exact below 2^53. */
export type BasisPoints = number;

/** `n / d` rounded half up (half away from zero for negatives), in integers. */
export function roundDivision(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(numerator) * 2 + denominator) / (2 * denominator));
}

/** `rate` of `amount`, rounded to the grosz (contributions: ZUS rounds each one half up). */
export function percentOf(amount: Grosze, rate: BasisPoints): Grosze {
  return roundDivision(amount * rate, 10_000);
}

/**
 * To whole złoty, as the tax ordinance rounds tax bases and taxes (art. 63 § 1 Ordynacji
 * podatkowej: below 50 gr down, from 50 gr up).
 */
export function toWholeZloty(amount: Grosze): Grosze {
  return roundDivision(amount, 100) * 100;
}

export const zloty = (amount: number): Grosze => Math.round(amount * 100);

export const sum = (amounts: readonly Grosze[]): Grosze => amounts.reduce((total, amount) => total + amount, 0);

/** An amount split into `parts` as equal as grosze allow; the first parts take the remainder. */
export function splitEvenly(amount: Grosze, parts: number): Grosze[] {
  const base = Math.floor(amount / parts);
  const remainder = amount - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < remainder ? 1 : 0));
}

/**
 * An amount typed by a person: `12000`, `12 000`, `12 000,50`, `12000.5` (spaces, no-break spaces
 * and one decimal separator of either kind). Null for anything else, including more than 2 decimals.
 */
export function parseAmount(text: string): Grosze | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** `1234550` → `12345.5`: the shortest plain form of an amount, for URLs. */
export function amountText(amount: Grosze): string {
  const whole = Math.trunc(amount / 100);
  const fraction = Math.abs(amount % 100);
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}
