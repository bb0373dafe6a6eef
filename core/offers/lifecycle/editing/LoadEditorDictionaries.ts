import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../../shared/Failure.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { Language } from '../../../tenancy/Tenant.ts';
import type { EditorDictionaries, OfferDictionaries } from '../OfferDictionaries.ts';

/** The editor's choices (categories, cities, contracts, currencies, levels) in one language. Fails with network-failure, http-failure, bad-gateway-payload. */
export class LoadEditorDictionaries implements UseCase<Language, EditorDictionaries, GatewayFailure> {
  constructor(private readonly dictionaries: OfferDictionaries) {}

  execute(language: Language): ResultAsync<EditorDictionaries, GatewayFailure> {
    return this.dictionaries.load(language);
  }
}
