/**
 * The profile feature's public entry: what other features may use of the candidate profile (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { CandidatePortalPage } from './portal/CandidatePortalPage.tsx';
