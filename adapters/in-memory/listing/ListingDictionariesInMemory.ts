import { okAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { defaultListingConfiguration, type ListingConfiguration } from '../../../core/listing/ListingConfiguration.ts';
import type { ListingDictionaries } from '../../../core/listing/ListingDictionaries.ts';
import type { Category, City } from '../../../core/listing/Offer.ts';

export interface ListingDictionariesData {
  readonly configuration?: ListingConfiguration;
  /** One tree for both languages, or one per language. */
  readonly categories: readonly Category[] | Readonly<Record<Language, readonly Category[]>>;
  readonly cities: readonly City[] | Readonly<Record<Language, readonly City[]>>;
}

/** ListingDictionaries over fixed data, for tests, the CLI and demos. */
export class ListingDictionariesInMemory implements ListingDictionaries {
  constructor(private readonly data: ListingDictionariesData) {}

  configuration(): ResultAsync<ListingConfiguration, GatewayFailure> {
    return okAsync(this.data.configuration ?? defaultListingConfiguration);
  }

  categories(lang: Language): ResultAsync<readonly Category[], GatewayFailure> {
    return okAsync(perLanguage(this.data.categories, lang));
  }

  cities(lang: Language): ResultAsync<readonly City[], GatewayFailure> {
    return okAsync(perLanguage(this.data.cities, lang));
  }
}

function perLanguage<T>(value: readonly T[] | Readonly<Record<Language, readonly T[]>>, lang: Language): readonly T[] {
  return Array.isArray(value) ? value : (value as Readonly<Record<Language, readonly T[]>>)[lang];
}
