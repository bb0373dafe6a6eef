import type { Currency } from '../../listing/FilterValues.ts';
import type { PreferencesFields } from '../CandidateDocument.ts';
import type { MatchCandidate } from './matchPercent.ts';

/** A monthly amount in `currency` on the common scale the offers are put on (the gateway: PLN per month). */
export type ToCommonMonthly = (amount: number, currency: Currency) => number;

/** The matching's view of a candidate's preferences, expectations converted to the common scale. */
export function candidateForMatching(preferences: PreferencesFields, toCommon: ToCommonMonthly): MatchCandidate {
  return {
    skills: preferences.skills.map(({ name, level }) => ({ name, level })),
    experienceYears: preferences.experienceYears,
    employments: preferences.employments.map(({ type, salary }) => ({
      type,
      monthlySalary: salary === null ? null : toCommon(salary.amount, salary.currency),
    })),
    residences: preferences.locations.residences,
    workplaceTypes: preferences.locations.workplaceTypes,
    categoryIds: preferences.categoryIds,
  };
}

/** Whether the preferences say enough to match offers on: at least one skill (matched offers share one). */
export const canBeMatched = (preferences: PreferencesFields): boolean => preferences.skills.length > 0;
