import type { Currency } from '../listing/FilterValues.ts';

/** The salary currency selector's rules: its choices, the cookie that keeps one, and what a choice means for the listing. */

export const CURRENCY_COOKIE = 'currency';

/** The selector's choices: the listing's currencies plus 'other' (salaries as the employer gave them). */
export type CurrencyChoice = Currency | 'other';
export const currencyChoices: readonly CurrencyChoice[] = ['pln', 'eur', 'usd', 'gbp', 'chf', 'other'];

export interface CurrencyOption {
  readonly value: CurrencyChoice;
  /** An icon key the UI maps to its icon set. */
  readonly icon: string;
  /** Translation key of the label. */
  readonly label: string;
}

export const currencyOptions: readonly CurrencyOption[] = currencyChoices.map((value) => ({
  value,
  icon: `currency-${value}`,
  label: `currency.${value}`,
}));

export const isCurrencyChoice = (value: unknown): value is CurrencyChoice =>
  typeof value === 'string' && (currencyChoices as readonly string[]).includes(value);

/** A cookie value as a choice; anything unknown (garbage, other case, padding) reads as not chosen. */
export const readCurrencyChoice = (value: string | null | undefined): CurrencyChoice | null => (isCurrencyChoice(value) ? value : null);

/** The selector shows only when the tenant's currencyDropdown flag is on and the host component asks for it. */
export const currencySelectorVisible = (currencyDropdownFlag: boolean, showCurrencyProp: boolean): boolean =>
  currencyDropdownFlag && showCurrencyProp;

/** The currency the listing asks salaries in: the choice, or the default for 'other' and no choice. */
export const salaryCurrency = (choice: CurrencyChoice | null, defaultCurrency: Currency): Currency =>
  choice === null || choice === 'other' ? defaultCurrency : choice;
