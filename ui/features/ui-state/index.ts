/**
 * The ui-state feature's public entry: what other features may use of dialogs and snackbars (the dependency rule
 * `ui-features-through-entry` in .dependency-cruiser.cjs). Everything else in this folder is its own.
 */
export { ConfirmDialogHost } from './ConfirmDialogHost.tsx';
export { SnackbarStack } from './SnackbarStack.tsx';
