/**
 * Money as the board writes it (spec: prices): thousands separated by spaces, integers without
 * decimals, other amounts with exactly 2. `1234567` → `1 234 567`, `1234.5` → `1 234.50`.
 */
// @ts-nocheck

export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  const grouped = groupThousands(String(whole));
  return fraction === 0 && Number.isInteger(amount) ? `${sign}${grouped}` : `${sign}${grouped}.${String(fraction).padStart(2, '0')}`;
}

/** `1234567` → `1 234 567`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
