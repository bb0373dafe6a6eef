import { groupThousands } from '../../offers/formatAmount.ts';

/** The minimum-salary field's bounds (configured; defaults 0 and 100). */
export interface MinimumSalaryBounds {
  readonly min: number;
  readonly max: number;
}
export const defaultMinimumSalaryBounds: MinimumSalaryBounds = { min: 0, max: 100 };

/**
 * What the field keeps of typed text: digits, and one decimal separator (`.` or `,`, kept as `.`)
 * with at most 2 digits after it. Minus signs, spaces, letters and further separators are dropped.
 */
export function sanitizeMinimumSalaryText(text: string): string {
  let whole = '';
  let fraction: string | null = null;
  for (const character of text) {
    if (character >= '0' && character <= '9') {
      if (fraction === null) whole += character;
      else if (fraction.length < 2) fraction += character;
    } else if ((character === '.' || character === ',') && fraction === null) {
      fraction = '';
    }
  }
  const digits = whole.replace(/^0+(?=\d)/, '');
  return fraction === null ? digits : `${digits === '' ? '0' : digits}.${fraction}`;
}

/** The field's value: the sanitized text as a number, clamped to the bounds; empty text is the minimum. */
export function parseMinimumSalary(text: string, bounds: MinimumSalaryBounds = defaultMinimumSalaryBounds): number {
  // Sanitized text is digits with at most one '.', so Number() reads it; empty text is 0, then clamped.
  const value = Number(sanitizeMinimumSalaryText(text));
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** The field's text for a value: empty for 0, thousands separated by spaces, up to 2 decimals. */
export function formatMinimumSalary(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '';
  const rounded = Math.round(value * 100) / 100;
  const [whole = '0', fraction] = String(rounded).split('.');
  return fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`;
}

/** Typed text in, what the field shows and holds out. */
export function minimumSalaryInput(
  text: string,
  bounds: MinimumSalaryBounds = defaultMinimumSalaryBounds,
): { readonly value: number; readonly text: string } {
  const value = parseMinimumSalary(text, bounds);
  return { value, text: formatMinimumSalary(value) };
}

/** The field counts thousands (bounds 0–100 by default); the salary filter holds whole amounts. */
export const MINIMUM_SALARY_SCALE = 1000;

/** The field's value for the filter's lower bound (none: 0, an empty field). */
export const minimumSalaryFieldValue = (salaryFrom: number | null | undefined): number => (salaryFrom ?? 0) / MINIMUM_SALARY_SCALE;

/** The filter's lower bound for the field's value: whole amounts, or null when the field says nothing (0). */
export function minimumSalaryFromField(value: number): number | null {
  const amount = Math.round(value * MINIMUM_SALARY_SCALE);
  return amount > 0 ? amount : null;
}
