import { describe, expect, it } from 'vitest';
import type { TagLabels } from '../../../core/alerts/alertName.ts';
import { describeListingUrl, describeSearch } from '../../../core/alerts/saved-searches/filtersPayload.ts';
import { parseListingUrl } from '../../../core/listing/url/parseListingUrl.ts';
import { aVocabulary } from '../listing/builders.ts';

/** A default alert name reads as the labels a person saw, not the URL's raw values. */
const vocabulary = aVocabulary();
const shown: Readonly<Record<string, string>> = { b2b: 'B2B', senior: 'Senior', remote: 'Remote', hybrid: 'Hybrid' };
const panelLabels: TagLabels = (kind, value) => {
  if (kind === 'remote') return 'Remote work';
  if (kind === 'withSalary') return 'With salary';
  return shown[value] ?? value;
};

function nameOf(url: string): string {
  const parsed = parseListingUrl(url, vocabulary);
  if (parsed.kind !== 'listing') throw new Error(url);
  return describeSearch(parsed.filters, parsed.language, vocabulary, 'pln', panelLabels).defaultName;
}

describe('default alert names from the labels on the page', () => {
  it('names /oferty-pracy/krakow/java?typ-umowy=b2b with the panel’s "B2B"', () => {
    expect(nameOf('/oferty-pracy/krakow/java?typ-umowy=b2b')).toBe('Java, Krakow, B2B');
  });

  it('uses the labels for every option list and switch', () => {
    expect(nameOf('/job-offers/krakow?experience-level=senior&workplace=hybrid&with-salary=true')).toBe('Krakow, Senior, Hybrid, With salary');
  });

  it('names the remote slug once, though it is also the workplace filter’s remote option', () => {
    expect(nameOf('/job-offers/remote?workplace=remote,hybrid')).toBe('Remote work, Hybrid');
  });

  it('without labels (the CLI), keeps the values as they are', () => {
    expect(describeListingUrl('/oferty-pracy/krakow/java?typ-umowy=b2b', vocabulary)?.defaultName).toBe('Java, Krakow, b2b');
  });
});
