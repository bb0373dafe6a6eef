import { describe, expect, it } from 'vitest';
import {
  favouritesTabState,
  initialGridTab,
  matchedTabState,
  offerGridTabs,
  offersState,
  OFFER_GRID_PAGE_LIMIT,
} from '../../../core/homepage/offerGrid.ts';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import type { FeatureFlagName } from '../../../core/tenancy/Tenant.ts';
import { anOffer } from '../listing/builders.ts';

const allOn = tenants[0]!.flags;
const flags = (off: readonly FeatureFlagName[]) => ({ ...allOn, ...Object.fromEntries(off.map((flag) => [flag, false])) });
const offers = (count: number) => Array.from({ length: count }, () => anOffer());

describe('the offer grid’s tabs', () => {
  it('come in the spec’s order, each flagged tab only with its flag', () => {
    expect(offerGridTabs(allOn)).toEqual(['matchedForYou', 'favoriteOffers', 'superOffer', 'newWithSalary', 'popular']);
    expect(offerGridTabs(flags(['matchedForYou', 'superOffer']))).toEqual(['favoriteOffers', 'newWithSalary', 'popular']);
    expect(offerGridTabs(flags(['favoriteOfferButton']))).toEqual(['matchedForYou', 'superOffer', 'newWithSalary', 'popular']);
  });

  it('open on the first tab anyone sees offers in: super offers, else new with salary', () => {
    expect(initialGridTab(offerGridTabs(allOn))).toBe('superOffer');
    expect(initialGridTab(offerGridTabs(flags(['superOffer'])))).toBe('newWithSalary');
  });
});

describe('a tab’s state', () => {
  it('shows at most the page limit, and an empty state without offers', () => {
    expect(offersState(offers(OFFER_GRID_PAGE_LIMIT + 3))).toMatchObject({ kind: 'offers', offers: { length: OFFER_GRID_PAGE_LIMIT } });
    expect(offersState([])).toEqual({ kind: 'empty' });
  });

  it('of matched for you: a guest prompt, a consent prompt, a preferences prompt, or the offers', () => {
    expect(matchedTabState({ kind: 'login-required' })).toEqual({ kind: 'guest' });
    expect(matchedTabState({ kind: 'consent-required' })).toEqual({ kind: 'consent-required' });
    expect(matchedTabState({ kind: 'page', offers: [], pageNumber: 1, hasNextPage: false, floor: 40 })).toEqual({ kind: 'no-matches' });
    const matched = offers(2).map((offer) => ({ ...offer, matchPercent: 80 }));
    expect(matchedTabState({ kind: 'page', offers: matched, pageNumber: 1, hasNextPage: false, floor: 40 })).toEqual({
      kind: 'offers',
      offers: matched,
    });
  });

  it('of favourites: a guest prompt, an empty message, or the offers', () => {
    expect(favouritesTabState({ kind: 'login-required' })).toEqual({ kind: 'guest' });
    expect(favouritesTabState({ kind: 'page', offers: [], pageNumber: 1, hasNextPage: false })).toEqual({ kind: 'no-favourites' });
    expect(favouritesTabState({ kind: 'page', offers: offers(20), pageNumber: 1, hasNextPage: true })).toMatchObject({
      kind: 'offers',
      offers: { length: OFFER_GRID_PAGE_LIMIT },
    });
  });
});
