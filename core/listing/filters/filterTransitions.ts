import { workplaceTypeKeys, type FilterValues } from '../FilterValues.ts';
import type { Category } from '../Offer.ts';

/**
 * The listing's state transitions (platform.md section 4), as pure functions from filter values to
 * filter values; the UI builds the URL of the result and navigates.
 */

/** Choosing a main category selects it (subcategories cleared); choosing the selected one again with no subcategories clears it. */
export function chooseCategory(filters: FilterValues, slug: string): FilterValues {
  if (filters.category === slug && filters.subcategories.length === 0) return { ...filters, category: null, subcategories: [] };
  return { ...filters, category: slug, subcategories: [] };
}

/** Ticks or unticks a child of the selected category, keeping the category's order. */
export function toggleSubcategory(filters: FilterValues, category: Category, slug: string): FilterValues {
  if (!category.children.some((child) => child.slug === slug)) return filters;
  const chosen = new Set(filters.category === category.slug ? filters.subcategories : []);
  if (chosen.has(slug)) chosen.delete(slug);
  else chosen.add(slug);
  return { ...filters, category: category.slug, subcategories: category.children.map((child) => child.slug).filter((child) => chosen.has(child)) };
}

/**
 * The remote quick switch: the remote option of the workplace filter, on or off. On the remote
 * slug's page the slug is that option, so turning it off leaves the slug too (all locations).
 */
export function toggleRemoteSwitch(filters: FilterValues): FilterValues {
  const on = filters.remoteWorkOptions.includes('remote');
  const remoteWorkOptions = withRemoteOption(filters.remoteWorkOptions, !on);
  return on ? { ...filters, remote: false, remoteWorkOptions } : { ...filters, remoteWorkOptions };
}

/** The workplace options with the remote one on or off, the others kept, in the keys' order. */
function withRemoteOption(options: FilterValues['remoteWorkOptions'], on: boolean): FilterValues['remoteWorkOptions'] {
  return workplaceTypeKeys.filter((option) => (option === 'remote' ? on : options.includes(option)));
}

/** The salary quick switch: withSalary, on or off. */
export const toggleSalarySwitch = (filters: FilterValues): FilterValues => ({ ...filters, withSalary: !filters.withSalary });

/** Whether the remote quick switch shows as on. */
export const isRemoteSwitchOn = (filters: FilterValues): boolean => filters.remoteWorkOptions.includes('remote');

/**
 * A new location. The remote location brings the workplace filter's remote option (the slug is that
 * option); leaving it for a place takes the option away with it.
 */
export function chooseLocation(filters: FilterValues, location: { readonly city: string } | 'remote' | 'all'): FilterValues {
  if (location === 'remote') return { ...filters, city: null, remote: true, remoteWorkOptions: withRemoteOption(filters.remoteWorkOptions, true) };
  const remoteWorkOptions = filters.remote ? withRemoteOption(filters.remoteWorkOptions, false) : filters.remoteWorkOptions;
  if (location === 'all') return { ...filters, city: null, remote: false, remoteWorkOptions };
  return { ...filters, city: location.city, remote: false, remoteWorkOptions };
}
