/**
 * The applications feature's public entry: what other features may use of applying and the application history (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { AppliedBadge } from './AppliedBadge.tsx';
export { ApplyButton } from './ApplyButton.tsx';
export { ApplySection } from './ApplySection.tsx';
export { ProfileDocuments } from './ProfileDocuments.tsx';
