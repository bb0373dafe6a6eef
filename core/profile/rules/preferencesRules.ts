import { currencyKeys, employmentTypeKeys, workplaceTypeKeys } from '../../listing/FilterValues.ts';
import { jobLookingStatuses, languageLevels, type PreferencesFields, type PreferencesPatch } from '../CandidateDocument.ts';
import { availabilityWeeks, languageCodes, PROFILE_LIMITS as L } from '../profileLimits.ts';
import { integerProblem, note, textProblem, type Problem, type Problems } from './Problems.ts';

/** What the gateway knows exists (the tenant's categories, the cities dictionary); unset: not checked. */
export interface KnownValues {
  readonly categoryIds?: ReadonlySet<number>;
  readonly citySlugs?: ReadonlySet<string>;
}

type Found = Record<string, Problem>;

const has = <T>(list: readonly T[], value: unknown): boolean => list.includes(value as T);

function listProblems<T>(
  found: Found,
  path: string,
  items: readonly T[],
  max: number,
  key: (item: T) => string | number,
  check: (item: T, at: string) => void,
): void {
  if (items.length > max) note(found, path, 'too-many');
  const seen = new Set<string | number>();
  items.forEach((item, index) => {
    const at = `${path}.${index}`;
    check(item, at);
    const id = key(item);
    if (seen.has(id)) note(found, at, 'duplicate');
    seen.add(id);
  });
}

function checkPosition(found: Found, fields: PreferencesPatch): void {
  if (fields.position !== undefined && fields.position !== null) note(found, 'position', textProblem(fields.position, { max: L.positionLength }));
  if (fields.experienceYears !== undefined) note(found, 'experienceYears', integerProblem(fields.experienceYears, 0, L.experienceYearsMax));
  if (fields.desiredPositions !== undefined) {
    listProblems(
      found,
      'desiredPositions',
      fields.desiredPositions,
      L.desiredPositions,
      (name) => name.trim().toLowerCase(),
      (name, at) => note(found, at, textProblem(name, { max: L.positionLength, required: true })),
    );
  }
}

function checkSkills(found: Found, fields: PreferencesPatch): void {
  if (fields.skills === undefined) return;
  listProblems(
    found,
    'skills',
    fields.skills,
    L.skills,
    (skill) => skill.name.trim().toLowerCase(),
    (skill, at) => {
      note(found, `${at}.name`, textProblem(skill.name, { max: L.skillNameLength, required: true }));
      note(found, `${at}.level`, integerProblem(skill.level, L.skillLevelMin, L.skillLevelMax));
    },
  );
}

function checkEmployments(found: Found, fields: PreferencesPatch): void {
  if (fields.employments === undefined) return;
  listProblems(
    found,
    'employments',
    fields.employments,
    L.employments,
    (employment) => employment.type,
    (employment, at) => {
      if (!has(employmentTypeKeys, employment.type)) note(found, `${at}.type`, 'unknown-value');
      if (employment.salary === null) return;
      note(found, `${at}.salary.amount`, integerProblem(employment.salary.amount, 1, L.salaryAmountMax));
      if (!has(currencyKeys, employment.salary.currency)) note(found, `${at}.salary.currency`, 'unknown-value');
    },
  );
}

function checkLocations(found: Found, fields: PreferencesPatch, known: KnownValues): void {
  if (fields.locations === undefined) return;
  listProblems(
    found,
    'locations.residences',
    fields.locations.residences,
    L.residences,
    (slug) => slug,
    (slug, at) => {
      const text = textProblem(slug, { max: L.positionLength, required: true });
      note(found, at, text ?? (known.citySlugs && !known.citySlugs.has(slug) ? 'unknown-value' : undefined));
    },
  );
  listProblems(
    found,
    'locations.workplaceTypes',
    fields.locations.workplaceTypes,
    workplaceTypeKeys.length,
    (type) => type,
    (type, at) => {
      if (!has(workplaceTypeKeys, type)) note(found, at, 'unknown-value');
    },
  );
}

function checkRest(found: Found, fields: PreferencesPatch, known: KnownValues): void {
  if (fields.internalLanguages !== undefined) {
    listProblems(
      found,
      'internalLanguages',
      fields.internalLanguages,
      L.languages,
      (language) => language.code,
      (language, at) => {
        if (!has(languageCodes, language.code)) note(found, `${at}.code`, 'unknown-value');
        if (!has(languageLevels, language.level)) note(found, `${at}.level`, 'unknown-value');
      },
    );
  }
  if (fields.categoryIds !== undefined) {
    listProblems(
      found,
      'categoryIds',
      fields.categoryIds,
      L.categories,
      (id) => id,
      (id, at) => {
        if (!Number.isInteger(id) || (known.categoryIds && !known.categoryIds.has(id))) note(found, at, 'unknown-value');
      },
    );
  }
  const availability = fields.availabilityPeriod;
  if (availability !== undefined && availability !== null && (availability.unit !== 'week' || !availabilityWeeks.includes(availability.value))) {
    note(found, 'availabilityPeriod', 'unknown-value');
  }
  if (fields.jobLooking !== undefined && fields.jobLooking !== null && !has(jobLookingStatuses, fields.jobLooking))
    note(found, 'jobLooking', 'unknown-value');
}

/** Every problem of the preference fields sent (a field not sent is not checked). */
export function preferencesProblems(fields: PreferencesPatch, known: KnownValues = {}): Problems {
  const found: Found = {};
  checkPosition(found, fields);
  checkSkills(found, fields);
  checkEmployments(found, fields);
  checkLocations(found, fields, known);
  checkRest(found, fields, known);
  return found;
}

const trimmedOrNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The fields as they are stored: texts trimmed, a skill's id its lower-cased name. Only for fields without problems. */
export function normalisePreferences(fields: PreferencesPatch): PreferencesPatch {
  const normalised: { -readonly [K in keyof PreferencesFields]?: PreferencesFields[K] } = { ...fields };
  if (fields.position !== undefined) normalised.position = trimmedOrNull(fields.position);
  if (fields.desiredPositions !== undefined) normalised.desiredPositions = fields.desiredPositions.map((name) => name.trim());
  if (fields.skills !== undefined) {
    normalised.skills = fields.skills.map((skill) => ({ id: skill.name.trim().toLowerCase(), name: skill.name.trim(), level: skill.level }));
  }
  return normalised;
}
