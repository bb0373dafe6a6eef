/**
 * The favourites feature's public entry: what other features may use of favourite offers (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { FavouritesHeaderLink } from './FavouritesHeaderLink.tsx';
