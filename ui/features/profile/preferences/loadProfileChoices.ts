import type { AppLoadContext } from 'react-router';
import type { Category } from '../../../../core/listing/Offer.ts';
import { resolve } from '../../../../composition/kernel/provide.ts';
import { ListingKeys } from '../../../../composition/listing/listingKeys.ts';
import { TenancyKeys } from '../../../../composition/tenancy/tenancyKeys.ts';
import type { PreferenceChoices } from './preferencesForm.ts';

/** Main categories and their children, a child named after its parent ("IT › Backend"), in the bar's order. */
function categoryChoices(categories: readonly Category[]): PreferenceChoices['categories'] {
  return categories.flatMap((main) => [
    { value: main.value, label: main.label },
    ...main.children.map((child) => ({ value: child.value, label: `${main.label} › ${child.label}` })),
  ]);
}

/**
 * The profile page's pickers: the tenant's industries and the cities, in the page's language,
 * from the listing's dictionaries (the same for every visitor, so loaded on the server). Without
 * them the pickers are empty rather than the page failing.
 */
export async function loadProfileChoices(context: AppLoadContext): Promise<PreferenceChoices> {
  const tenant = await resolve(context.container, TenancyKeys.GetTenant).execute(context.tenantId);
  const language = context.language ?? (tenant.isOk() ? tenant.value.defaultLanguage : 'pl');
  const vocabulary = await resolve(context.container, ListingKeys.LoadListingVocabulary).execute(language);
  if (vocabulary.isErr()) return { categories: [], cities: [] };
  const cities = [...new Map(vocabulary.value.cities.map((city) => [city.slug, { value: city.slug, label: city.label }])).values()];
  return { categories: categoryChoices(vocabulary.value.categories), cities: cities.sort((a, b) => a.label.localeCompare(b.label, language)) };
}
