import { describe, expect, it } from 'vitest';
import { KeyValueStoreInMemory } from '../../../adapters/in-memory/KeyValueStoreInMemory.ts';
import { AlertsHelpTooltip, helpTooltipDismissed } from '../../../core/alerts/surfaces/AlertsHelpTooltip.ts';
import { HELP_TOOLTIP_DISMISSED_KEY } from '../../../core/alerts/surfaces/alertSurfaces.ts';
import { MOVE_DECLINED_KEY, MoveSearchesOffer, shouldOfferMove } from '../../../core/alerts/surfaces/MoveSearchesOffer.ts';
import { sameSearchUrl, savedSearchFor, searchUrlKey } from '../../../core/alerts/saved-searches/savedSearchMatch.ts';
import { guestSession, loggedIn, unknownSession } from '../../../core/session/SessionState.ts';
import { aCandidateProfile } from '../session/sessionWorld.ts';
import { aJobFilter } from './alertsWorld.ts';

describe('is this search saved', () => {
  it('compares path and query, not origin, hash or surrounding space', () => {
    expect(searchUrlKey(' https://jobboard.localhost:4203/job-offers/krakow?keyword=react#job-alerts ')).toBe('/job-offers/krakow?keyword=react');
    expect(sameSearchUrl('/job-offers/krakow?keyword=react', 'http://x.localhost/job-offers/krakow?keyword=react')).toBe(true);
    expect(sameSearchUrl('/job-offers/krakow?keyword=react', '/job-offers/krakow?keyword=vue')).toBe(false);
    expect(sameSearchUrl('/job-offers/krakow', '/job-offers/krakow?keyword=react')).toBe(false);
  });

  it('finds the saved search of the URL shown, or none', () => {
    const saved = [aJobFilter('a', { searchUrl: '/job-offers/all-locations?keyword=java' }), aJobFilter('b', { searchUrl: '/job-offers/krakow' })];
    expect(savedSearchFor(saved, '/job-offers/krakow#add-alert')?.id).toBe('b');
    expect(savedSearchFor(saved, '/job-offers/krakow?keyword=java')).toBeNull();
    expect(savedSearchFor([], '/job-offers/krakow')).toBeNull();
  });
});

describe('the help tooltip', () => {
  it.each([
    [null, false],
    ['true', true],
    ['false', false],
    ['{"corrupt', false],
    ['TRUE ', false],
  ])('stored %j reads as dismissed: %s', (stored, dismissed) => {
    expect(helpTooltipDismissed(stored)).toBe(dismissed);
  });

  it('stays dismissed for good once dismissed', () => {
    const store = new KeyValueStoreInMemory();
    const tooltip = new AlertsHelpTooltip(store);
    const seen: boolean[] = [];
    tooltip.visible$.subscribe((visible) => seen.push(visible));
    tooltip.dismiss();
    expect(seen).toEqual([true, false]);
    expect(store.get(HELP_TOOLTIP_DISMISSED_KEY)).toBe('true');
    let later = true;
    new AlertsHelpTooltip(store).visible$.subscribe((visible) => (later = visible));
    expect(later).toBe(false);
  });

  it('a corrupt flag shows it again', () => {
    let visible = false;
    new AlertsHelpTooltip(new KeyValueStoreInMemory({ [HELP_TOOLTIP_DISMISSED_KEY]: 'yes please' })).visible$.subscribe((value) => (visible = value));
    expect(visible).toBe(true);
  });
});

describe('the move prompt after login', () => {
  const candidate = { ...aCandidateProfile(), featureFlags: 0 };
  const session = loggedIn(candidate);

  it('is offered to a logged-in candidate with local searches who has not said "not now"', () => {
    expect(shouldOfferMove(session, 2, null)).toBe(true);
    expect(shouldOfferMove(session, 0, null)).toBe(false);
    expect(shouldOfferMove(guestSession, 2, null)).toBe(false);
    expect(shouldOfferMove(unknownSession, 2, null)).toBe(false);
    expect(shouldOfferMove(session, 2, candidate.id)).toBe(false);
    expect(shouldOfferMove(session, 2, 'someone-else')).toBe(true);
  });

  it('"not now" lasts for the session; a logout forgets it', () => {
    const tab = new KeyValueStoreInMemory();
    const offer = new MoveSearchesOffer(tab);
    offer.decline(candidate.id);
    expect(tab.get(MOVE_DECLINED_KEY)).toBe(candidate.id);
    expect(new MoveSearchesOffer(tab).offered(session, 3)).toBe(false);
    offer.forget();
    expect(offer.offered(session, 3)).toBe(true);
  });
});
