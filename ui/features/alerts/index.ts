/**
 * The alerts feature's public entry: what other features may use of saved searches and job alerts (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { JobAlertsHeaderButton } from './list/JobAlertsHeaderButton.tsx';
