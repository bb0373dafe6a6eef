import type { OfferFieldsDto } from '../../../contract/offerLifecycle.ts';
import { payTransparencyProblem } from '../../../core/offers/lifecycle/editing/payTransparency.ts';

/** Why an offer cannot be published yet, as a 422 answer says it. */
export type PublicationProblem =
  | { readonly kind: 'offer-incomplete'; readonly missing: readonly string[] }
  /** Pay transparency (EU directive 2023/970): every contract needs its pay range. */
  | { readonly kind: 'salary-range-required'; readonly employmentTypes: readonly string[] };

const REQUIRED: ReadonlyArray<keyof OfferFieldsDto> = [
  'title',
  'body',
  'category_id',
  'city',
  'experience_level',
  'workplace_type',
  'working_time',
  'company_name',
];

/** Null when the form can go live; else the first kind of problem, with every field of that kind. */
export function publicationProblem(form: OfferFieldsDto): PublicationProblem | null {
  const missing: string[] = REQUIRED.filter((key) => form[key] === null || form[key] === '');
  if (form.employment_types.length === 0) missing.push('employment_types');
  if (missing.length > 0) return { kind: 'offer-incomplete', missing };
  // The one pay-transparency rule, shared with the editor and the use cases.
  return payTransparencyProblem(form.employment_types);
}

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
