import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../core/listing/FilterValues.ts';
import {
  categoriesOf,
  COUNT_FALLBACK_MAX_SALARY,
  offsetOfPage,
  pageFromOffset,
  toCountRequest,
  toSearchQuery,
} from '../../../core/listing/search/toSearchQuery.ts';
import { aFilterState } from './builders.ts';

describe('toSearchQuery', () => {
  it('asks for the first page of 100, published newest first, with no filter', () => {
    expect(toSearchQuery(emptyFilters, 'pln', 0)).toEqual({
      from: 0,
      itemsCount: 100,
      sortBy: 'published',
      orderBy: 'DESC',
      currency: 'pln',
      categories: [],
      keywords: [],
      companyNames: [],
      skills: [],
      jobTitles: [],
      withSalary: false,
      remoteWorkOptions: [],
      remote: false,
      city: null,
      cityRadiusKm: null,
      salaryMin: null,
      salaryMax: null,
      ukraineFriendly: false,
      experienceLevels: [],
      employmentTypes: [],
      workingTimes: [],
    });
  });

  it('carries every filter to its gateway parameter', () => {
    const filters = aFilterState()
      .withCity('krakow')
      .withRadius(50)
      .withCategory('javascript', 'react', 'vue')
      .withKeywords('react')
      .withCompanies('Acme')
      .withSkills('TypeScript')
      .withTitles('Lead')
      .withSalary(10000, 20000)
      .withEmploymentTypes('b2b')
      .withExperience('senior')
      .withWorkplace('remote')
      .withWorkingTimes('full_time')
      .withSalaryOnly()
      .withUkraineFriendly()
      .withMap()
      .sortedBy('salaryAsc')
      .build();
    expect(toSearchQuery(filters, 'eur', 200)).toEqual({
      from: 200,
      itemsCount: 100,
      sortBy: 'salary',
      orderBy: 'ASC',
      currency: 'eur',
      categories: ['react', 'vue'],
      keywords: ['react'],
      companyNames: ['Acme'],
      skills: ['TypeScript'],
      jobTitles: ['Lead'],
      withSalary: true,
      remoteWorkOptions: ['remote'],
      remote: false,
      city: 'krakow',
      cityRadiusKm: 50,
      salaryMin: 10000,
      salaryMax: 20000,
      ukraineFriendly: true,
      experienceLevels: ['senior'],
      employmentTypes: ['b2b'],
      workingTimes: ['full_time'],
    });
  });

  it.each([
    ['published', 'published', 'DESC'],
    ['newest', 'newest', 'DESC'],
    ['salaryAsc', 'salary', 'ASC'],
    ['salaryDesc', 'salary', 'DESC'],
  ] as const)('sort %s is sortBy %s, orderBy %s', (sort, sortBy, orderBy) => {
    const query = toSearchQuery(aFilterState().sortedBy(sort).build(), 'pln', 0);
    expect([query.sortBy, query.orderBy]).toEqual([sortBy, orderBy]);
  });

  it('an unknown sort falls back to published, descending', () => {
    const query = toSearchQuery({ ...emptyFilters, sort: 'cheapest' as never }, 'pln', 0);
    expect([query.sortBy, query.orderBy]).toEqual(['published', 'DESC']);
  });

  it('sends remote from the remote location, and no radius without a city', () => {
    const query = toSearchQuery(aFilterState().withRemote().withRadius(50).build(), 'pln', 0);
    expect([query.remote, query.city, query.cityRadiusKm]).toEqual([true, null, null]);
  });

  it('keeps the offset whole and not negative, and takes a page size', () => {
    expect(toSearchQuery(emptyFilters, 'pln', -5).from).toBe(0);
    expect(toSearchQuery(emptyFilters, 'pln', 150.7).from).toBe(150);
    expect(toSearchQuery(emptyFilters, 'pln', 0, 20).itemsCount).toBe(20);
  });
});

describe('categoriesOf', () => {
  it('is the subcategories when chosen, else the category, else none', () => {
    expect(categoriesOf(aFilterState().withCategory('javascript', 'react').build())).toEqual(['react']);
    expect(categoriesOf(aFilterState().withCategory('javascript').build())).toEqual(['javascript']);
    expect(categoriesOf(emptyFilters)).toEqual([]);
  });
});

describe('toCountRequest', () => {
  it("holds the results' filters in the salary's currency, so the preview counts what the results show", () => {
    const filters = aFilterState()
      .withCity('krakow')
      .withCategory('java')
      .withKeywords('spring')
      .withCompanies('Acme')
      .withEmploymentTypes('b2b')
      .withExperience('mid')
      .withWorkplace('hybrid')
      .withWorkingTimes('part_time')
      .withSalaryOnly()
      .withUkraineFriendly()
      .withSalary(5000, 9000)
      .build();
    expect(toCountRequest(filters, 'eur')).toEqual({
      currency: 'eur',
      keywords: ['spring'],
      companyNames: ['Acme'],
      skills: [],
      jobTitles: [],
      remote: false,
      ukraineFriendly: true,
      city: 'krakow',
      cityRadiusKm: 30,
      categories: ['java'],
      employmentTypes: ['b2b'],
      workingTimes: ['part_time'],
      experienceLevels: ['mid'],
      remoteWorkOptions: ['hybrid'],
      withSalary: true,
      salaryMin: 5000,
      salaryMax: 9000,
    });
    // The spec's live-offer-count fields are all there.
    expect(Object.keys(toCountRequest(filters, 'pln'))).toEqual(
      expect.arrayContaining([
        'keywords',
        'city',
        'cityRadiusKm',
        'categories',
        'employmentTypes',
        'workingTimes',
        'experienceLevels',
        'remoteWorkOptions',
        'withSalary',
        'salaryMin',
        'salaryMax',
      ]),
    );
  });

  it('has no salary bounds without a salary filter, and no radius without a city', () => {
    expect(toCountRequest(emptyFilters, 'pln')).toMatchObject({ salaryMin: null, salaryMax: null, cityRadiusKm: null });
  });

  it('a range open at the top counts up to the fallback maximum of 500,000', () => {
    expect(COUNT_FALLBACK_MAX_SALARY).toBe(500_000);
    expect(toCountRequest(aFilterState().withSalary(20000, 1_000_000).build(), 'pln')).toMatchObject({ salaryMin: 20000, salaryMax: 500_000 });
    expect(toCountRequest(aFilterState().withSalary(20000, 999_999).build(), 'pln')).toMatchObject({ salaryMin: 20000, salaryMax: 999_999 });
    expect(toCountRequest(aFilterState().withSalary(0, 300).build(), 'pln', 300)).toMatchObject({ salaryMin: 0, salaryMax: 500_000 });
  });
});

describe('pageFromOffset and offsetOfPage', () => {
  it.each([
    [0, 1],
    [1, 1],
    [99, 1],
    [100, 2],
    [199, 2],
    [250, 3],
    [-100, 1],
    [Number.NaN, 1],
  ])('offset %d is page %d of 100', (from, page) => {
    expect(pageFromOffset(from)).toBe(page);
  });

  it('uses the page size given', () => {
    expect(pageFromOffset(40, 20)).toBe(3);
    expect(pageFromOffset(40, 0)).toBe(1);
  });

  it.each([
    [1, 0],
    [2, 100],
    [5, 400],
    [0, 0],
    [-3, 0],
    [2.5, 0],
  ])('page %d starts at offset %d', (page, offset) => {
    expect(offsetOfPage(page)).toBe(offset);
  });
});
