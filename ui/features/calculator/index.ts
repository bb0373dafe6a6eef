/**
 * The calculator feature's public entry: what other features may use of the salary calculator (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { CalculatorLink } from './CalculatorLink.tsx';
