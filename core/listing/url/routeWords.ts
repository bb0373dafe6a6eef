import type { Language } from '../../tenancy/Tenant.ts';
import type { BooleanField, MultiselectField, TextListField } from '../FilterValues.ts';
import { wellFormed } from './filterRules.ts';

/** A word in each language. Building uses the language asked for; parsing accepts both. */
export type Words = Readonly<Record<Language, string>>;

/** The listing URL's fixed path words. */
export const listPrefixWords: Words = { pl: 'oferty-pracy', en: 'job-offers' };
export const allLocationsWords: Words = { pl: 'wszystkie-lokalizacje', en: 'all-locations' };
export const remoteWords: Words = { pl: 'praca-zdalna', en: 'remote' };
/** The offer page: /oferta-pracy/{slug}, /job-offer/{slug}. */
export const offerPrefixWords: Words = { pl: 'oferta-pracy', en: 'job-offer' };
/** The salary calculator: /kalkulator-wynagrodzen, /salary-calculator (platform.md section 2). */
export const calculatorPathWords: Words = { pl: 'kalkulator-wynagrodzen', en: 'salary-calculator' };
/** The results page in the listing URL (`?strona=3`, `?page=3`): not a filter, so the filter grammar leaves it out. */
export const pageWords: Words = { pl: 'strona', en: 'page' };

/** Every URL parameter, keyed by the filter field it sets. */
export type ParameterField = TextListField | MultiselectField | BooleanField | 'salary' | 'cityRadiusKm' | 'sort' | 'showMap';

/**
 * The parameter words, in the canonical order of the query string. The first eight are the spec's
 * route word mapping; the others are ours (docs/listing-url.md).
 */
export const parameterWords: ReadonlyArray<readonly [ParameterField, Words]> = [
  ['keywords', { pl: 'slowo-kluczowe', en: 'keyword' }],
  ['skills', { pl: 'umiejetnosci', en: 'skills' }],
  ['companyNames', { pl: 'firmy', en: 'companies' }],
  ['jobTitles', { pl: 'stanowiska', en: 'titles' }],
  ['employmentTypes', { pl: 'typ-umowy', en: 'employment-type' }],
  ['experienceLevels', { pl: 'doswiadczenie', en: 'experience-level' }],
  ['remoteWorkOptions', { pl: 'tryb-pracy', en: 'workplace' }],
  ['workingTimes', { pl: 'rodzaj-pracy', en: 'working-hours' }],
  ['salary', { pl: 'zarobki', en: 'salary' }],
  ['withSalary', { pl: 'widelki', en: 'with-salary' }],
  ['ukraineFriendly', { pl: 'ukraina', en: 'ukraine' }],
  ['cityRadiusKm', { pl: 'promien', en: 'radius' }],
  ['sort', { pl: 'sortowanie', en: 'sort' }],
  ['showMap', { pl: 'mapa', en: 'showMap' }],
];

/**
 * Filter values that have a word in the spec's route word table (`remote` ↔ `praca-zdalna`):
 * parsing accepts either word under either prefix; building writes the key, as for every other
 * value (docs/listing-url.md).
 */
export const valueWords: Readonly<Partial<Record<ParameterField, ReadonlyArray<readonly [string, Words]>>>> = {
  remoteWorkOptions: [['remote', remoteWords]],
};

/** The key a value word stands for (`praca-zdalna` → `remote` in the workplace filter), or the value as given. */
export function valueOfWord(field: ParameterField, value: string): string {
  const lower = value.trim().toLowerCase();
  const match = valueWords[field]?.find(([, words]) => languageOfWord(words, lower) !== null);
  return match === undefined ? value : match[0];
}

/** The one value a boolean parameter may have. */
export const TRUE_VALUE = 'true';

/** Lower-cased word (either language) → field. */
export const fieldByWord: ReadonlyMap<string, ParameterField> = new Map(
  parameterWords.flatMap(([field, words]) => [[words.pl.toLowerCase(), field] as const, [words.en.toLowerCase(), field] as const]),
);

/** Which language a word belongs to, if it is one of these words. */
export function languageOfWord(words: Words, candidate: string): Language | null {
  const lower = candidate.toLowerCase();
  if (lower === words.pl) return 'pl';
  if (lower === words.en) return 'en';
  return null;
}

/** The offer page's path in a language. */
export const buildOfferPath = (slug: string, language: Language): string => `/${offerPrefixWords[language]}/${encodeURIComponent(wellFormed(slug))}`;
