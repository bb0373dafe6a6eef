import { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { Language } from '../../tenancy/Tenant.ts';
import type { ListingDictionaries } from '../ListingDictionaries.ts';
import type { ListingVocabulary } from '../ListingVocabulary.ts';

/** The configuration, categories and cities that listing URLs are parsed and built with, in one go. */
export class LoadListingVocabulary implements UseCase<Language, ListingVocabulary, GatewayFailure> {
  constructor(private readonly dictionaries: ListingDictionaries) {}

  execute(language: Language): ResultAsync<ListingVocabulary, GatewayFailure> {
    return ResultAsync.combine([
      this.dictionaries.configuration(),
      this.dictionaries.categories(language),
      this.dictionaries.cities(language),
    ] as const).map(([configuration, categories, cities]) => ({ configuration, categories, cities }));
  }
}
