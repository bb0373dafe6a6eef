import type { Container } from 'inversify';
import { BearerTokenStoreInMemory } from '../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import { CandidateAuthenticationInMemory } from '../../adapters/in-memory/session/CandidateAuthenticationInMemory.ts';
import { ConsentsInMemory } from '../../adapters/in-memory/preferences/ConsentsInMemory.ts';
import { CookieJarInMemory } from '../../adapters/in-memory/CookieJarInMemory.ts';
import { ErrorReporterInMemory } from '../../adapters/in-memory/ErrorReporterInMemory.ts';
import { FavouritesInMemory } from '../../adapters/in-memory/favourites/FavouritesInMemory.ts';
import { KeyValueStoreInMemory } from '../../adapters/in-memory/KeyValueStoreInMemory.ts';
import { SessionTokensInMemory } from '../../adapters/in-memory/session/SessionTokensInMemory.ts';
import { T } from '../tokens.ts';

/**
 * Every session port in memory, for test containers: a guest (no user-id cookie, no refresh
 * cookie) whose fake gateway accepts only the tokens it issued, so a test can log in through
 * CandidateAuthentication and then favourite, or bind its own fakes instead (rebind).
 */
export function bindSessionInMemory(container: Container): void {
  const bearer = new BearerTokenStoreInMemory();
  const gateway = new SessionTokensInMemory({ candidate: null, bearer: () => bearer.get() });
  const favourites = new FavouritesInMemory([], () => gateway.authorizes());
  container.bind(T.BearerTokenStore).toConstantValue(bearer);
  container.bind(T.CookieJar).toConstantValue(new CookieJarInMemory());
  container.bind(T.KeyValueStore).toConstantValue(new KeyValueStoreInMemory());
  container.bind(T.ErrorReporter).toConstantValue(new ErrorReporterInMemory());
  container.bind(T.SessionTokens).toConstantValue(gateway);
  container.bind(T.CandidateProfiles).toConstantValue(gateway);
  container.bind(T.Favourites).toConstantValue(favourites);
  container.bind(T.Consents).toConstantValue(new ConsentsInMemory(() => gateway.authorizes()));
  container.bind(T.CandidateAuthentication).toConstantValue(new CandidateAuthenticationInMemory({ issue: (id) => gateway.issue(id) }));
}
