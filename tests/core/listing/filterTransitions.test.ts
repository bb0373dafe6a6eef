import { describe, expect, it } from 'vitest';
import {
  chooseCategory,
  chooseLocation,
  isRemoteSwitchOn,
  toggleRemoteSwitch,
  toggleSalarySwitch,
  toggleSubcategory,
} from '../../../core/listing/filters/filterTransitions.ts';
import { emptyFilters } from '../../../core/listing/FilterValues.ts';
import { aFilterState, testCategory } from './builders.ts';

describe('chooseCategory', () => {
  it('selects a category, clearing subcategories', () => {
    expect(chooseCategory(aFilterState().withCategory('javascript', 'react').build(), 'java')).toEqual(aFilterState().withCategory('java').build());
  });

  it('choosing another category replaces a selected one', () => {
    expect(chooseCategory(aFilterState().withCategory('javascript').build(), 'java')).toEqual(aFilterState().withCategory('java').build());
  });

  it('choosing the selected category again clears it', () => {
    expect(chooseCategory(aFilterState().withCategory('java').build(), 'java')).toEqual(emptyFilters);
  });

  it('choosing the selected category with subcategories ticked keeps it and clears the subcategories', () => {
    expect(chooseCategory(aFilterState().withCategory('java', 'kotlin').build(), 'java')).toEqual(aFilterState().withCategory('java').build());
  });
});

describe('toggleSubcategory', () => {
  const javascript = testCategory('javascript');
  it('ticks and unticks, keeping the category’s order', () => {
    const one = toggleSubcategory(aFilterState().withCategory('javascript').build(), javascript, 'vue');
    expect(one.subcategories).toEqual(['vue']);
    const two = toggleSubcategory(one, javascript, 'react');
    expect(two.subcategories).toEqual(['react', 'vue']);
    expect(toggleSubcategory(two, javascript, 'vue').subcategories).toEqual(['react']);
  });

  it('selects the parent category, dropping another category’s subcategories', () => {
    expect(toggleSubcategory(aFilterState().withCategory('java', 'kotlin').build(), javascript, 'react')).toEqual(
      aFilterState().withCategory('javascript', 'react').build(),
    );
  });

  it('ignores a slug that is not a child', () => {
    const filters = aFilterState().withCategory('javascript').build();
    expect(toggleSubcategory(filters, javascript, 'spring')).toBe(filters);
  });
});

describe('quick switches', () => {
  it('the remote switch toggles the remote workplace option, keeping the others in order', () => {
    const on = toggleRemoteSwitch(aFilterState().withWorkplace('office').build());
    expect(on.remoteWorkOptions).toEqual(['remote', 'office']);
    expect(isRemoteSwitchOn(on)).toBe(true);
    const off = toggleRemoteSwitch(on);
    expect(off.remoteWorkOptions).toEqual(['office']);
    expect(isRemoteSwitchOn(off)).toBe(false);
  });

  it('the salary switch toggles withSalary', () => {
    expect(toggleSalarySwitch(emptyFilters).withSalary).toBe(true);
    expect(toggleSalarySwitch(toggleSalarySwitch(emptyFilters))).toEqual(emptyFilters);
  });
});

describe('chooseLocation', () => {
  it('sets a city, remote or all locations', () => {
    const remote = aFilterState().withRemote().build();
    expect(chooseLocation(remote, { city: 'krakow' })).toEqual(aFilterState().withCity('krakow').build());
    expect(chooseLocation(aFilterState().withCity('krakow').build(), 'remote')).toEqual(remote);
    expect(chooseLocation(remote, 'all')).toEqual(emptyFilters);
  });
});
