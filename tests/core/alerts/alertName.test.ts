import { describe, expect, it } from 'vitest';
import { ALL_OFFERS_NAME, alertTags, defaultAlertName, plainTagLabels, tagLabelsFromVocabulary } from '../../../core/alerts/alertName.ts';
import { alertNameProblem } from '../../../core/alerts/alertRules.ts';
import { describeListingUrl, describeSearch, toFiltersPayload } from '../../../core/alerts/saved-searches/filtersPayload.ts';
import { emptyFiltersPayload, type FiltersPayload } from '../../../core/alerts/JobFilter.ts';
import { emptyFilters } from '../../../core/listing/FilterValues.ts';
import { aFilterState, aVocabulary } from '../listing/builders.ts';

const vocabulary = aVocabulary();

describe('toFiltersPayload', () => {
  it('is the empty payload for no filters', () => {
    expect(toFiltersPayload(emptyFilters, 'pln')).toEqual(emptyFiltersPayload);
  });

  it('carries every filter to its payload field', () => {
    const values = aFilterState()
      .withCity('krakow')
      .withCategory('javascript', 'react', 'vue')
      .withKeywords('react', 'typescript')
      .withSkills('redux')
      .withCompanies('Acme')
      .withTitles('Frontend Developer')
      .withSalary(10000, 20000)
      .withEmploymentTypes('b2b', 'permanent')
      .withExperience('senior')
      .withWorkplace('remote', 'hybrid')
      .withWorkingTimes('full_time')
      .withSalaryOnly()
      .withUkraineFriendly()
      .withMap()
      .sortedBy('newest')
      .build();
    expect(toFiltersPayload(values, 'eur')).toEqual({
      categories: ['react', 'vue'],
      localization: { city: 'krakow' },
      salary: { from: 10000, to: 20000, currency: 'eur' },
      employmentTypes: ['b2b', 'permanent'],
      experiences: ['senior'],
      workingTimes: ['full_time'],
      remoteWorkOptions: ['remote', 'hybrid'],
      friendlyOffer: true,
      remote: false,
      withSalary: true,
      search: { keywords: ['react', 'typescript'], companyNames: ['Acme'], skills: ['redux'], jobTitles: ['Frontend Developer'] },
    });
  });

  it('uses the main category when no subcategory is chosen', () => {
    expect(toFiltersPayload(aFilterState().withCategory('java').build(), 'pln').categories).toEqual(['java']);
  });

  it('has no city for remote searches', () => {
    expect(toFiltersPayload(aFilterState().withRemote().build(), 'pln')).toMatchObject({ localization: null, remote: true });
  });
});

describe('defaultAlertName', () => {
  it('joins the tags with a comma and a space', () => {
    const filters = toFiltersPayload(aFilterState().withKeywords('react').withCity('krakow').withExperience('senior').build(), 'pln');
    expect(defaultAlertName(filters)).toBe('react, krakow, senior');
  });

  it("uses the vocabulary's labels for categories and cities", () => {
    const filters = toFiltersPayload(
      aFilterState().withKeywords('react').withCity('berlin').withCategory('javascript', 'node-js', 'react').build(),
      'pln',
    );
    // 'React' repeats the keyword (case aside) and is dropped; 'Node.js' loses its dot.
    expect(defaultAlertName(filters, tagLabelsFromVocabulary(vocabulary))).toBe('react, Node js, Berlin');
  });

  it('keeps the order of the chips: typed text, categories, place, then the rest', () => {
    const filters: FiltersPayload = {
      ...emptyFiltersPayload,
      categories: ['java'],
      remote: true,
      salary: { from: 1000, to: 2000, currency: 'pln' },
      employmentTypes: ['b2b'],
      workingTimes: ['part_time'],
      remoteWorkOptions: ['hybrid'],
      withSalary: true,
      friendlyOffer: true,
      search: { keywords: ['k'], jobTitles: ['t'], skills: ['s'], companyNames: ['c'] },
    };
    expect(alertTags(filters)).toEqual([
      'k',
      't',
      's',
      'c',
      'java',
      'remote',
      '1000-2000 PLN',
      'b2b',
      'part time',
      'hybrid',
      'with salary',
      'Ukraine friendly',
    ]);
  });

  it('always passes the name rule: refused characters become spaces', () => {
    const filters = toFiltersPayload(aFilterState().withKeywords('node.js', 'C#', 'a_b;c', '50%').build(), 'pln');
    const name = defaultAlertName(filters);
    expect(name).toBe('node js, C#, a b c, 50');
    expect(alertNameProblem(name)).toBeNull();
  });

  it('drops tags that are nothing but refused characters, and repeats', () => {
    const filters = toFiltersPayload(aFilterState().withKeywords('...', 'React', 'react').build(), 'pln');
    expect(defaultAlertName(filters)).toBe('React');
  });

  it('is at most 999 characters, cut without a dangling separator', () => {
    const keywords = Array.from({ length: 200 }, (_, i) => `keyword${i}`);
    const name = defaultAlertName(
      toFiltersPayload(
        aFilterState()
          .withKeywords(...keywords)
          .build(),
        'pln',
      ),
    );
    expect(name.length).toBeLessThanOrEqual(999);
    expect(name.startsWith('keyword0, keyword1, ')).toBe(true);
    expect(name).not.toMatch(/[,\s]$/);
    expect(alertNameProblem(name)).toBeNull();
  });

  it('cuts at exactly 999 characters when the text allows', () => {
    const name = defaultAlertName(toFiltersPayload(aFilterState().withKeywords('x'.repeat(1500)).build(), 'pln'));
    expect(name).toBe('x'.repeat(999));
  });

  it('names a search without tags "All offers" (or what the caller says)', () => {
    expect(defaultAlertName(emptyFiltersPayload)).toBe(ALL_OFFERS_NAME);
    expect(defaultAlertName(emptyFiltersPayload, plainTagLabels, 'Wszystkie oferty')).toBe('Wszystkie oferty');
  });
});

describe('describeSearch and describeListingUrl', () => {
  it('gives the canonical URL, the payload and the labelled default name', () => {
    const values = aFilterState().withCity('berlin').withKeywords('react').build();
    expect(describeSearch(values, 'en', vocabulary, 'pln')).toEqual({
      searchUrl: '/job-offers/berlin?keyword=react',
      filters: toFiltersPayload(values, 'pln'),
      defaultName: 'react, Berlin',
    });
  });

  it('makes two spellings of one search the same saved search', () => {
    const a = describeListingUrl('http://jobs.example/job-offers/krakow?keyword=react&sort=published', vocabulary);
    const b = describeListingUrl('/job-offers/krakow/?KEYWORD=react', vocabulary);
    expect(a?.searchUrl).toBe('/job-offers/krakow?keyword=react');
    expect(b?.searchUrl).toBe(a?.searchUrl);
  });

  it('is null for a URL that is not a listing', () => {
    expect(describeListingUrl('/not-a-listing', vocabulary)).toBeNull();
    expect(describeListingUrl('/job-offers/atlantis', vocabulary)).toBeNull();
  });
});
