import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../../core/applications/ApplicationHistory.ts';
import { ApplicationHistoryStore } from '../../../core/applications/ApplicationHistoryStore.ts';
import { guestSession, loggedIn, type SessionState } from '../../../core/session/SessionState.ts';
import { aCandidateProfile } from '../session/sessionWorld.ts';

const anItem = (offerId: string, patch: Partial<HistoryItem> = {}): HistoryItem => ({
  redirectId: `r-${offerId}`,
  jobAdvertisementId: offerId,
  offerSlug: `slug-${offerId}`,
  offerTitle: 'Engineer',
  companyName: 'Acme',
  source: 'external',
  isConfirmed: false,
  status: null,
  appliedAt: '2026-11-20T09:00:00.000Z',
  confirmedAt: null,
  statusChangedAt: null,
  cvFileName: null,
  ...patch,
});

/** Every value an observable emits, synchronously. */
function emissions<T>(subscribe: (next: (value: T) => void) => void): T[] {
  const seen: T[] = [];
  subscribe((value) => seen.push(value));
  return seen;
}

describe('ApplicationHistoryStore', () => {
  it('starts knowing nothing: no item, not applied, no count', () => {
    const store = new ApplicationHistoryStore();
    expect(store.current.byOffer.size).toBe(0);
    expect(store.current.count).toBeNull();
  });

  it('says applied only for a confirmed item, and emits only when that changes', () => {
    const store = new ApplicationHistoryStore();
    const applied = emissions<boolean>((next) => store.isAppliedTo$('o1').subscribe(next));
    store.put(anItem('o1'));
    store.put(anItem('o2', { isConfirmed: true }));
    store.put(anItem('o1', { isConfirmed: true }));
    store.put(anItem('o1', { isConfirmed: true, status: 'interview' }));
    expect(applied).toEqual([false, true]);
  });

  it('emits an offer’s item when it changes and null once it is gone', () => {
    const store = new ApplicationHistoryStore();
    const items = emissions<HistoryItem | null>((next) => store.item$('o1').subscribe(next));
    const clicked = anItem('o1');
    store.put(clicked);
    store.put(anItem('o9'));
    store.remove(clicked.redirectId);
    expect(items).toEqual([null, clicked, null]);
  });

  it('counts a new offer once and a known one not again, and leaves an unknown count unknown', () => {
    const store = new ApplicationHistoryStore();
    store.put(anItem('o1'));
    expect(store.current.count).toBeNull();
    store.setCount(3);
    store.put(anItem('o2'));
    store.put(anItem('o2', { isConfirmed: true }));
    expect(store.current.count).toBe(4);
  });

  it('takes an item out by its redirect id, never below zero, and ignores an unknown id', () => {
    const store = new ApplicationHistoryStore();
    store.put(anItem('o1'));
    store.setCount(0);
    const before = store.current;
    store.remove('r-unknown');
    expect(store.current).toBe(before);
    store.remove('r-o1');
    expect(store.current.byOffer.has('o1')).toBe(false);
    expect(store.current.count).toBe(0);

    store.put(anItem('o2'));
    store.setCount(5);
    store.remove('r-o2');
    expect(store.current.count).toBe(4);
  });

  it('keeps an unknown count unknown when an item goes', () => {
    const store = new ApplicationHistoryStore();
    store.put(anItem('o1'));
    store.remove('r-o1');
    expect(store.current.count).toBeNull();
  });

  it('records a status load: each queried offer has exactly what was found, other offers stay', () => {
    const store = new ApplicationHistoryStore();
    store.put(anItem('o1', { isConfirmed: true }));
    store.put(anItem('o2', { isConfirmed: true }));
    store.put(anItem('o3', { isConfirmed: true }));
    store.setStatuses(['o1', 'o2', 'o4'], [anItem('o2', { isConfirmed: true, status: 'offer' }), anItem('o4')]);
    expect([...store.current.byOffer.keys()].sort()).toEqual(['o2', 'o3', 'o4']);
    expect(store.current.byOffer.get('o2')?.status).toBe('offer');
  });

  it('never changes a state it gave out (each change is a new state)', () => {
    const store = new ApplicationHistoryStore();
    const first = store.current;
    store.put(anItem('o1'));
    expect(first.byOffer.size).toBe(0);
    const second = store.current;
    store.setStatuses(['o1'], []);
    expect(second.byOffer.has('o1')).toBe(true);
  });

  it('forgets everything when the session stops being logged in, and emits nothing when already empty', () => {
    const session = new BehaviorSubject<SessionState>(loggedIn({ ...aCandidateProfile(), featureFlags: 0 }));
    const store = new ApplicationHistoryStore(session);
    const states = emissions((next) => store.state$.subscribe(next));
    store.put(anItem('o1', { isConfirmed: true }));
    store.setCount(1);
    session.next(loggedIn({ ...aCandidateProfile(), featureFlags: 1 }));
    expect(store.current.count).toBe(1);
    session.next(guestSession);
    expect(store.current.byOffer.size).toBe(0);
    expect(store.current.count).toBeNull();
    const emitted = states.length;
    session.next({ status: 'unknown' });
    store.reset();
    expect(states.length).toBe(emitted);
  });
});
