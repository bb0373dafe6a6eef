import type { Container } from 'inversify';
import { ListingDictionariesHttp } from '../../adapters/http/listing/ListingDictionariesHttp.ts';
import { OfferSearchHttp } from '../../adapters/http/listing/OfferSearchHttp.ts';
import { provide } from '../provide.ts';
import { T } from '../tokens.ts';

/** The listing's ports over the gateway, for the container's tenant. */
export function bindListingHttp(container: Container): void {
  provide(container, T.OfferSearch, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new OfferSearchHttp(http, tenantId));
  provide(container, T.ListingDictionaries, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new ListingDictionariesHttp(http, tenantId));
}
