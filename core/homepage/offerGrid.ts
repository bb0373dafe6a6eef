import type { FavouriteOffersPage } from '../favourites/ListFavouriteOffers.ts';
import type { OfferCard } from '../listing/Offer.ts';
import type { MatchedOffersOutcome } from '../profile/matching/LoadMatchedOffers.ts';
import type { FeatureFlagName } from '../tenancy/Tenant.ts';

/** The home page's offer grid tabs, in the spec's order (engagement.md 2). */
export type OfferGridTab = 'matchedForYou' | 'favoriteOffers' | 'superOffer' | 'newWithSalary' | 'popular';
/** The tabs anyone sees the same offers in; the first two are the candidate's own. */
export type PublicGridTab = Extract<OfferGridTab, 'superOffer' | 'newWithSalary' | 'popular'>;

const order: readonly (readonly [OfferGridTab, FeatureFlagName | null])[] = [
  ['matchedForYou', 'matchedForYou'],
  ['favoriteOffers', 'favoriteOfferButton'],
  ['superOffer', 'superOffer'],
  ['newWithSalary', null],
  ['popular', null],
];

/**
 * The grid's page limit: the spec's shared constant (value not shown). Twelve fills whole rows of
 * three and of four columns; the skeleton shows as many cards.
 */
export const OFFER_GRID_PAGE_LIMIT = 12;

/** The tabs with a "more offers" button to the listing (engagement.md 2). */
export const tabsWithMoreOffers: readonly OfferGridTab[] = ['superOffer', 'newWithSalary', 'popular'];

/** The tenant's tabs: each flagged tab only with its flag on. */
export const offerGridTabs = (flags: Readonly<Record<FeatureFlagName, boolean>>): OfferGridTab[] =>
  order.filter(([, flag]) => flag === null || flags[flag]).map(([tab]) => tab);

export const isPublicTab = (tab: OfferGridTab): tab is PublicGridTab => tab === 'superOffer' || tab === 'newWithSalary' || tab === 'popular';

/**
 * The tab open on arrival: the first that shows offers to anyone (super offers, else the newest
 * with a salary). The server renders a guest's page, so this is what its HTML carries; a logged-in
 * candidate's own tabs are one click away and the grid does not jump once the session is known.
 */
export const initialGridTab = (tabs: readonly OfferGridTab[]): OfferGridTab => tabs.find(isPublicTab) ?? 'newWithSalary';

/** What a tab shows. */
export type GridTabState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'offers'; readonly offers: readonly OfferCard[] }
  /** matchedForYou and favoriteOffers for a guest: a login/register prompt. */
  | { readonly kind: 'guest' }
  /** matchedForYou without the profiling consent: a button that grants it. */
  | { readonly kind: 'consent-required' }
  /** matchedForYou with the consent but nothing matched: a link to the preferences. */
  | { readonly kind: 'no-matches' }
  /** favoriteOffers of a candidate without favourites. */
  | { readonly kind: 'no-favourites' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'failed' };

/** A public tab's offers: at most the page limit; none is the tab's empty state. */
export const offersState = (offers: readonly OfferCard[]): GridTabState =>
  offers.length === 0 ? { kind: 'empty' } : { kind: 'offers', offers: offers.slice(0, OFFER_GRID_PAGE_LIMIT) };

/** matchedForYou's state from LoadMatchedOffers (engagement.md 4: guest, no consent, consent but no offers). */
export function matchedTabState(outcome: MatchedOffersOutcome): GridTabState {
  if (outcome.kind === 'login-required') return { kind: 'guest' };
  if (outcome.kind === 'consent-required') return { kind: 'consent-required' };
  return outcome.offers.length === 0 ? { kind: 'no-matches' } : { kind: 'offers', offers: outcome.offers.slice(0, OFFER_GRID_PAGE_LIMIT) };
}

/** favoriteOffers' state from ListFavouriteOffers (engagement.md 4: guest prompt, or an empty message). */
export function favouritesTabState(page: FavouriteOffersPage): GridTabState {
  if (page.kind === 'login-required') return { kind: 'guest' };
  return page.offers.length === 0 ? { kind: 'no-favourites' } : { kind: 'offers', offers: page.offers.slice(0, OFFER_GRID_PAGE_LIMIT) };
}
