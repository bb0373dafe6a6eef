import type { EmploymentType, ExperienceLevel, WorkplaceType } from '../../listing/FilterValues.ts';

/**
 * How well an offer fits a candidate's preferences, from 0 to 100 (docs/profile.md, "Matching").
 * Pure and shared: the gateway ranks matched offers with it, tests pin its properties.
 *
 * Six parts, each scored from 0 to 1 and weighted:
 *
 * | part       | weight | 1 when                                                        |
 * |------------|--------|---------------------------------------------------------------|
 * | skills     | 35     | every required skill known at its level or above               |
 * | experience | 15     | the candidate's years reach the offer level's years            |
 * | salary     | 20     | the expectation is within the offer's range (or below it)      |
 * | location   | 15     | the workplace type is wanted and, on site, a residence is there |
 * | employment | 10     | one of the offer's employment types is wanted                  |
 * | category   |  5     | the offer's category (or its parent) is wanted                 |
 *
 * A preference left empty asks for nothing (its part counts 1), except skills (0: nothing known
 * fits nothing) and residences for an on-site offer (0.5: we cannot tell). Salaries must be in one
 * currency and per month: the caller converts (the gateway uses its exchange rates).
 */

export const MATCH_WEIGHTS = { skills: 35, experience: 15, salary: 20, location: 15, employment: 10, category: 5 } as const;
export type MatchPart = keyof typeof MATCH_WEIGHTS;
export type MatchBreakdown = Readonly<Record<MatchPart, number>>;

/** Matched-for-you lists offers at or above this percent. */
export const MATCH_FLOOR = 60;
/** The spec's fit threshold: 75 or more is a good match, below it a weaker one (platform.md 9). */
export const FIT_THRESHOLD = 75;

/** Years of experience each offer level asks for. */
export const yearsForLevel: Readonly<Record<ExperienceLevel, number>> = { trainee: 0, junior: 1, mid: 3, senior: 5, manager: 7 };

/** A salary above the offer's top scores 0 once it is this share above it. */
const SALARY_TOLERANCE = 0.5;
/** An offer without figures: neither fits nor fails the expectation. */
const UNKNOWN_SALARY = 0.5;
/** An on-site offer for a candidate who named no residence. */
const UNKNOWN_RESIDENCE = 0.5;
/** A remote offer for a candidate who asked for other workplace types: still workable from anywhere. */
const REMOTE_NOT_ASKED = 0.5;

export interface MatchCandidate {
  readonly skills: readonly { readonly name: string; readonly level: number }[];
  readonly experienceYears: number;
  /** Each wanted employment type with its monthly expectation (or null) in the common currency. */
  readonly employments: readonly { readonly type: EmploymentType; readonly monthlySalary: number | null }[];
  readonly residences: readonly string[];
  readonly workplaceTypes: readonly WorkplaceType[];
  readonly categoryIds: readonly number[];
}

export interface MatchOffer {
  readonly requiredSkills: readonly { readonly name: string; readonly level: number }[];
  readonly experienceLevel: ExperienceLevel;
  /** Monthly range in the common currency; null ends where the offer shows none. */
  readonly employments: readonly { readonly type: EmploymentType; readonly monthlyFrom: number | null; readonly monthlyTo: number | null }[];
  readonly workplaceType: WorkplaceType;
  /** The offer's city and its other locations. */
  readonly citySlugs: readonly string[];
  /** The offer's category and the categories above it. */
  readonly categoryIds: readonly number[];
}

const clamp01 = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
const skillKey = (name: string) => name.trim().toLowerCase();

/** The mean over required skills of min(1, candidate level / required level); a missing skill is 0. */
export function skillsScore(candidate: MatchCandidate, offer: MatchOffer): number {
  if (offer.requiredSkills.length === 0) return 1;
  const known = new Map<string, number>();
  for (const skill of candidate.skills) known.set(skillKey(skill.name), Math.max(known.get(skillKey(skill.name)) ?? 0, skill.level));
  const total = offer.requiredSkills.reduce((sum, skill) => {
    const level = known.get(skillKey(skill.name)) ?? 0;
    return sum + (skill.level <= 0 ? (level > 0 ? 1 : 0) : clamp01(level / skill.level));
  }, 0);
  return total / offer.requiredSkills.length;
}

export function experienceScore(candidate: MatchCandidate, offer: MatchOffer): number {
  const needed = yearsForLevel[offer.experienceLevel];
  return needed === 0 ? 1 : clamp01(candidate.experienceYears / needed);
}

/** One expectation against one range: 1 up to the top, then down to 0 at 50% above it. */
function salaryFit(expected: number | null, from: number | null, to: number | null): number {
  if (expected === null) return 1;
  const top = to ?? from;
  if (top === null || top <= 0) return UNKNOWN_SALARY;
  if (expected <= top) return 1;
  return clamp01(1 - (expected - top) / (SALARY_TOLERANCE * top));
}

/** The best fit over the employment types both sides name; with none in common, over every pair. */
export function salaryScore(candidate: MatchCandidate, offer: MatchOffer): number {
  const expectations = candidate.employments.filter((employment) => employment.monthlySalary !== null);
  if (expectations.length === 0) return 1;
  if (offer.employments.length === 0) return UNKNOWN_SALARY;
  const shared = expectations.flatMap((wanted) =>
    offer.employments.filter((given) => given.type === wanted.type).map((given) => [wanted, given] as const),
  );
  const pairs = shared.length > 0 ? shared : expectations.flatMap((wanted) => offer.employments.map((given) => [wanted, given] as const));
  return Math.max(...pairs.map(([wanted, given]) => salaryFit(wanted.monthlySalary, given.monthlyFrom, given.monthlyTo)));
}

export function locationScore(candidate: MatchCandidate, offer: MatchOffer): number {
  const typeWanted = candidate.workplaceTypes.length === 0 || candidate.workplaceTypes.includes(offer.workplaceType);
  if (offer.workplaceType === 'remote') return typeWanted ? 1 : REMOTE_NOT_ASKED;
  const place = candidate.residences.length === 0 ? UNKNOWN_RESIDENCE : offer.citySlugs.some((slug) => candidate.residences.includes(slug)) ? 1 : 0;
  return typeWanted ? place : place / 2;
}

export function employmentScore(candidate: MatchCandidate, offer: MatchOffer): number {
  if (candidate.employments.length === 0) return 1;
  return offer.employments.some((given) => candidate.employments.some((wanted) => wanted.type === given.type)) ? 1 : 0;
}

export function categoryScore(candidate: MatchCandidate, offer: MatchOffer): number {
  if (candidate.categoryIds.length === 0) return 1;
  return offer.categoryIds.some((id) => candidate.categoryIds.includes(id)) ? 1 : 0;
}

export function matchBreakdown(candidate: MatchCandidate, offer: MatchOffer): MatchBreakdown {
  return {
    skills: skillsScore(candidate, offer),
    experience: experienceScore(candidate, offer),
    salary: salaryScore(candidate, offer),
    location: locationScore(candidate, offer),
    employment: employmentScore(candidate, offer),
    category: categoryScore(candidate, offer),
  };
}

/** The weighted sum of the parts, rounded to a whole percent. */
export function matchPercent(candidate: MatchCandidate, offer: MatchOffer): number {
  const parts = matchBreakdown(candidate, offer);
  const total = (Object.keys(MATCH_WEIGHTS) as MatchPart[]).reduce((sum, part) => sum + MATCH_WEIGHTS[part] * parts[part], 0);
  return Math.round(total);
}
