/**
 * The employer feature's public entry: what other features may use of the employer panel (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { formatDate } from './shell/formatDate.ts';
export { Actions, PanelPage } from './shell/panelStyles.ts';
