import { MatchedOffersHttp } from '../../adapters/http/profile/MatchedOffersHttp.ts';
import { LoadMatchedOffers } from '../../core/profile/matching/LoadMatchedOffers.ts';
import { LoadMatchPercents } from '../../core/profile/matching/LoadMatchPercents.ts';
import { MatchPercentsStore } from '../../core/profile/matching/MatchPercentsStore.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provide, provideEach } from '../kernel/provide.ts';
import { candidateCallDeps, SessionKeys } from '../session/sessionKeys.ts';
import { httpAdapterDeps } from '../shared/sharedKeys.ts';
import { ProfileKeys as K } from './profileKeys.ts';

/**
 * Matching: the match percents on every offer card and the matched offers (the home page's tab, the
 * matched-for-you page). Every page can show them, so every root binds them up front.
 */
export const matchingUseCases: ContextModule = contextModule(
  'profile.matching',
  pick(K, 'MatchPercentsStore', 'LoadMatchedOffers', 'LoadMatchPercents'),
  (container) => {
    const { SessionStore } = SessionKeys;
    provide(container, K.MatchPercentsStore, [SessionStore], (session) => new MatchPercentsStore(session.state$));
    const matching = candidateCallDeps(K.MatchedOffers, K.MatchPercentsStore);
    provideEach(container, K, matching, { LoadMatchedOffers, LoadMatchPercents });
  },
);

/** Matching's gateway port over HTTP. */
export const matchingHttp: ContextModule = adapterModule('profile.matchingHttp', K, httpAdapterDeps, { MatchedOffers: MatchedOffersHttp });
