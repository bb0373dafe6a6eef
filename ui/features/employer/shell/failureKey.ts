import type { EmployerFailure } from '../../../../core/employer/EmployerFailure.ts';
import type { LifecycleFailure } from '../../../../core/offers/lifecycle/LifecycleFailure.ts';

const ACCOUNT = new Set([
  'invalid-credentials',
  'invalid-link',
  'email-taken',
  'invalid-input',
  'too-many-attempts',
  'network-failure',
  'unauthorized',
  'not-found',
]);
const LIFECYCLE = new Set([
  'invalid-offer',
  'offer-incomplete',
  'salary-range-required',
  'unknown-plan',
  'wrong-offer-status',
  'code-not-found',
  'code-used',
  'code-expired',
  'invalid-input',
  'payment-provider-unavailable',
  'too-many-requests',
  'not-found',
  'unauthorized',
  'network-failure',
]);

/** The text key of an account or session failure. */
export const accountFailureKey = (failure: EmployerFailure): string => `panel.failures.${ACCOUNT.has(failure.kind) ? failure.kind : 'generic'}`;

/** The text key and values of a lifecycle failure: what is missing, which contracts lack a range. */
export function lifecycleFailureText(failure: LifecycleFailure): { readonly key: string; readonly values: Readonly<Record<string, string>> } {
  const key = `panel.lifecycleFailures.${LIFECYCLE.has(failure.kind) ? failure.kind : 'generic'}`;
  if (failure.kind === 'offer-incomplete') return { key, values: { fields: failure.missing.join(', ') } };
  if (failure.kind === 'salary-range-required') return { key, values: { types: failure.employmentTypes.join(', ') } };
  return { key, values: {} };
}
