// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { Language } from '../tenancy/Tenant.ts';
import type { ListingConfiguration } from './ListingConfiguration.ts';
import type { Category, City } from './Offer.ts';

/** What the listing's URLs and pickers are made of: the filter configuration, categories, cities. */
export interface ListingDictionaries {
  /** The filter configuration. Fails with network-failure, bad-gateway-payload, http-failure. */
  configuration(): ResultAsync<ListingConfiguration, GatewayFailure>;
  /** The tenant's main categories with their children, labels in `lang`. Fails with network-failure, bad-gateway-payload, http-failure. */
  categories(lang: Language): ResultAsync<readonly Category[], GatewayFailure>;
  /** The cities of the location picker, labels in `lang`. Fails with network-failure, bad-gateway-payload, http-failure. */
  cities(lang: Language): ResultAsync<readonly City[], GatewayFailure>;
}
