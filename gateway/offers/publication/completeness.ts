import type { OfferIncomplete, SalaryRangeRequired } from '../../../core/offers/lifecycle/LifecycleFailure.ts';

/** Why an offer cannot be published yet (core's rule: publicationProblem), as a 422 answer says it. */
export type PublicationProblem = OfferIncomplete | SalaryRangeRequired;

/** The 422 body of a problem: a sentence to show, and the fields or contracts it is about. */
export function problemBody(problem: PublicationProblem): { error: string; message: string; fields: readonly string[] } {
  if (problem.kind === 'offer-incomplete') {
    return { error: problem.kind, message: `The offer cannot be published yet: fill in ${problem.missing.join(', ')}.`, fields: problem.missing };
  }
  return {
    error: problem.kind,
    message:
      `Pay transparency (EU directive 2023/970): every employment type needs a salary range (from and to) before publication. ` +
      `Missing for: ${problem.employmentTypes.join(', ')}.`,
    fields: problem.employmentTypes.map((type) => `employment_types.${type}`),
  };
}
