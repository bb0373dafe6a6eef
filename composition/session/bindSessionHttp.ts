import type { Container } from 'inversify';
import { CandidateAuthenticationHttp } from '../../adapters/http/session/CandidateAuthenticationHttp.ts';
import { CandidateProfilesHttp } from '../../adapters/http/session/CandidateProfilesHttp.ts';
import { FavouritesHttp } from '../../adapters/http/favourites/FavouritesHttp.ts';
import { SessionTokensHttp } from '../../adapters/http/session/SessionTokensHttp.ts';
import { provide } from '../provide.ts';
import { T } from '../tokens.ts';

/**
 * The candidate session's gateway ports, for every HTTP container. They resolve the gateway client
 * lazily, so the browser's rebinding (a client that adds the bearer from BearerTokenStore) applies;
 * the server renderer and the CLI have no bearer, and their candidate calls simply answer unauthorized.
 */
export function bindSessionHttp(container: Container): void {
  provide(container, T.SessionTokens, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new SessionTokensHttp(http, tenantId));
  provide(container, T.CandidateProfiles, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new CandidateProfilesHttp(http, tenantId));
  provide(container, T.Favourites, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new FavouritesHttp(http, tenantId));
  provide(container, T.CandidateAuthentication, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new CandidateAuthenticationHttp(http, tenantId));
}
