/**
 * Every limit of the profile, preferences and work history: the forms show them, the gateway
 * enforces them (it imports this file), the in-memory fake plays by them.
 */
export const PROFILE_LIMITS = {
  nameLength: 100,
  linkLength: 300,
  positionLength: 100,
  desiredPositions: 5,
  experienceYearsMax: 60,
  skills: 30,
  skillNameLength: 50,
  skillLevelMin: 1,
  skillLevelMax: 5,
  employments: 5,
  /** A monthly amount, in whole units of its currency. */
  salaryAmountMax: 10_000_000,
  residences: 10,
  languages: 10,
  categories: 20,
  workHistoryEntries: 30,
  titleLength: 100,
  companyNameLength: 100,
  descriptionLength: 2000,
  earliestYear: 1950,
  /** Avatars: PNG or JPEG, at most 2 MB. */
  avatarBytes: 2 * 1024 * 1024,
} as const;

/** Weeks until the candidate can start (platform.md 9). */
export const availabilityWeeks: readonly number[] = [0, 1, 2, 4, 8, 12];

/** Languages a candidate can list (ISO 639-1); their names are translations (profile.languages.*). */
export const languageCodes: readonly string[] = [
  'pl',
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'sv',
  'no',
  'da',
  'fi',
  'cs',
  'sk',
  'uk',
  'ru',
  'hu',
  'ro',
  'lt',
  'zh',
  'ja',
];
