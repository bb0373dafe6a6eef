import { safeReturnPath } from '../../../core/preferences/preferenceCookies.ts';
import { favouriteOfferIdFrom } from '../../../core/session/credentials.ts';
import { candidateUrl } from '../../app/candidatePortal.ts';

/** What the login and register pages read from their query: the prompt's offer and where to go back to. */
export interface AuthQuery {
  readonly favoriteOfferId: string | null;
  /** A path on this site, or null (anything else is ignored). */
  readonly returnTo: string | null;
}

export function readAuthQuery(params: URLSearchParams): AuthQuery {
  const raw = params.get('returnTo');
  const returnTo = raw === null ? null : safeReturnPath(raw);
  return { favoriteOfferId: favouriteOfferIdFrom(params.get('favoriteOfferId')), returnTo: returnTo === '/' && raw !== '/' ? null : returnTo };
}

/**
 * Where to go once logged in: back to our own page that sent the visitor (never another site),
 * else to the favourites when an offer was just added, else home.
 */
export function destinationAfterLogin(query: AuthQuery, candidateBase: string): string {
  if (query.returnTo !== null) return query.returnTo;
  if (query.favoriteOfferId !== null) return candidateUrl(candidateBase, 'favouriteOffers');
  return '/';
}

/** The other form's address, keeping the query (the offer and the way back). */
export function switchUrl(candidateBase: string, page: 'login' | 'register', query: AuthQuery): string {
  return candidateUrl(candidateBase, page, { favoriteOfferId: query.favoriteOfferId, returnTo: query.returnTo });
}
