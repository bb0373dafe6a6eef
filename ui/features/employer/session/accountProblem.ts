import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from '../../../../core/session/credentials.ts';

/** The text of an account form's field problem (`required`, `mismatch`, …). */
export const accountProblem = (t: TFunction, problem: string | undefined): string | undefined =>
  problem === undefined ? undefined : t(`panel.problems.${problem}`, { min: PASSWORD_MIN_LENGTH });
