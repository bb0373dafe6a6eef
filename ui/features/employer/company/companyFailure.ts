import type { CompanyFailure } from '../../../../core/employer/company/CompanyFailure.ts';
import type { GatewayFailure } from '../../../../core/shared/Failure.ts';

const KNOWN = new Set([
  'invalid-input',
  'forbidden',
  'last-admin',
  'email-taken',
  'file-too-large',
  'file-type-not-allowed',
  'unauthorized',
  'not-found',
  'network-failure',
]);

/** The text key of a company panel failure. */
export const companyFailureKey = (failure: CompanyFailure | GatewayFailure): string =>
  `panel.company.failures.${KNOWN.has(failure.kind) ? failure.kind : 'generic'}`;

/** The text key of a field problem (`required`, `too-long`, …), or undefined for none. */
export const companyProblemKey = (problem: string | undefined): string | undefined =>
  problem === undefined ? undefined : `panel.company.problems.${problem}`;
