import { currencyKeys, employmentTypeKeys, type Currency, type EmploymentType, type WorkplaceType } from '../../../../core/listing/FilterValues.ts';
import type { InternalLanguage, JobLooking, Preferences, PreferencesFields } from '../../../../core/profile/CandidateDocument.ts';
import { PROFILE_LIMITS } from '../../../../core/profile/profileLimits.ts';
import { preferencesProblems } from '../../../../core/profile/rules/preferencesRules.ts';
import type { Problem } from '../../../../core/profile/rules/Problems.ts';

/** The preferences form's values: texts as typed, choices as chosen. */
export interface PreferencesValues {
  position: string;
  experienceYears: string;
  desiredPositions: string;
  skills: { name: string; level: string }[];
  employments: Record<EmploymentType, { chosen: boolean; amount: string; currency: Currency }>;
  residences: string[];
  workplaceTypes: WorkplaceType[];
  languages: InternalLanguage[];
  categoryIds: number[];
  availability: string;
  jobLooking: string;
}

/** Labelled choices the form offers (the listing's dictionaries, in the page's language). */
export interface PreferenceChoices {
  readonly categories: readonly { readonly value: number; readonly label: string }[];
  readonly cities: readonly { readonly value: string; readonly label: string }[];
}

export function toValues(preferences: Preferences, defaultCurrency: Currency): PreferencesValues {
  const employments = Object.fromEntries(
    employmentTypeKeys.map((type) => {
      const saved = preferences.employments.find((employment) => employment.type === type);
      return [
        type,
        {
          chosen: saved !== undefined,
          amount: saved?.salary ? String(saved.salary.amount) : '',
          currency: saved?.salary?.currency ?? defaultCurrency,
        },
      ];
    }),
  ) as PreferencesValues['employments'];
  return {
    position: preferences.position ?? '',
    experienceYears: String(preferences.experienceYears),
    desiredPositions: preferences.desiredPositions.join(', '),
    skills: preferences.skills.map((skill) => ({ name: skill.name, level: String(skill.level) })),
    employments,
    residences: [...preferences.locations.residences],
    workplaceTypes: [...preferences.locations.workplaceTypes],
    languages: [...preferences.internalLanguages],
    categoryIds: [...preferences.categoryIds],
    availability: preferences.availabilityPeriod === null ? '' : String(preferences.availabilityPeriod.value),
    jobLooking: preferences.jobLooking ?? '',
  };
}

/** A typed number: whole digits only; anything else is NaN, which the rules call out of range. */
const wholeNumber = (text: string): number => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The employment types chosen, in the contract's order (the index of each in the patch). */
export const chosenTypes = (values: PreferencesValues): EmploymentType[] => employmentTypeKeys.filter((type) => values.employments[type].chosen);

export function toPatch(values: PreferencesValues): PreferencesFields {
  return {
    position: values.position.trim() === '' ? null : values.position,
    experienceYears: wholeNumber(values.experienceYears === '' ? '0' : values.experienceYears),
    desiredPositions: values.desiredPositions
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    skills: values.skills.map((skill) => ({ id: skill.name.trim().toLowerCase(), name: skill.name, level: Number(skill.level) })),
    employments: chosenTypes(values).map((type) => {
      const { amount, currency } = values.employments[type];
      return { type, salary: amount.trim() === '' ? null : { amount: wholeNumber(amount), currency } };
    }),
    locations: { residences: values.residences, workplaceTypes: values.workplaceTypes },
    internalLanguages: values.languages,
    categoryIds: values.categoryIds,
    availabilityPeriod: values.availability === '' ? null : { unit: 'week', value: Number(values.availability) },
    jobLooking: values.jobLooking === '' ? null : (values.jobLooking as JobLooking),
  };
}

/** The rules' problems, with each employment's path named by its type (`employments.b2b.salary.amount`). */
export function problemsOf(values: PreferencesValues): Record<string, Problem> {
  const types = chosenTypes(values);
  const found = preferencesProblems(toPatch(values));
  return Object.fromEntries(
    Object.entries(found).map(([path, problem]) => [
      path.replace(/^employments\.(\d+)/, (_, index: string) => `employments.${types[Number(index)] ?? index}`),
      problem,
    ]),
  );
}

/** The limit a problem at `path` is about, for its message. */
export function limitOf(path: string): number | undefined {
  if (path.startsWith('skills')) return path === 'skills' ? PROFILE_LIMITS.skills : PROFILE_LIMITS.skillNameLength;
  if (path.startsWith('desiredPositions')) return path === 'desiredPositions' ? PROFILE_LIMITS.desiredPositions : PROFILE_LIMITS.positionLength;
  if (path === 'position') return PROFILE_LIMITS.positionLength;
  return undefined;
}

export const currencies: readonly Currency[] = currencyKeys;
