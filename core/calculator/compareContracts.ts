import type { CalculatorInput, ContractKind, TaxForm } from './CalculatorInput.ts';
import { calculateSalary } from './calculateSalary.ts';
import { rates2026 } from './rates2026.ts';
import type { RatesTable } from './RatesTable.ts';
import type { Settlement } from './Settlement.ts';

/** A contract type as the comparison shows it: B2B once per tax form. */
export interface ContractVariant {
  readonly contract: ContractKind;
  readonly taxForm: TaxForm | null;
}

export const comparedVariants: readonly ContractVariant[] = [
  { contract: 'permanent', taxForm: null },
  { contract: 'mandate_contract', taxForm: null },
  { contract: 'contract', taxForm: null },
  { contract: 'b2b', taxForm: 'scale' },
  { contract: 'b2b', taxForm: 'linear' },
  { contract: 'b2b', taxForm: 'lump' },
];

export interface ComparisonRow {
  readonly variant: ContractVariant;
  /** Null when net to gross found no gross amount for this contract. */
  readonly summary: Settlement | null;
  readonly exact: boolean;
}

/**
 * The same amount, direction and period under every contract type, with the options the person
 * chose (each contract reads the ones that apply to it): what is left, what it takes, what it costs.
 */
export function compareContracts(input: CalculatorInput, rates: RatesTable = rates2026): ComparisonRow[] {
  return comparedVariants.map((variant) => {
    const options = variant.taxForm === null ? input.options : { ...input.options, taxForm: variant.taxForm };
    const result = calculateSalary({ ...input, contract: variant.contract, options }, rates);
    return result.isOk() ? { variant, summary: result.value.summary, exact: result.value.exact } : { variant, summary: null, exact: false };
  });
}
