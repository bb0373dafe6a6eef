import { describe, expect, it } from 'vitest';
import { activeFilterCount, hasAnyFilter } from '../../../core/listing/filters/activeFilterCount.ts';
import { emptyFilters } from '../../../core/listing/FilterValues.ts';
import { aFilterState } from './builders.ts';

describe('activeFilterCount', () => {
  it('is 0 with no filter', () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
  });

  it('counts each array entry', () => {
    const filters = aFilterState()
      .withEmploymentTypes('b2b', 'permanent')
      .withExperience('junior')
      .withWorkplace('remote', 'hybrid', 'office')
      .withWorkingTimes('full_time')
      .withCategory('javascript', 'react', 'vue')
      .build();
    expect(activeFilterCount(filters)).toBe(2 + 1 + 3 + 1 + 2);
  });

  it('counts a salary range as one', () => {
    expect(activeFilterCount(aFilterState().withSalary(1, 2).build())).toBe(1);
    expect(activeFilterCount(aFilterState().withSalary(1, 2).withExperience('mid').build())).toBe(2);
  });

  it('leaves out showMap, keywords, titles, companies, skills, switches, location, category and sort', () => {
    const filters = aFilterState()
      .withMap()
      .withKeywords('a', 'b')
      .withTitles('c')
      .withCompanies('d')
      .withSkills('e')
      .withSalaryOnly()
      .withUkraineFriendly()
      .withCity('krakow')
      .withRadius(50)
      .withCategory('java')
      .sortedBy('newest')
      .build();
    expect(activeFilterCount(filters)).toBe(0);
  });
});

describe('hasAnyFilter', () => {
  it('is false for the empty state, and for view-only changes (map, sort, radius)', () => {
    expect(hasAnyFilter(emptyFilters)).toBe(false);
    expect(hasAnyFilter(aFilterState().withMap().sortedBy('salaryAsc').withRadius(50).build())).toBe(false);
  });

  it.each([
    ['a city', aFilterState().withCity('krakow')],
    ['remote', aFilterState().withRemote()],
    ['a category', aFilterState().withCategory('java')],
    ['a keyword', aFilterState().withKeywords('x')],
    ['a company', aFilterState().withCompanies('x')],
    ['a skill', aFilterState().withSkills('x')],
    ['a title', aFilterState().withTitles('x')],
    ['with salary', aFilterState().withSalaryOnly()],
    ['ukraine friendly', aFilterState().withUkraineFriendly()],
    ['a salary range', aFilterState().withSalary(1, 2)],
    ['an employment type', aFilterState().withEmploymentTypes('b2b')],
  ])('is true with %s', (_, builder) => {
    expect(hasAnyFilter(builder.build())).toBe(true);
  });
});
