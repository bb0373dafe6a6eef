import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { ConfirmationDialog } from '../../ui-state/ConfirmationDialog.ts';
import type { UpdateAlertFailure } from '../AlertFailure.ts';
import { updateFailed } from '../updateFailed.ts';
import type { JobFilters } from './JobFilters.ts';
import { removeLocalSearch } from './savedSearchesFormat.ts';
import type { SavedSearchesStore } from './SavedSearchesStore.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';

export interface DeleteSavedSearchInput {
  readonly id: string;
  /**
   * Skip the dialog: only for the listing's save-filters switch, where switching off is the user
   * undoing their own save a moment ago (a dialog on a debounced switch would fight the debounce).
   */
  readonly withoutConfirmation?: boolean;
}

export interface DeleteOutcome {
  /** False when the user cancelled the confirmation. */
  readonly deleted: boolean;
}

/** The confirmation's texts (translation keys). */
export const deleteConfirmation = {
  header: 'alerts.delete.header',
  text: 'alerts.delete.text',
  confirmText: 'alerts.delete.confirm',
  cancelText: 'alerts.delete.cancel',
} as const;

/**
 * Deletes a saved search (and its alert) after the confirmation dialog: cancel deletes nothing
 * (`withoutConfirmation`: no dialog, for the save-filters switch).
 * A guest's goes from the device (search-not-found when the id is unknown, before asking;
 * storage-unavailable); a logged-in candidate's from the server (alert-update-failed, the generic
 * error). The dialog closes on confirm; the deletion runs after.
 */
export class DeleteSavedSearch implements UseCase<DeleteSavedSearchInput, DeleteOutcome, UpdateAlertFailure> {
  constructor(
    private readonly jobFilters: JobFilters,
    private readonly store: SavedSearchesStore,
    private readonly session: SessionStore,
    private readonly calls: AuthenticatedCalls,
    private readonly dialog: ConfirmationDialog,
  ) {}

  execute(input: DeleteSavedSearchInput): ResultAsync<DeleteOutcome, UpdateAlertFailure> {
    if (isLoggedIn(this.session.current)) {
      return this.confirmed(input).andThen((confirmed) =>
        confirmed
          ? this.calls
              .run(() => this.jobFilters.delete(input.id))
              .map(() => ({ deleted: true }))
              .mapErr(updateFailed)
          : okAsync({ deleted: false }),
      );
    }
    return this.store.load().andThen((loaded) => {
      if (!loaded.searches.some((search) => search.id === input.id)) return errAsync({ kind: 'search-not-found' as const, id: input.id });
      return this.confirmed(input).andThen((confirmed) => {
        if (!confirmed) return okAsync({ deleted: false });
        // Read again after the dialog: the list may have changed while it was open.
        return this.store.load().andThen((current) => this.store.save(removeLocalSearch(current.searches, input.id)).map(() => ({ deleted: true })));
      });
    });
  }

  private confirmed(input: DeleteSavedSearchInput): ResultAsync<boolean, never> {
    if (input.withoutConfirmation === true) return okAsync(true);
    return ResultAsync.fromSafePromise(this.dialog.confirm(deleteConfirmation));
  }
}
