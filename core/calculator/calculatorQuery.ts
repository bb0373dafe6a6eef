import { calculatorPathWords, type Words } from '../listing/url/routeWords.ts';
import type { Language } from '../tenancy/Tenant.ts';
import {
  contractKinds,
  defaultInput,
  directions,
  MAX_AMOUNT,
  periods,
  taxForms,
  zusSchemes,
  type CalculatorInput,
  type CalculatorOptions,
} from './CalculatorInput.ts';
import { amountText, parseAmount, type Grosze } from './money.ts';
import { rates2026 } from './rates2026.ts';

/** The page: /kalkulator-wynagrodzen and /salary-calculator (platform.md section 2); the words live with the other path words. */
export { calculatorPathWords };
export const calculatorPath = (language: Language): string => `/${calculatorPathWords[language]}`;

type Choice = 'direction' | 'period' | 'contract' | 'taxForm' | 'zus';
type Flag = 'commuter' | 'pit2' | 'under26' | 'student' | 'ppk' | 'sickness' | 'authorCosts';
export type CalculatorField = 'amount' | Choice | Flag | 'lumpRate' | 'expenses';

/** The query's parameter words in the page's language; parsing accepts either language. */
export const calculatorParameterWords: Readonly<Record<CalculatorField, Words>> = {
  amount: { pl: 'kwota', en: 'amount' },
  direction: { pl: 'kierunek', en: 'direction' },
  period: { pl: 'okres', en: 'period' },
  contract: { pl: 'umowa', en: 'contract' },
  taxForm: { pl: 'opodatkowanie', en: 'tax' },
  lumpRate: { pl: 'stawka', en: 'rate' },
  zus: { pl: 'zus', en: 'zus' },
  expenses: { pl: 'koszty', en: 'expenses' },
  commuter: { pl: 'dojazd', en: 'commuter' },
  pit2: { pl: 'pit2', en: 'pit2' },
  under26: { pl: 'do26', en: 'under26' },
  student: { pl: 'student', en: 'student' },
  ppk: { pl: 'ppk', en: 'ppk' },
  sickness: { pl: 'chorobowe', en: 'sickness' },
  authorCosts: { pl: 'prawa-autorskie', en: 'authors-rights' },
};

const choices: Readonly<Record<Choice, readonly string[]>> = {
  direction: directions,
  period: periods,
  contract: contractKinds,
  taxForm: taxForms,
  zus: zusSchemes,
};
const flags: readonly Flag[] = ['commuter', 'pit2', 'under26', 'student', 'ppk', 'sickness', 'authorCosts'];

/** Lump-sum rates as written in URLs: `8.5`, `12`, `15`. */
export const lumpRateText = (rate: number): string => String(rate / 100);

export interface ParsedCalculatorQuery {
  /** Every setting but the amount: the query's where valid, the defaults elsewhere. */
  readonly settings: Omit<CalculatorInput, 'amount'>;
  /** The amount as typed (for the form), and its value when it is one the calculator takes. */
  readonly amountText: string;
  readonly amount: Grosze | null;
  /** Parameters given with a value the calculator does not take. */
  readonly invalid: readonly CalculatorField[];
}

/** The calculator's state from a query string: the URL is the whole state, so a result can be shared. */
export function parseCalculatorQuery(search: URLSearchParams): ParsedCalculatorQuery {
  const invalid: CalculatorField[] = [];
  const read = (field: CalculatorField): string | null => {
    const words = calculatorParameterWords[field];
    return search.get(words.pl) ?? search.get(words.en);
  };
  const choose = <T extends string>(field: Choice, fallback: T): T => {
    const value = read(field);
    if (value === null) return fallback;
    if (choices[field].includes(value)) return value as T;
    invalid.push(field);
    return fallback;
  };
  const options = { ...defaultInput.options } as { -readonly [K in keyof CalculatorOptions]: CalculatorOptions[K] };
  for (const flag of flags) {
    const value = read(flag);
    if (value === '1' || value === '0') options[flag] = value === '1';
    else if (value !== null) invalid.push(flag);
  }
  options.taxForm = choose('taxForm', options.taxForm);
  options.zus = choose('zus', options.zus);
  const rate = read('lumpRate');
  const lumpRate = rates2026.b2b.lumpRates.find((candidate) => lumpRateText(candidate) === rate?.replace(',', '.'));
  if (lumpRate !== undefined) options.lumpRate = lumpRate;
  else if (rate !== null) invalid.push('lumpRate');
  const expenses = read('expenses');
  const expensesValue = expenses === null || expenses.trim() === '' ? 0 : parseAmount(expenses);
  if (expensesValue !== null && expensesValue <= MAX_AMOUNT) options.expenses = expensesValue;
  else invalid.push('expenses');
  const typed = read('amount') ?? '';
  const amount = typed.trim() === '' ? null : parseAmount(typed);
  const amountValid = amount !== null && amount > 0 && amount <= MAX_AMOUNT;
  if (typed.trim() !== '' && !amountValid) invalid.push('amount');
  const settings = {
    direction: choose('direction', defaultInput.direction),
    period: choose('period', defaultInput.period),
    contract: choose('contract', defaultInput.contract),
    options,
  };
  return { settings, amountText: typed, amount: amountValid ? amount : null, invalid };
}

/**
 * The query string of an input in a language's words (`?kwota=...`), with only the values that
 * differ from the defaults, in a fixed order: the shortest link that gives the same page.
 */
export function buildCalculatorQuery(input: CalculatorInput, language: Language): string {
  const defaults = defaultInput.options;
  const entries: [CalculatorField, string][] = [['amount', amountText(input.amount)]];
  for (const field of ['direction', 'period', 'contract'] as const) {
    if (input[field] !== defaultInput[field]) entries.push([field, input[field]]);
  }
  if (input.options.taxForm !== defaults.taxForm) entries.push(['taxForm', input.options.taxForm]);
  if (input.options.lumpRate !== defaults.lumpRate) entries.push(['lumpRate', lumpRateText(input.options.lumpRate)]);
  if (input.options.zus !== defaults.zus) entries.push(['zus', input.options.zus]);
  if (input.options.expenses !== defaults.expenses) entries.push(['expenses', amountText(input.options.expenses)]);
  for (const flag of flags) {
    if (input.options[flag] !== defaults[flag]) entries.push([flag, input.options[flag] ? '1' : '0']);
  }
  const search = new URLSearchParams(entries.map(([field, value]) => [calculatorParameterWords[field][language], value]));
  return `?${search.toString()}`;
}

/** The page's address for an input, in a language's words. */
export const calculatorHref = (input: CalculatorInput, language: Language): string =>
  `${calculatorPath(language)}${buildCalculatorQuery(input, language)}`;
