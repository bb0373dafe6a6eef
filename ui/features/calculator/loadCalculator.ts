import { data } from 'react-router';
import { calculateSalary, type CalculatorFailure, type SalaryResult } from '../../../core/calculator/calculateSalary.ts';
import type { CalculatorInput } from '../../../core/calculator/CalculatorInput.ts';
import { parseCalculatorQuery, type ParsedCalculatorQuery } from '../../../core/calculator/calculatorQuery.ts';
import { compareContracts, type ComparisonRow } from '../../../core/calculator/compareContracts.ts';

export interface CalculatorPageData {
  /** The form's state: what the URL says, defaults elsewhere, and what it said wrongly. */
  readonly query: ParsedCalculatorQuery;
  /** The calculation, when the URL has a valid amount. */
  readonly outcome:
    | { readonly kind: 'none' }
    | { readonly kind: 'calculated'; readonly input: CalculatorInput; readonly result: SalaryResult; readonly comparison: readonly ComparisonRow[] }
    | { readonly kind: 'failed'; readonly input: CalculatorInput; readonly failure: CalculatorFailure };
}

/**
 * The calculator page's loader: the whole state is in the query string (so a result can be
 * shared), and the calculation is a pure function of core, done here on the server so the page
 * arrives with its result and works before (and without) scripts. A parameter with a value the
 * calculator does not take is a 400 with the form and a readable message.
 */
export function loadCalculator(request: Request) {
  const query = parseCalculatorQuery(new URL(request.url).searchParams);
  const status = query.invalid.length > 0 ? 400 : 200;
  if (query.amount === null) return data<CalculatorPageData>({ query, outcome: { kind: 'none' } }, { status });
  const input: CalculatorInput = { ...query.settings, amount: query.amount };
  const result = calculateSalary(input);
  const outcome: CalculatorPageData['outcome'] = result.isOk()
    ? { kind: 'calculated', input, result: result.value, comparison: compareContracts(input) }
    : { kind: 'failed', input, failure: result.error };
  return data<CalculatorPageData>({ query, outcome }, { status });
}
