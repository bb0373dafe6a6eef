/**
 * The offers feature's public entry: what other features may use of offer cards and pages (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { OfferCard } from './OfferCard.tsx';
export { OfferCardList } from './OfferCardList.tsx';
export { SalaryText } from './SalaryText.tsx';
export { favouriteOfferIdOf, useOpenFavourites } from './marks/useFavouritesPrompt.ts';
