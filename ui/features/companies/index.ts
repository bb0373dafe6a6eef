/**
 * The companies feature's public entry: what other features may use of company pages and the directory (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { CompanyCard } from './CompanyCard.tsx';
export { FallbackImage } from './FallbackImage.tsx';
