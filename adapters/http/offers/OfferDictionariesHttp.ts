import { ResultAsync } from 'neverthrow';
import { CategoryListCodec, CityListCodec, DictionaryCodec, ListingConfigurationCodec } from '../../../contract/listing.ts';
import type { EditorDictionaries, OfferDictionaries } from '../../../core/offers/lifecycle/OfferDictionaries.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

const optionsOf = (filters: ReadonlyArray<{ backendKey: string; options?: string[] | undefined }>, key: string): string[] =>
  filters.find((filter) => filter.backendKey === key)?.options ?? [];

/** The gateway's own dictionaries for the editor: categories (without static redirects and without "it", platform.md 2), cities, contracts, currencies, and the listing configuration's levels. */
export class OfferDictionariesHttp implements OfferDictionaries {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  load(language: Language): ResultAsync<EditorDictionaries, GatewayFailure> {
    const base = tenantApi(this.tenantId);
    const query = { lang: language };
    return ResultAsync.combine([
      this.http.get(`${base}/categories`, CategoryListCodec, { query }),
      this.http.get(`${base}/cities`, CityListCodec, { query }),
      this.http.get(`${base}/employment-types`, DictionaryCodec, { query }),
      this.http.get(`${base}/currencies`, DictionaryCodec, { query }),
      this.http.get(`${base}/v2/user-panel/configuration`, ListingConfigurationCodec, { query }),
    ] as const).map(([categories, cities, employmentTypes, currencies, configuration]) => ({
      categories: categories
        .filter((category) => !category.static && category.redirectTo === null && category.slug !== 'it')
        .map((category) => ({
          value: category.value,
          label: category.label,
          children: category.children.map((child) => ({ value: child.value, label: child.label })),
        })),
      cities: cities.map((city) => ({ value: city.slug, label: city.label })),
      employmentTypes,
      currencies,
      experienceLevels: optionsOf(configuration.filters, 'experienceLevels'),
      workplaceTypes: optionsOf(configuration.filters, 'remoteWorkOptions'),
      workingTimes: optionsOf(configuration.filters, 'workingTimes'),
    }));
  }
}
