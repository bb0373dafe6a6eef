import type { Grosze } from './money.ts';

/** The spec's employment types the calculator knows (internship has no rules of its own). */
export const contractKinds = ['permanent', 'mandate_contract', 'contract', 'b2b'] as const;
export type ContractKind = (typeof contractKinds)[number];

export const directions = ['gross', 'net'] as const;
export type Direction = (typeof directions)[number];

export const periods = ['month', 'year'] as const;
export type Period = (typeof periods)[number];

/** B2B tax forms: skala podatkowa, podatek liniowy 19%, ryczałt od przychodów ewidencjonowanych. */
export const taxForms = ['scale', 'linear', 'lump'] as const;
export type TaxForm = (typeof taxForms)[number];

/** B2B social contributions: full ("duży ZUS"), preferential ("mały ZUS", 24 months), "ulga na start" (6 months none, then preferential). */
export const zusSchemes = ['full', 'preferential', 'start'] as const;
export type ZusScheme = (typeof zusSchemes)[number];

/** The options every contract reads the part of it needs from. */
export interface CalculatorOptions {
  /** Employment: costs of 300 zł instead of 250 zł (commuting from another town). */
  readonly commuter: boolean;
  /** The payer applies the monthly 300 zł tax reduction (PIT-2 filed). */
  readonly pit2: boolean;
  /** Under 26: revenue from employment and mandate contracts free of PIT up to the yearly limit. */
  readonly under26: boolean;
  /** Mandate contract with a pupil or student under 26: no ZUS at all (and no PIT, as under 26). */
  readonly student: boolean;
  /** Employment: the person saves in PPK (2% employee, 1.5% employer). */
  readonly ppk: boolean;
  /** Mandate and B2B: the voluntary sickness insurance. */
  readonly sickness: boolean;
  /** Contract for specific work: 50% costs for transferred authors' rights instead of 20%. */
  readonly authorCosts: boolean;
  readonly taxForm: TaxForm;
  /** Lump-sum rate in hundredths of a per cent: one of the table's rates. */
  readonly lumpRate: number;
  readonly zus: ZusScheme;
  /** B2B: the business's own monthly costs (net of VAT); ignored by the lump-sum tax. */
  readonly expenses: Grosze;
}

export interface CalculatorInput {
  readonly amount: Grosze;
  readonly direction: Direction;
  readonly period: Period;
  readonly contract: ContractKind;
  readonly options: CalculatorOptions;
}

export const defaultOptions: CalculatorOptions = {
  commuter: false,
  pit2: true,
  under26: false,
  student: false,
  ppk: false,
  sickness: true,
  authorCosts: false,
  taxForm: 'lump',
  lumpRate: 1200,
  zus: 'full',
  expenses: 0,
};

export const defaultInput: Omit<CalculatorInput, 'amount'> = {
  direction: 'gross',
  period: 'month',
  contract: 'permanent',
  options: defaultOptions,
};

/** Upper bound of an amount typed in (and of a gross amount searched for): 100 million zł. */
export const MAX_AMOUNT: Grosze = 10_000_000_000;
