import { describe, expect, it } from 'vitest';
import { emptyFilters, type FilterValues } from '../../../core/listing/FilterValues.ts';
import { buildListingUrl } from '../../../core/listing/url/buildListingUrl.ts';
import { parseListingUrl } from '../../../core/listing/url/parseListingUrl.ts';
import { chooseLocation, isRemoteSwitchOn, toggleRemoteSwitch } from '../../../core/listing/filters/filterTransitions.ts';
import { aConfiguration, aVocabulary } from './builders.ts';

/**
 * The remote slug is how a listing URL writes the remote option of the workplace filter when no
 * city is chosen (platform.md: "Remote mode is expressed through the remote slug plus a work-mode
 * parameter"; the remote switch "toggles the remote option within the workplace filter"). Parsing,
 * building and the switch agree on it.
 */
const vocabulary = aVocabulary();
const filtersOf = (url: string): FilterValues => {
  const parsed = parseListingUrl(url, vocabulary);
  if (parsed.kind !== 'listing') throw new Error(`${url} is not a listing URL`);
  return parsed.filters;
};

describe('the remote slug and the workplace filter', () => {
  it.each(['/job-offers/remote', '/oferty-pracy/praca-zdalna', '/job-offers/remote/java'])(
    '%s sets the remote option of the workplace filter',
    (url) => {
      const filters = filtersOf(url);
      expect(filters.remote).toBe(true);
      expect(filters.remoteWorkOptions).toEqual(['remote']);
      expect(isRemoteSwitchOn(filters)).toBe(true);
    },
  );

  it('keeps the other workplace options the query gives, in the configuration’s order', () => {
    expect(filtersOf('/job-offers/remote?workplace=office').remoteWorkOptions).toEqual(['remote', 'office']);
    expect(filtersOf('/job-offers/remote?workplace=remote').remoteWorkOptions).toEqual(['remote']);
  });

  it('is not added where the configuration has no remote option', () => {
    const configuration = aConfiguration({
      filters: [{ frontendKey: 'workplace', backendKey: 'remoteWorkOptions', type: 'multiselect', options: ['hybrid', 'office'] }],
    });
    const parsed = parseListingUrl('/job-offers/remote', aVocabulary({ configuration }));
    expect(parsed.kind === 'listing' && parsed.filters.remoteWorkOptions).toEqual([]);
  });

  it('builds the slug alone: the workplace parameter does not repeat what the slug says', () => {
    expect(buildListingUrl(filtersOf('/job-offers/remote'), 'en', vocabulary)).toBe('/job-offers/remote');
    expect(buildListingUrl(filtersOf('/job-offers/remote?workplace=remote,hybrid'), 'pl', vocabulary)).toBe(
      '/oferty-pracy/praca-zdalna?tryb-pracy=hybrid',
    );
  });

  it('turning the switch off on the remote page leaves the remote location and the option together', () => {
    const off = toggleRemoteSwitch(filtersOf('/job-offers/remote/java?workplace=office'));
    expect(off).toMatchObject({ remote: false, city: null, category: 'java', remoteWorkOptions: ['office'] });
    expect(buildListingUrl(off, 'en', vocabulary)).toBe('/job-offers/all-locations/java?workplace=office');
  });

  it('turning the switch on elsewhere sets the option and keeps the location', () => {
    const on = toggleRemoteSwitch(filtersOf('/job-offers/krakow'));
    expect(on).toMatchObject({ city: 'krakow', remote: false, remoteWorkOptions: ['remote'] });
    expect(buildListingUrl(on, 'en', vocabulary)).toBe('/job-offers/krakow?workplace=remote');
  });

  it('choosing the remote location sets the option; leaving it for a place drops it', () => {
    const remote = chooseLocation(emptyFilters, 'remote');
    expect(remote).toEqual(filtersOf('/job-offers/remote'));
    expect(chooseLocation(remote, { city: 'krakow' })).toEqual(filtersOf('/job-offers/krakow'));
    expect(chooseLocation(remote, 'all')).toEqual(emptyFilters);
    expect(chooseLocation(filtersOf('/job-offers/krakow?workplace=remote'), 'all').remoteWorkOptions).toEqual(['remote']);
  });
});

describe('Polish value words', () => {
  it.each([
    '/oferty-pracy/krakow?tryb-pracy=praca-zdalna',
    '/oferty-pracy/krakow?tryb-pracy=PRACA-ZDALNA',
    '/job-offers/krakow?workplace=praca-zdalna',
    '/oferty-pracy/krakow/tryb-pracy_praca-zdalna',
  ])('%s means the remote workplace option, as the route word table maps it', (url) => {
    expect(filtersOf(url).remoteWorkOptions).toEqual(['remote']);
  });

  it('mixes with the keys and builds the key', () => {
    expect(filtersOf('/oferty-pracy/krakow?tryb-pracy=hybrid,praca-zdalna').remoteWorkOptions).toEqual(['remote', 'hybrid']);
    expect(buildListingUrl(filtersOf('/oferty-pracy/krakow?tryb-pracy=praca-zdalna'), 'pl', vocabulary)).toBe(
      '/oferty-pracy/krakow?tryb-pracy=remote',
    );
  });

  it('a word the table does not map is still dropped', () => {
    expect(filtersOf('/oferty-pracy/krakow?tryb-pracy=biuro').remoteWorkOptions).toEqual([]);
  });
});
