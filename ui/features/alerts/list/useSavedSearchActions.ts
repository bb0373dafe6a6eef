import { okAsync, type ResultAsync } from 'neverthrow';
import { useCallback } from 'react';
import type { AlertsFailure } from '../../../../core/alerts/AlertFailure.ts';
import { alertFailureNotice, type AlertFailureNotice } from '../../../../core/alerts/surfaces/alertFailureNotice.ts';
import type { Frequency, JobFilter } from '../../../../core/alerts/JobFilter.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';

/** What a saved-search row asks for. */
export type AlertAction =
  | { readonly kind: 'delete'; readonly search: JobFilter }
  | { readonly kind: 'enable'; readonly search: JobFilter; readonly frequency: Frequency }
  | { readonly kind: 'disable'; readonly search: JobFilter }
  | { readonly kind: 'change-frequency'; readonly search: JobFilter; readonly frequency: Frequency };

/** What to tell the user afterwards (null: nothing happened, e.g. the deletion was cancelled); `changed`: read the list again. */
export interface ActionOutcome {
  readonly notice: AlertFailureNotice | null;
  readonly changed: boolean;
}

const success = (key: string): ActionOutcome => ({ notice: { key, variant: 'success' }, changed: true });
const failed = (failure: AlertsFailure): ActionOutcome => ({ notice: alertFailureNotice(failure), changed: false });

/** Runs a row's action through its use case; failures become the catalogue's texts (alertFailureNotice). */
export function useSavedSearchActions(): (action: AlertAction) => ResultAsync<ActionOutcome, never> {
  const remove = useUseCase(AlertsKeys.DeleteSavedSearch);
  const enable = useUseCase(AlertsKeys.EnableAlert);
  const disable = useUseCase(AlertsKeys.DisableAlert);
  const changeFrequency = useUseCase(AlertsKeys.ChangeAlertFrequency);
  return useCallback(
    (action: AlertAction): ResultAsync<ActionOutcome, never> => {
      switch (action.kind) {
        case 'delete':
          return remove
            .execute({ id: action.search.id })
            .map((outcome) => (outcome.deleted ? success('alertList.list.deleted') : { notice: null, changed: false }))
            .orElse((failure) => okAsync(failed(failure)));
        case 'enable':
          return enable
            .execute({ jobFilterId: action.search.id, frequency: action.frequency, name: action.search.filterName })
            .map(() => success('alertList.list.enabled'))
            .orElse((failure) => okAsync(failed(failure)));
        case 'disable':
          return disable
            .execute({ jobFilterId: action.search.id })
            .map(() => success('alertList.list.disabled'))
            .orElse((failure) => okAsync(failed(failure)));
        case 'change-frequency':
          return changeFrequency
            .execute({ jobFilterId: action.search.id, frequency: action.frequency })
            .map(() => success('alertList.list.frequencyChanged'))
            .orElse((failure) => okAsync(failed(failure)));
      }
    },
    [remove, enable, disable, changeFrequency],
  );
}
