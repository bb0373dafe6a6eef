/**
 * The listing feature's public entry: what other features may use of the offer listing (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { ListingProvider, useListing } from './ListingContext.tsx';
export type { ListingState } from './ListingContext.tsx';
export type { ListingSlots } from './ListingPage.tsx';
export { offlineStyle } from './map/offlineStyle.ts';
export { SearchBar } from './search-bar/SearchBar.tsx';
export { loadSearchBar } from './search-bar/loadSearchBar.ts';
export { packSearchBar, SearchBarProvider, type SearchBarData } from './search-bar/SearchBarProvider.tsx';
