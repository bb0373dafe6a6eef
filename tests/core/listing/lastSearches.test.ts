import { describe, expect, it } from 'vitest';
import {
  decodeLastLocations,
  decodeLastSearches,
  encodeRecent,
  lastLocationCities,
  rememberLocation,
  rememberSearch,
} from '../../../core/listing/recent/lastSearches.ts';
import type { LastLocation, LastSearch } from '../../../core/listing/recent/RecentSearches.ts';
import { aCity } from './builders.ts';

const search = (title: string, variant: LastSearch['variant'] = 'keyword'): LastSearch => ({ title, variant });
const location = (slug: string): LastLocation => ({ slug, label: slug.toUpperCase() });

describe('rememberSearch', () => {
  it('puts the new search first', () => {
    expect(rememberSearch([search('a'), search('b')], search('c'))).toEqual([search('c'), search('a'), search('b')]);
  });

  it('keeps 8', () => {
    const eight = Array.from({ length: 8 }, (_, index) => search(`s${index}`));
    const after = rememberSearch(eight, search('new'));
    expect(after).toHaveLength(8);
    expect(after[0]).toEqual(search('new'));
    expect(after.at(-1)).toEqual(search('s6'));
  });

  it('moves an equal earlier search (same variant, any case, trimmed) to the top', () => {
    expect(rememberSearch([search('a'), search('React'), search('b')], search(' react '))).toEqual([search('react'), search('a'), search('b')]);
  });

  it('keeps the same text of another variant', () => {
    expect(rememberSearch([search('Acme', 'companies')], search('Acme', 'keyword'))).toEqual([
      search('Acme', 'keyword'),
      search('Acme', 'companies'),
    ]);
  });

  it('ignores a blank search, still keeping 8', () => {
    expect(rememberSearch([search('a')], search('   '))).toEqual([search('a')]);
    expect(
      rememberSearch(
        Array.from({ length: 9 }, (_, index) => search(`s${index}`)),
        search(''),
      ),
    ).toHaveLength(8);
  });

  it('matches an earlier search stored untrimmed', () => {
    expect(rememberSearch([search(' React ')], search('react'))).toEqual([search('react')]);
  });
});

describe('rememberLocation', () => {
  it('keeps 5: the new one plus 4, without duplicates', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map(location);
    expect(rememberLocation(five, location('f')).map((entry) => entry.slug)).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(rememberLocation(five, location('c')).map((entry) => entry.slug)).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(rememberLocation([], location('a'))).toEqual([location('a')]);
  });
});

describe('decoding stored values', () => {
  it('reads back what was stored', () => {
    const searches = [search('react'), search('Acme', 'companies')];
    expect(decodeLastSearches(encodeRecent(searches))).toEqual(searches);
    expect(decodeLastLocations(encodeRecent([location('krakow')]))).toEqual([location('krakow')]);
  });

  it.each([[null], [undefined], [''], ['not json'], ['{"title":"x"}'], ['42'], ['null'], ['"text"']])('reads %j as empty', (stored) => {
    expect(decodeLastSearches(stored)).toEqual([]);
    expect(decodeLastLocations(stored)).toEqual([]);
  });

  it('drops entries that are not searches or locations, and keeps at most 8 and 5', () => {
    const stored = JSON.stringify([
      null,
      'x',
      { title: 'ok', variant: 'skills' },
      { title: 'Lead', variant: 'titles' },
      { title: 'bad', variant: 'moon' },
      { title: '  ', variant: 'keyword' },
      { title: 3, variant: 'keyword' },
    ]);
    expect(decodeLastSearches(stored)).toEqual([search('ok', 'skills'), search('Lead', 'titles')]);
    expect(
      decodeLastLocations(
        JSON.stringify([
          null,
          'x',
          { slug: 'a', label: 'A' },
          { slug: '', label: 'x' },
          { slug: 'b' },
          { slug: 5, label: 'N' },
          { slug: 'c', label: 'C' },
        ]),
      ),
    ).toEqual([
      { slug: 'a', label: 'A' },
      { slug: 'c', label: 'C' },
    ]);
    expect(decodeLastSearches(JSON.stringify(Array.from({ length: 12 }, (_, index) => search(`s${index}`))))).toHaveLength(8);
    expect(decodeLastLocations(JSON.stringify(Array.from({ length: 9 }, (_, index) => location(`l${index}`))))).toHaveLength(5);
  });
});

describe('lastLocationCities', () => {
  it('is the remembered cities that still exist, in the lastSearch group, in remembered order', () => {
    const cities = [aCity('krakow', 'Kraków'), aCity('gdansk', 'Gdańsk')];
    expect(lastLocationCities([location('gdansk'), location('atlantis'), location('krakow')], cities)).toEqual([
      { ...aCity('gdansk', 'Gdańsk'), group: 'lastSearch' },
      { ...aCity('krakow', 'Kraków'), group: 'lastSearch' },
    ]);
  });
});
