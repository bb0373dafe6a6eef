import { blankControlCharacters } from '../../core/shared/controlCharacters.ts';

/**
 * The offer query's free-text filters (keywords, skills, job titles, company names): cleaned,
 * deduplicated and bounded before they reach a search.
 */

/** Free-text values per parameter, and characters per value: the listing URL's own limits (docs/listing-url.md). */
/**
 * Text filters a search runs: each is a condition on every offer it reads, so their number and
 * length bound a search's cost. Past these, values are dropped, as other unusable values are.
 */
export const MAX_TEXT_VALUES = 20;
export const MAX_TEXT_LENGTH = 100;
export const MAX_TEXT_FILTERS = 30;

/** Text safe to hand to PostgreSQL: no NUL or other control characters, single spaces, trimmed. */
export function cleanText(value: string): string {
  return blankControlCharacters(value).replace(/\s+/g, ' ').trim();
}

/** Free text: trimmed, non-blank, bounded, without case-insensitive repeats, in the order given. */
export function textValues(sent: readonly string[] | undefined, mustHaveWord = false): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of sent ?? []) {
    const text = cleanText(value);
    if (text === '' || text.length > MAX_TEXT_LENGTH) continue;
    if (mustHaveWord && !/[\p{L}\p{N}]/u.test(text)) continue;
    const folded = text.toLowerCase();
    if (seen.has(folded)) continue;
    seen.add(folded);
    result.push(text);
    if (result.length === MAX_TEXT_VALUES) break;
  }
  return result;
}

/** The lists of text filters, in order, kept to MAX_TEXT_FILTERS values together (the later lists give way). */
export function withinTextBudget(lists: readonly [string[], string[], string[], string[]]): [string[], string[], string[], string[]] {
  let left = MAX_TEXT_FILTERS;
  const keep = (list: string[]) => {
    const kept = list.slice(0, Math.max(0, left));
    left -= kept.length;
    return kept;
  };
  return [keep(lists[0]), keep(lists[1]), keep(lists[2]), keep(lists[3])];
}
