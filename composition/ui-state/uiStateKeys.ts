import type { ConfirmationDialog } from '../../core/ui-state/ConfirmationDialog.ts';
import type { HashTracker } from '../../core/ui-state/HashTracker.ts';
import type { ModalQueue } from '../../core/ui-state/ModalQueue.ts';
import type { SnackbarQueue } from '../../core/ui-state/SnackbarQueue.ts';
import { token } from '../kernel/Token.ts';

/** The page's snackbars, confirmation dialog, modal queue and URL hash. */
export const UiStateKeys = {
  SnackbarQueue: token<SnackbarQueue>('ui-state.SnackbarQueue'),
  ConfirmationDialog: token<ConfirmationDialog>('ui-state.ConfirmationDialog'),
  ModalQueue: token<ModalQueue>('ui-state.ModalQueue'),
  HashTracker: token<HashTracker>('ui-state.HashTracker'),
} as const;
