import { okAsync, type ResultAsync } from 'neverthrow';
import type { EditorDictionaries, OfferDictionaries } from '../../../core/offers/lifecycle/OfferDictionaries.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';

/** The editor's dictionaries as the test gives them (one language serves both). */
export class OfferDictionariesInMemory implements OfferDictionaries {
  constructor(private readonly dictionaries: EditorDictionaries) {}

  load(): ResultAsync<EditorDictionaries, GatewayFailure> {
    return okAsync(this.dictionaries);
  }
}
