import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../core/listing/FilterValues.ts';
import { listingUrlLanguage, MAX_LISTING_URL_LENGTH, parseListingUrl, type ParsedListingUrl } from '../../../core/listing/url/parseListingUrl.ts';
import { aConfiguration, aFilterState, aVocabulary } from './builders.ts';

const vocabulary = aVocabulary();
const parse = (url: string): ParsedListingUrl => parseListingUrl(url, vocabulary);
const filtersOf = (url: string) => {
  const parsed = parse(url);
  if (parsed.kind !== 'listing') throw new Error(`${url} is not a listing URL`);
  return parsed.filters;
};

describe('parseListingUrl: the path', () => {
  it.each([
    ['/job-offers/all-locations', 'en'],
    ['/oferty-pracy/wszystkie-lokalizacje', 'pl'],
    ['/job-offers', 'en'],
    ['/oferty-pracy/', 'pl'],
    ['job-offers/all-locations', 'en'],
    ['https://jobboard.example/job-offers/all-locations?x=1#more-filters', 'en'],
    ['/JOB-OFFERS/ALL-LOCATIONS', 'en'],
  ])('%s is the unfiltered listing in %s', (url, language) => {
    expect(parse(url)).toEqual({ kind: 'listing', language, filters: emptyFilters });
  });

  it('accepts the other language’s location words under either prefix', () => {
    expect(parse('/oferty-pracy/all-locations')).toEqual({ kind: 'listing', language: 'pl', filters: emptyFilters });
    expect(filtersOf('/job-offers/praca-zdalna')).toEqual(aFilterState().withRemote().build());
  });

  it.each([
    ['/'],
    [''],
    ['/job-offer/some-offer'],
    ['/offers/krakow'],
    ['/krakow/job-offers'],
    ['//evil.example/job-offers'],
    ['/job-offersx/krakow'],
    ['/job-offers/atlantis'],
    ['/job-offers/krakow/cobol'],
    ['/job-offers/krakow/javascript/react/extra'],
    ['/job-offers/%E0%A4%A'],
    ['/job-offers/krakow/%zz'],
    ['/job-offers/react'],
  ])('%s is not a listing URL', (url) => {
    expect(parse(url)).toEqual({ kind: 'not-listing' });
  });

  it('refuses a URL longer than the limit, and accepts one just under it', () => {
    const padding = (length: number) => `/job-offers/krakow?keyword=${'a'.repeat(length - '/job-offers/krakow?keyword='.length)}`;
    expect(parse(padding(MAX_LISTING_URL_LENGTH + 1))).toEqual({ kind: 'not-listing' });
    expect(parse(padding(MAX_LISTING_URL_LENGTH)).kind).toBe('listing');
  });

  it('reads a city, a remote location and the all-locations word', () => {
    expect(filtersOf('/job-offers/krakow')).toEqual(aFilterState().withCity('krakow').build());
    expect(filtersOf('/job-offers/Krakow')).toEqual(aFilterState().withCity('krakow').build());
    expect(filtersOf('/oferty-pracy/praca-zdalna')).toEqual(aFilterState().withRemote().build());
    expect(filtersOf('/job-offers/remote')).toEqual(aFilterState().withRemote().build());
  });

  it('reads a category by its SEO slug, and its chosen children in the category’s order', () => {
    expect(filtersOf('/job-offers/all-locations/javascript')).toEqual(aFilterState().withCategory('javascript').build());
    expect(filtersOf('/job-offers/krakow/javascript/vue,react')).toEqual(
      aFilterState().withCity('krakow').withCategory('javascript', 'react', 'vue').build(),
    );
    expect(filtersOf('/job-offers/all-locations/ux-design')).toEqual(aFilterState().withCategory('ux-ui').build());
    expect(filtersOf('/job-offers/all-locations/ux-ui')).toEqual(aFilterState().withCategory('ux-ui').build());
  });

  it('drops subcategories that are not children of the category, and duplicates', () => {
    expect(filtersOf('/job-offers/all-locations/javascript/react,spring,,react,nope')).toEqual(
      aFilterState().withCategory('javascript', 'react').build(),
    );
    expect(filtersOf('/job-offers/all-locations/javascript/react%2Cangular')).toEqual(
      aFilterState().withCategory('javascript', 'react', 'angular').build(),
    );
  });

  it('reads key_value path segments, dots standing for commas', () => {
    expect(filtersOf('/job-offers/krakow/javascript/typ-umowy_b2b.permanent/salary_10000.20000')).toEqual(
      aFilterState().withCity('krakow').withCategory('javascript').withEmploymentTypes('permanent', 'b2b').withSalary(10000, 20000).build(),
    );
    expect(filtersOf('/job-offers/all-locations/keyword_react.node/with-salary_true')).toEqual(
      aFilterState().withKeywords('react', 'node').withSalaryOnly().build(),
    );
  });

  it('accepts up to 24 path segments', () => {
    const filters = (count: number) => Array.from({ length: count }, (_, index) => `/keyword_k${index}`).join('');
    expect(filtersOf(`/job-offers/krakow${filters(22)}`).keywords).toHaveLength(22);
    expect(parse(`/job-offers/krakow${filters(23)}`)).toEqual({ kind: 'not-listing' });
  });

  it('reads free-text lists from path segments, one value per dot', () => {
    expect(filtersOf('/job-offers/all-locations/skills_go.rust/companies_acme/titles_lead.cto')).toEqual(
      aFilterState().withSkills('go', 'rust').withCompanies('acme').withTitles('lead', 'cto').build(),
    );
  });

  it('trims subcategory slugs', () => {
    expect(filtersOf('/job-offers/all-locations/javascript/%20vue%20,react').subcategories).toEqual(['react', 'vue']);
  });

  it('drops the fragment wherever it is', () => {
    expect(filtersOf('/job-offers/krakow#more-filters')).toEqual(aFilterState().withCity('krakow').build());
    expect(filtersOf('/job-offers/krakow?keyword=a#b')).toEqual(aFilterState().withCity('krakow').withKeywords('a').build());
  });

  it('strips only a leading scheme and host', () => {
    expect(filtersOf('/job-offers/krakow?keyword=https://example.com/x').keywords).toEqual(['https://example.com/x']);
    expect(parse('HTTPS://board.example:8080/job-offers')).toEqual({ kind: 'listing', language: 'en', filters: emptyFilters });
  });

  it('a segment with an underscore but no known key is a positional one', () => {
    expect(parse('/job-offers/all-locations/not-a-key_value')).toEqual({ kind: 'not-listing' });
  });
});

describe('parseListingUrl: the query', () => {
  it('reads every filter in English words', () => {
    const url =
      '/job-offers/krakow?keyword=react&keyword=node.js&skills=TypeScript&companies=Acme%2C%20Inc.&titles=Frontend+Developer' +
      '&employment-type=b2b,permanent&experience-level=senior,junior&workplace=remote,hybrid&working-hours=part_time' +
      '&salary=15000,30000&with-salary=true&ukraine=true&radius=50&sort=salaryDesc&showMap=true';
    expect(filtersOf(url)).toEqual({
      ...emptyFilters,
      city: 'krakow',
      keywords: ['react', 'node.js'],
      skills: ['TypeScript'],
      companyNames: ['Acme, Inc.'],
      jobTitles: ['Frontend Developer'],
      employmentTypes: ['permanent', 'b2b'],
      experienceLevels: ['junior', 'senior'],
      remoteWorkOptions: ['remote', 'hybrid'],
      workingTimes: ['part_time'],
      salary: [15000, 30000],
      withSalary: true,
      ukraineFriendly: true,
      cityRadiusKm: 50,
      sort: 'salaryDesc',
      showMap: true,
    });
  });

  it('reads every filter in Polish words', () => {
    const url =
      '/oferty-pracy/krakow?slowo-kluczowe=react&umiejetnosci=TypeScript&firmy=Acme&stanowiska=Tester' +
      '&typ-umowy=mandate_contract&doswiadczenie=trainee&tryb-pracy=office&rodzaj-pracy=freelance,full_time' +
      '&zarobki=0,5000&widelki=true&ukraina=true&promien=100&sortowanie=newest&mapa=true';
    expect(parse(url)).toEqual({
      kind: 'listing',
      language: 'pl',
      filters: {
        ...emptyFilters,
        city: 'krakow',
        keywords: ['react'],
        skills: ['TypeScript'],
        companyNames: ['Acme'],
        jobTitles: ['Tester'],
        employmentTypes: ['mandate_contract'],
        experienceLevels: ['trainee'],
        remoteWorkOptions: ['office'],
        workingTimes: ['full_time', 'freelance'],
        salary: [0, 5000],
        withSalary: true,
        ukraineFriendly: true,
        cityRadiusKm: 100,
        sort: 'newest',
        showMap: true,
      },
    });
  });

  it('accepts words of both languages in one URL, and keys in any case', () => {
    expect(filtersOf('/job-offers/all-locations?typ-umowy=b2b&Experience-Level=MID&WIDELKI=TRUE')).toEqual(
      aFilterState().withEmploymentTypes('b2b').withExperience('mid').withSalaryOnly().build(),
    );
  });

  it('merges repeated and comma-separated multiselect values, keeping the configuration’s order', () => {
    expect(filtersOf('/job-offers?employment-type=internship&employment-type=b2b,internship')).toEqual(
      aFilterState().withEmploymentTypes('b2b', 'internship').build(),
    );
  });

  it('drops unknown multiselect values', () => {
    expect(filtersOf('/job-offers?employment-type=b2b,<script>,freelance&workplace=moon')).toEqual(aFilterState().withEmploymentTypes('b2b').build());
  });

  it('lists a configured option once, even when the configuration repeats it', () => {
    const configuration = aConfiguration({
      filters: [{ frontendKey: 'workplace', backendKey: 'remoteWorkOptions', type: 'multiselect', options: ['office', 'remote', 'office'] }],
    });
    const parsed = parseListingUrl('/job-offers?workplace=remote,office,hybrid', aVocabulary({ configuration }));
    expect(parsed.kind === 'listing' && parsed.filters.remoteWorkOptions).toEqual(['office', 'remote']);
  });

  it('keeps only the values the configuration knows', () => {
    const configuration = aConfiguration({
      filters: [{ frontendKey: 'employment-type', backendKey: 'employmentTypes', type: 'multiselect', options: ['b2b', 'permanent', 'bogus'] }],
    });
    const parsed = parseListingUrl('/job-offers?employment-type=permanent,internship,b2b,bogus', aVocabulary({ configuration }));
    expect(parsed).toEqual({ kind: 'listing', language: 'en', filters: aFilterState().withEmploymentTypes('b2b', 'permanent').build() });
  });

  it('keeps free text trimmed, drops blank values and duplicates', () => {
    expect(filtersOf('/job-offers?keyword=%20react%20&keyword=&keyword=+++&keyword=react&skills=Go&skills=go')).toEqual(
      aFilterState().withKeywords('react').withSkills('Go', 'go').build(),
    );
  });

  it('drops free text longer than 200 characters', () => {
    expect(filtersOf(`/job-offers?keyword=${'x'.repeat(201)}&keyword=${'y'.repeat(200)}`)).toEqual(
      aFilterState().withKeywords('y'.repeat(200)).build(),
    );
  });

  it('keeps at most 50 values of a free-text list', () => {
    const query = Array.from({ length: 60 }, (_, index) => `keyword=k${index}`).join('&');
    const keywords = filtersOf(`/job-offers?${query}`).keywords;
    expect(keywords).toHaveLength(50);
    expect(keywords.at(-1)).toBe('k49');
  });

  it.each([
    ['10000,20000', [10000, 20000]],
    ['0,999999', [0, 999999]],
    ['1,1000000', [1, 1000000]],
    ['5000,5000', [5000, 5000]],
    [' 10 , 20 ', [10, 20]],
  ])('salary=%s is the range %j', (value, expected) => {
    expect(filtersOf(`/job-offers?salary=${value}`).salary).toEqual(expected);
  });

  it.each([
    ['0,1000000', 'the full range'],
    ['20000,10000', 'min above max'],
    ['10000', 'one value'],
    ['1,2,3', 'three values'],
    ['-5,100', 'a negative'],
    ['0,1000001', 'above the maximum'],
    ['10.5,20', 'a decimal'],
    ['1e3,2000', 'an exponent'],
    ['abc,def', 'words'],
    [',', 'nothing'],
  ])('salary=%s (%s) is no salary filter', (value) => {
    expect(filtersOf(`/job-offers?salary=${value}`).salary).toBeNull();
  });

  it('uses the configured salary bounds', () => {
    const configuration = aConfiguration({ filters: [{ frontendKey: 'salary', backendKey: 'salary', type: 'range', min: 1000, max: 50000 }] });
    const withBounds = (url: string) => {
      const parsed = parseListingUrl(url, aVocabulary({ configuration }));
      return parsed.kind === 'listing' ? parsed.filters.salary : 'not-listing';
    };
    expect(withBounds('/job-offers?salary=1000,50000')).toBeNull();
    expect(withBounds('/job-offers?salary=999,40000')).toBeNull();
    expect(withBounds('/job-offers?salary=1000,50001')).toBeNull();
    expect(withBounds('/job-offers?salary=1000,49999')).toEqual([1000, 49999]);
  });

  it.each([['true'], ['TRUE']])('a switch is on only with the true value (%s)', (value) => {
    expect(filtersOf(`/job-offers?with-salary=${value}&ukraine=${value}&showMap=${value}`)).toEqual(
      aFilterState().withSalaryOnly().withUkraineFriendly().withMap().build(),
    );
  });

  it.each([['1'], ['yes'], ['false'], [''], ['true,true']])('a switch with %j stays off', (value) => {
    expect(filtersOf(`/job-offers?with-salary=${value}&ukraine=${value}&showMap=${value}`)).toEqual(emptyFilters);
  });

  it('the last value of a single-valued parameter wins', () => {
    expect(filtersOf('/job-offers?radius=50&radius=20&sort=newest&sort=salaryAsc&with-salary=false&with-salary=true')).toEqual(
      aFilterState().withRadius(20).sortedBy('salaryAsc').withSalaryOnly().build(),
    );
  });

  it.each([
    ['', 30],
    ['?radius=0', 0],
    ['?radius=75', 75],
    ['?radius=31', 30],
    ['?radius=-10', 30],
    ['?radius=abc', 30],
    ['?radius=1e2', 30],
  ])('radius %s is %i', (query, radius) => {
    expect(filtersOf(`/job-offers/krakow${query}`).cityRadiusKm).toBe(radius);
  });

  it('a radius is one of the configured options', () => {
    const parsed = parseListingUrl('/job-offers/krakow?radius=15', aVocabulary({ configuration: aConfiguration({ radiusOptions: [15, 30] }) }));
    expect(parsed.kind === 'listing' && parsed.filters.cityRadiusKm).toBe(15);
  });

  it.each([
    ['sort=published', 'published'],
    ['sort=newest', 'newest'],
    ['sort=salaryasc', 'salaryAsc'],
    ['sort=SALARYDESC', 'salaryDesc'],
    ['sort=cheapest', 'published'],
    ['sort=', 'published'],
    ['sortBy=salary&orderBy=asc', 'salaryAsc'],
    ['sortBy=salary&orderBy=DESC', 'salaryDesc'],
    ['sortBy=salary', 'salaryDesc'],
    ['sortBy=newest&orderBy=desc', 'newest'],
    ['sortBy=published&orderBy=asc', 'published'],
    ['sortBy=title', 'published'],
    ['sort=newest&sortBy=salary&orderBy=asc', 'newest'],
  ])('%s sorts by %s', (query, sort) => {
    expect(filtersOf(`/job-offers?${query}`).sort).toBe(sort);
  });

  it('ignores unknown parameters and pairs that do not decode', () => {
    expect(filtersOf('/job-offers?utm_source=x&keyword=%E0%A4%A&skills=Go&%zz=1&=&&')).toEqual(aFilterState().withSkills('Go').build());
    expect(filtersOf('/job-offers?employment-type=%E0%A4%A&employment-type=b2b&salary=%zz&sort=%zz')).toEqual(
      aFilterState().withEmploymentTypes('b2b').build(),
    );
  });

  it('a parameter without a value has the empty value', () => {
    expect(filtersOf('/job-offers?keyword&with-salary&employment-type')).toEqual(emptyFilters);
  });

  it('trims values', () => {
    expect(filtersOf('/job-offers/krakow?employment-type=%20b2b%20,%20permanent&with-salary=%20true%20&radius=%2050%20&sort=%20newest%20')).toEqual(
      aFilterState().withCity('krakow').withEmploymentTypes('permanent', 'b2b').withSalaryOnly().withRadius(50).sortedBy('newest').build(),
    );
    expect(filtersOf('/job-offers?sortBy=%20Salary%20&orderBy=%20ASC%20').sort).toBe('salaryAsc');
  });

  it('only orderBy sets the order', () => {
    expect(filtersOf('/job-offers?sortBy=salary&orderBy=asc&ref=desc').sort).toBe('salaryAsc');
  });

  it('reads + as a space and %2B as a plus', () => {
    expect(filtersOf('/job-offers?keyword=c%2B%2B+developer').keywords).toEqual(['c++ developer']);
  });

  it('query values add to key_value path values', () => {
    expect(filtersOf('/job-offers/all-locations/employment-type_b2b?employment-type=permanent&salary=1,2')).toEqual(
      aFilterState().withEmploymentTypes('permanent', 'b2b').withSalary(1, 2).build(),
    );
  });
});

describe('listingUrlLanguage', () => {
  it.each([
    ['/job-offers/krakow', 'en'],
    ['/oferty-pracy', 'pl'],
    ['https://x.example/OFERTY-PRACY/x?y', 'pl'],
    ['//job-offers', 'en'],
    ['/oferta-pracy/slug', null],
    ['/', null],
    ['', null],
    ['/%zz/job-offers', null],
  ])('%s is %s', (url, language) => {
    expect(listingUrlLanguage(url)).toBe(language);
  });
});
