import { ConfirmationDialog } from '../../core/ui-state/ConfirmationDialog.ts';
import { HashTracker } from '../../core/ui-state/HashTracker.ts';
import { ModalQueue } from '../../core/ui-state/ModalQueue.ts';
import { SnackbarQueue } from '../../core/ui-state/SnackbarQueue.ts';
import { contextModule, type ContextModule } from '../kernel/ContextModule.ts';
import { provideClass, provideEach } from '../kernel/provide.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { UiStateKeys as K } from './uiStateKeys.ts';

/**
 * The page's snackbars, confirmation dialog, modal queue and URL hash. In the browser the tab's one
 * HashTracker follows `location.hash` from the moment something first asks for it (`followHash`).
 */
export const uiState = (followHash: (tracker: HashTracker) => void = () => undefined): ContextModule =>
  contextModule('ui-state', K, (container) => {
    provideClass(container, K.SnackbarQueue, SnackbarQueue, [SharedKeys.Scheduler]);
    provideEach(container, K, [], { ConfirmationDialog, ModalQueue });
    provideClass(container, K.HashTracker, HashTracker, []).onActivation((_context, tracker) => {
      followHash(tracker);
      return tracker;
    });
  });
