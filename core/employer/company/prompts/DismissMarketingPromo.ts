import { okAsync, type ResultAsync } from 'neverthrow';
import type { KeyValueStore } from '../../../shared/KeyValueStore.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { ModalQueue } from '../../../ui-state/ModalQueue.ts';
import { MARKETING_PROMO_ID, MARKETING_PROMO_KEY } from './panelPrompts.ts';

/** Closes the promotion for good on this device (until a new one runs); the next queued prompt shows. Never fails. */
export class DismissMarketingPromo implements UseCase<void, void, never> {
  constructor(
    private readonly modals: ModalQueue,
    private readonly device: KeyValueStore,
  ) {}

  execute(): ResultAsync<void, never> {
    this.device.set(MARKETING_PROMO_KEY, MARKETING_PROMO_ID);
    this.modals.dequeue('marketing-promo');
    return okAsync(undefined);
  }
}
