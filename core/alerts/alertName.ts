import type { ListingVocabulary } from '../listing/ListingVocabulary.ts';
import { ALERT_NAME_MAX_LENGTH, ALERT_NAME_PATTERN } from './alertRules.ts';
import type { FiltersPayload } from './JobFilter.ts';

export type TagKind =
  | 'keyword'
  | 'jobTitle'
  | 'skill'
  | 'company'
  | 'category'
  | 'city'
  | 'remote'
  | 'salary'
  | 'employmentType'
  | 'experience'
  | 'workingTime'
  | 'workplace'
  | 'withSalary'
  | 'friendlyOffer';

/** The label shown for a tag (a translation, a city's name); `value` is the slug or the text. */
export type TagLabels = (kind: TagKind, value: string) => string;

const plainLabels: Readonly<Partial<Record<TagKind, string>>> = { remote: 'remote', withSalary: 'with salary', friendlyOffer: 'Ukraine friendly' };

/** Labels without a vocabulary: slugs and texts as they are, English words for the switches. */
export const plainTagLabels: TagLabels = (kind, value) => plainLabels[kind] ?? value;

/** Category and city names from the tenant's vocabulary; anything else as `fallback` says. */
export function tagLabelsFromVocabulary(vocabulary: ListingVocabulary, fallback: TagLabels = plainTagLabels): TagLabels {
  const categories = new Map<string, string>();
  for (const category of vocabulary.categories) {
    categories.set(category.slug, category.label);
    for (const child of category.children) categories.set(child.slug, child.label);
  }
  const cities = new Map(vocabulary.cities.map((city) => [city.slug, city.label]));
  return (kind, value) => {
    if (kind === 'category') return categories.get(value) ?? fallback(kind, value);
    if (kind === 'city') return cities.get(value) ?? fallback(kind, value);
    return fallback(kind, value);
  };
}

/** The search's tags in the order the listing shows its chips: what was typed, then where, then the rest. */
export function alertTags(filters: FiltersPayload, labels: TagLabels = plainTagLabels): readonly string[] {
  const tags: Array<readonly [TagKind, string]> = [
    ...filters.search.keywords.map((value) => ['keyword', value] as const),
    ...filters.search.jobTitles.map((value) => ['jobTitle', value] as const),
    ...filters.search.skills.map((value) => ['skill', value] as const),
    ...filters.search.companyNames.map((value) => ['company', value] as const),
    ...filters.categories.map((value) => ['category', value] as const),
  ];
  if (filters.localization !== null) tags.push(['city', filters.localization.city]);
  if (filters.remote) tags.push(['remote', 'remote']);
  if (filters.salary !== null) tags.push(['salary', `${filters.salary.from}-${filters.salary.to} ${filters.salary.currency.toUpperCase()}`]);
  for (const value of filters.employmentTypes) tags.push(['employmentType', value]);
  for (const value of filters.experiences) tags.push(['experience', value]);
  for (const value of filters.workingTimes) tags.push(['workingTime', value]);
  // The remote slug is the workplace filter's remote option: one tag for both.
  for (const value of filters.remoteWorkOptions) if (!(filters.remote && value === 'remote')) tags.push(['workplace', value]);
  if (filters.withSalary) tags.push(['withSalary', 'withSalary']);
  if (filters.friendlyOffer) tags.push(['friendlyOffer', 'friendlyOffer']);

  const seen = new Set<string>();
  const result: string[] = [];
  for (const [kind, value] of tags) {
    const tag = nameSafe(labels(kind, value));
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** What a name shows when a search has no tags at all (all offers, everywhere). */
export const ALL_OFFERS_NAME = 'All offers';

/**
 * The default alert name: the tags joined by comma and space, at most 999 characters in total (cut
 * at the limit, without a dangling separator). Characters the name rule refuses (a dot in
 * "node.js") become spaces, so the default always passes validation.
 */
export function defaultAlertName(filters: FiltersPayload, labels: TagLabels = plainTagLabels, whenEmpty: string = ALL_OFFERS_NAME): string {
  const joined = alertTags(filters, labels).join(', ');
  if (joined === '') return whenEmpty;
  return joined.slice(0, ALERT_NAME_MAX_LENGTH).replace(/[,\s]+$/, '');
}

const singleAllowed = /^[A-Za-z0-9ąćęłńóśźżĄĆĘŁŃÓŚŹŻ&#()/+\- ]$/;

/** A tag the name rule accepts: refused characters (and commas, the separator) become spaces. */
function nameSafe(text: string): string {
  let out = '';
  for (const character of text) out += singleAllowed.test(character) ? character : ' ';
  const tag = out.replace(/\s+/g, ' ').trim();
  // The pattern is the source of truth; the per-character test above is its comma-free twin.
  return ALERT_NAME_PATTERN.test(tag) ? tag : '';
}
