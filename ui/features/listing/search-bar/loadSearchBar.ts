import type { AppLoadContext } from 'react-router';
import { emptyFilters } from '../../../../core/listing/FilterValues.ts';
import { salaryCurrency } from '../../../../core/preferences/currencyChoice.ts';
import { resolve } from '../../../../composition/kernel/provide.ts';
import { ListingKeys } from '../../../../composition/listing/listingKeys.ts';
import { TenancyKeys } from '../../../../composition/tenancy/tenancyKeys.ts';
import type { ListingState } from '../ListingContext.tsx';

/** A search bar's state as its page's loader finds it; the tenant is the shell's. */
export type SearchBarState = Omit<ListingState, 'tenant'>;

/**
 * What a search bar outside the listing (the home page) needs: the vocabulary to build listing
 * URLs with, for no filter at all. Null when it cannot load: the page then goes without the bar.
 * The page's data carries it packed (`packSearchBar`).
 */
export async function loadSearchBar(context: AppLoadContext): Promise<SearchBarState | null> {
  try {
    return await searchBarState(context);
  } catch (error) {
    // The home page must render even if the listing's wiring is broken; the error is still logged.
    console.error('search bar could not load:', error);
    return null;
  }
}

async function searchBarState(context: AppLoadContext): Promise<SearchBarState | null> {
  const tenant = await resolve(context.container, TenancyKeys.GetTenant).execute(context.tenantId);
  if (tenant.isErr()) return null;
  const language = context.language ?? tenant.value.defaultLanguage;
  const vocabulary = await resolve(context.container, ListingKeys.LoadListingVocabulary).execute(language);
  if (vocabulary.isErr()) return null;
  return {
    filters: emptyFilters,
    vocabulary: vocabulary.value,
    language,
    currency: salaryCurrency(context.currency, vocabulary.value.configuration.defaultCurrency),
  };
}
