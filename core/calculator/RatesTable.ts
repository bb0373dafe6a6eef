import type { BasisPoints, Grosze } from './money.ts';

/** The shape of a year's rates table (rates2026.ts). Amounts in grosze, rates in hundredths of a per cent. */
export interface RatesTable {
  readonly year: number;
  /** The day the figures were last checked against their sources. */
  readonly checkedOn: string;
  readonly minimumWage: Grosze;
  readonly forecastAverageWage: Grosze;
  /** The yearly cap on the pension and disability contribution base (30 × forecast average wage). */
  readonly pensionCapBase: Grosze;
  readonly employee: { readonly pension: BasisPoints; readonly disability: BasisPoints; readonly sickness: BasisPoints };
  readonly employer: {
    readonly pension: BasisPoints;
    readonly disability: BasisPoints;
    readonly accident: BasisPoints;
    readonly labourFund: BasisPoints;
    readonly guaranteeFund: BasisPoints;
  };
  readonly ppk: { readonly employee: BasisPoints; readonly employer: BasisPoints };
  readonly health: { readonly rate: BasisPoints; readonly linearRate: BasisPoints };
  readonly pit: {
    readonly lowerRate: BasisPoints;
    readonly upperRate: BasisPoints;
    readonly threshold: Grosze;
    readonly yearlyReduction: Grosze;
    readonly monthlyReduction: Grosze;
    readonly employeeCosts: Grosze;
    readonly commuterCosts: Grosze;
    readonly civilCosts: BasisPoints;
    readonly authorCosts: BasisPoints;
    readonly authorCostsYearlyLimit: Grosze;
    readonly smallContractLimit: Grosze;
    readonly smallContractRate: BasisPoints;
    readonly youthExemptionLimit: Grosze;
    readonly linearRate: BasisPoints;
  };
  readonly b2b: {
    readonly fullBase: Grosze;
    readonly preferentialBase: Grosze;
    readonly startReliefMonths: number;
    readonly pension: BasisPoints;
    readonly disability: BasisPoints;
    readonly sickness: BasisPoints;
    readonly accident: BasisPoints;
    readonly labourFund: BasisPoints;
    readonly minimumHealthBase: Grosze;
    readonly linearHealthDeductionLimit: Grosze;
    readonly lumpHealthAverageWage: Grosze;
    /** Yearly revenue thresholds and the share of the average wage that is the health base above each. */
    readonly lumpHealthBrackets: readonly { readonly revenueAbove: Grosze; readonly share: BasisPoints }[];
    readonly lumpHealthDeduction: BasisPoints;
    readonly lumpRates: readonly BasisPoints[];
  };
}
