import type { ResultAsync } from 'neverthrow';
import { CategoryListCodec, CityListCodec, ListingConfigurationCodec } from '../../../contract/listing.ts';
import type { ListingConfiguration } from '../../../core/listing/ListingConfiguration.ts';
import type { ListingDictionaries } from '../../../core/listing/ListingDictionaries.ts';
import type { Category, City } from '../../../core/listing/Offer.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** The listing's dictionaries from /api/{tenant}: filter configuration, categories and cities, decoded with their contract codecs. */
export class ListingDictionariesHttp implements ListingDictionaries {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  configuration(): ResultAsync<ListingConfiguration, GatewayFailure> {
    return this.http.get(this.path('/v2/user-panel/configuration'), ListingConfigurationCodec);
  }

  categories(lang: Language): ResultAsync<readonly Category[], GatewayFailure> {
    return this.http.get(this.path('/categories'), CategoryListCodec, { query: { lang } });
  }

  cities(lang: Language): ResultAsync<readonly City[], GatewayFailure> {
    return this.http.get(this.path('/cities'), CityListCodec, { query: { lang } });
  }

  private path(path: string): string {
    return tenantApi(this.tenantId, path);
  }
}
