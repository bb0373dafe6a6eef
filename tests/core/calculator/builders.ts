import { defaultOptions, type CalculatorInput, type CalculatorOptions } from '../../../core/calculator/CalculatorInput.ts';
import { calculateSalary, type SalaryResult } from '../../../core/calculator/calculateSalary.ts';
import type { DeductionKey, EmployerKey, Settlement } from '../../../core/calculator/Settlement.ts';

/** An input in złoty, with the defaults for everything not given. */
export function anInput(
  zloty: number,
  overrides: Partial<Omit<CalculatorInput, 'amount' | 'options'>> & { options?: Partial<CalculatorOptions> } = {},
): CalculatorInput {
  const { options, ...rest } = overrides;
  return {
    amount: Math.round(zloty * 100),
    direction: 'gross',
    period: 'month',
    contract: 'permanent',
    ...rest,
    options: { ...defaultOptions, ...options },
  };
}

export function calculated(input: CalculatorInput): SalaryResult {
  const result = calculateSalary(input);
  if (result.isErr()) throw new Error(`calculation failed: ${result.error.kind}`);
  return result.value;
}

/** A deduction line in złoty (0 when the contract has no such line). */
export const deduction = (settlement: Settlement, key: DeductionKey): number =>
  (settlement.deductions.find((line) => line.key === key)?.amount ?? 0) / 100;
export const employerPart = (settlement: Settlement, key: EmployerKey): number =>
  (settlement.employer.find((line) => line.key === key)?.amount ?? 0) / 100;
export const inZloty = (grosze: number): number => grosze / 100;
