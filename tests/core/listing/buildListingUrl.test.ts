import { describe, expect, it } from 'vitest';
import { buildListingPath, buildListingUrl } from '../../../core/listing/url/buildListingUrl.ts';
import { emptyFilters, type FilterValues } from '../../../core/listing/FilterValues.ts';
import { buildOfferPath } from '../../../core/listing/url/routeWords.ts';
import { aConfiguration, aFilterState, aVocabulary } from './builders.ts';

const vocabulary = aVocabulary();
const en = (filters: FilterValues) => buildListingUrl(filters, 'en', vocabulary);
const pl = (filters: FilterValues) => buildListingUrl(filters, 'pl', vocabulary);

describe('buildListingUrl', () => {
  it('builds the unfiltered listing in each language', () => {
    expect(en(emptyFilters)).toBe('/job-offers/all-locations');
    expect(pl(emptyFilters)).toBe('/oferty-pracy/wszystkie-lokalizacje');
  });

  it('builds locations', () => {
    expect(en(aFilterState().withCity('krakow').build())).toBe('/job-offers/krakow');
    expect(en(aFilterState().withRemote().build())).toBe('/job-offers/remote');
    expect(pl(aFilterState().withRemote().build())).toBe('/oferty-pracy/praca-zdalna');
  });

  it('builds a category with its SEO slug and subcategories in the category’s order', () => {
    expect(en(aFilterState().withCategory('javascript').build())).toBe('/job-offers/all-locations/javascript');
    expect(en(aFilterState().withCity('krakow').withCategory('javascript', 'vue', 'react').build())).toBe('/job-offers/krakow/javascript/react,vue');
    expect(en(aFilterState().withCategory('ux-ui').build())).toBe('/job-offers/all-locations/ux-design');
  });

  it('a category is named by its slug, not its SEO slug', () => {
    expect(en(aFilterState().withCategory('ux-design').build())).toBe('/job-offers/all-locations');
  });

  it('leaves out what the vocabulary does not know', () => {
    expect(en(aFilterState().withCity('atlantis').build())).toBe('/job-offers/all-locations');
    expect(en(aFilterState().withCategory('cobol', 'react').build())).toBe('/job-offers/all-locations');
    expect(en(aFilterState().withCategory('javascript', 'spring').build())).toBe('/job-offers/all-locations/javascript');
  });

  it('writes every filter in the canonical order, English words', () => {
    const filters = aFilterState()
      .withCity('krakow')
      .withKeywords('react', 'node.js')
      .withSkills('TypeScript')
      .withCompanies('Acme, Inc.')
      .withTitles('Frontend Developer')
      .withEmploymentTypes('b2b', 'permanent')
      .withExperience('senior', 'junior')
      .withWorkplace('hybrid', 'remote')
      .withWorkingTimes('part_time')
      .withSalary(15000, 30000)
      .withSalaryOnly()
      .withUkraineFriendly()
      .withRadius(50)
      .sortedBy('salaryDesc')
      .withMap()
      .build();
    expect(en(filters)).toBe(
      '/job-offers/krakow?keyword=react&keyword=node.js&skills=TypeScript&companies=Acme%2C%20Inc.&titles=Frontend%20Developer' +
        '&employment-type=permanent,b2b&experience-level=junior,senior&workplace=remote,hybrid&working-hours=part_time' +
        '&salary=15000,30000&with-salary=true&ukraine=true&radius=50&sort=salaryDesc&showMap=true',
    );
    expect(pl(filters)).toBe(
      '/oferty-pracy/krakow?slowo-kluczowe=react&slowo-kluczowe=node.js&umiejetnosci=TypeScript&firmy=Acme%2C%20Inc.&stanowiska=Frontend%20Developer' +
        '&typ-umowy=permanent,b2b&doswiadczenie=junior,senior&tryb-pracy=remote,hybrid&rodzaj-pracy=part_time' +
        '&zarobki=15000,30000&widelki=true&ukraina=true&promien=50&sortowanie=salaryDesc&mapa=true',
    );
  });

  it('leaves out defaults: radius 30, published sort, the full salary range, switches off', () => {
    const filters = aFilterState().withCity('krakow').withRadius(30).sortedBy('published').withSalary(0, 1_000_000).build();
    expect(en(filters)).toBe('/job-offers/krakow');
  });

  it('leaves out invalid values rather than echoing them', () => {
    const filters = {
      ...emptyFilters,
      keywords: ['  ', 'react', 'react', ' vue '],
      employmentTypes: ['b2b', 'freelance'],
      salary: [20000, 10000],
      cityRadiusKm: 33,
      sort: 'cheapest',
    } as unknown as FilterValues;
    expect(en(filters)).toBe('/job-offers/all-locations?keyword=react&keyword=vue&employment-type=b2b');
  });

  it('a radius that is not a configured option is left out', () => {
    expect(en(aFilterState().withCity('krakow').withRadius(40).build())).toBe('/job-offers/krakow');
    const custom = aVocabulary({ configuration: aConfiguration({ radiusOptions: [40], defaultRadiusKm: 30 }) });
    expect(buildListingUrl(aFilterState().withCity('krakow').withRadius(40).build(), 'en', custom)).toBe('/job-offers/krakow?radius=40');
  });

  it('escapes free text so that it cannot add parameters or segments', () => {
    expect(en(aFilterState().withKeywords('a&sort=newest', '50%', '#x', 'c++', 'a/b').build())).toBe(
      '/job-offers/all-locations?keyword=a%26sort%3Dnewest&keyword=50%25&keyword=%23x&keyword=c%2B%2B&keyword=a%2Fb',
    );
  });

  it('buildListingPath is the path alone', () => {
    expect(buildListingPath(aFilterState().withCity('krakow').withCategory('java', 'kotlin').withMap().build(), 'pl', vocabulary)).toBe(
      '/oferty-pracy/krakow/java/kotlin',
    );
  });
});

describe('buildOfferPath', () => {
  it('is /job-offer/{slug} in English and /oferta-pracy/{slug} in Polish', () => {
    expect(buildOfferPath('acme-js-dev', 'en')).toBe('/job-offer/acme-js-dev');
    expect(buildOfferPath('acme-js-dev', 'pl')).toBe('/oferta-pracy/acme-js-dev');
    expect(buildOfferPath('a/b?c', 'en')).toBe('/job-offer/a%2Fb%3Fc');
  });
});
