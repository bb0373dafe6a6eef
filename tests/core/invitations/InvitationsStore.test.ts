import { describe, expect, it } from 'vitest';
import { INVITATIONS_CACHE_MS, InvitationsStore, type InvitationsState } from '../../../core/invitations/InvitationsStore.ts';
import { pendingCount } from '../../../core/invitations/Invitation.ts';
import { USER_ID_COOKIE } from '../../../core/session/sessionCookies.ts';
import { guestSession, loggedIn } from '../../../core/session/SessionState.ts';
import { VirtualTime } from '../../support/virtualTime.ts';
import { anInvitation, invitationsWorld, twoReadersOfOneInvitation } from './invitationsWorld.ts';

const nothingKnown: InvitationsState = { candidateId: null, items: null, loading: false, failed: false, actionLoading: false };

/** Everything the store says, in order. */
function recorded(store: InvitationsStore) {
  const states: InvitationsState[] = [];
  store.state$.subscribe((state) => states.push(state));
  return states;
}

describe('the pending invitations count (the badge)', () => {
  it('counts only the invitations waiting for an answer', () => {
    const items = [
      anInvitation('c'),
      anInvitation('c', { status: 'accepted' }),
      anInvitation('c', { jobAdvertisementId: 'offer-2' }),
      anInvitation('c', { status: 'rejected' }),
    ];
    expect(pendingCount(items)).toBe(2);
    expect(pendingCount([anInvitation('c', { status: 'accepted' })])).toBe(0);
    expect(pendingCount([])).toBe(0);
  });

  it('is null until the list is known, then follows it', async () => {
    const w = invitationsWorld();
    const counts: (number | null)[] = [];
    w.list.pendingCount$.subscribe((count) => counts.push(count));
    expect(counts).toEqual([null]);
    w.world.invitations.push(anInvitation(w.candidate.id), anInvitation(w.candidate.id, { jobAdvertisementId: 'offer-2', status: 'rejected' }));
    await w.load.execute({ trigger: 'mount' });
    expect(counts).toEqual([null, 1]);
    w.world.invitations.push(anInvitation(w.candidate.id, { jobAdvertisementId: 'offer-3' }));
    await w.load.execute({ trigger: 'refetch' });
    expect(counts).toEqual([null, 1, 2]);
  });
});

describe('the invitations store and the session', () => {
  it('works without a session to follow', () => {
    const store = new InvitationsStore(new VirtualTime().scheduler);
    store.loaded('cand-1', [anInvitation('cand-1')]);
    expect(store.current.items).toHaveLength(1);
  });

  it('keeps the list when the same candidate’s session is emitted again (a refreshed token)', async () => {
    const w = invitationsWorld();
    w.world.invitations.push(anInvitation(w.candidate.id));
    await w.load.execute({ trigger: 'mount' });
    w.store.set(loggedIn({ ...w.candidate, featureFlags: 2, firstName: 'Alicja' }));
    expect(w.list.current.candidateId).toBe(w.candidate.id);
    expect(w.list.current.items).toHaveLength(1);
  });

  it('forgets the list when another candidate logs in', async () => {
    const w = invitationsWorld();
    w.world.invitations.push(anInvitation(w.candidate.id));
    await w.load.execute({ trigger: 'mount' });
    w.store.set(loggedIn({ ...w.candidate, id: 'cand-2', featureFlags: 2 }));
    expect(w.list.current).toEqual(nothingKnown);
  });

  it('says nothing while session changes come and no list is known', () => {
    const w = invitationsWorld();
    const states = recorded(w.list);
    w.store.set(guestSession);
    w.store.set(loggedIn({ ...w.candidate, featureFlags: 2 }));
    w.store.set(loggedIn({ ...w.candidate, id: 'cand-2', featureFlags: 2 }));
    expect(states).toEqual([nothingKnown]);
  });
});

describe('the invitations store’s states', () => {
  it('says loading while a fetch runs and keeps the list it had for the same candidate', async () => {
    const w = invitationsWorld();
    w.world.invitations.push(anInvitation(w.candidate.id));
    await w.load.execute({ trigger: 'mount' });
    const refetch = w.load.execute({ trigger: 'refetch' });
    expect(w.list.current).toMatchObject({ candidateId: w.candidate.id, loading: true });
    expect(w.list.current.items).toHaveLength(1);
    await refetch;
    expect(w.list.current).toMatchObject({ loading: false, failed: false });
  });

  it('starts another candidate’s list empty', () => {
    const store = new InvitationsStore(new VirtualTime().scheduler);
    store.loaded('cand-1', [anInvitation('cand-1')]);
    store.setActionLoading(true);
    store.loading('cand-2');
    expect(store.current).toEqual({ ...nothingKnown, candidateId: 'cand-2', loading: true });
  });

  it('marks a failed fetch, keeping the list last fetched; a later success clears the mark', async () => {
    const w = invitationsWorld();
    w.world.invitations.push(anInvitation(w.candidate.id));
    await w.load.execute({ trigger: 'mount' });
    // A 401 without the user-id cookie is returned as it is: the list call fails, the session stays.
    w.cookies.remove(USER_ID_COOKIE);
    w.gateway.expireToken();
    expect((await w.load.execute({ trigger: 'refetch' }))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(w.list.current).toMatchObject({ candidateId: w.candidate.id, loading: false, failed: true });
    expect(w.list.current.items).toHaveLength(1);
    w.bearer.set(w.gateway.issue(w.candidate.id));
    await w.load.execute({ trigger: 'refetch' });
    expect(w.list.current).toMatchObject({ loading: false, failed: false });
  });

  it('does not mark a failure of a fetch whose session ended meanwhile', async () => {
    const w = invitationsWorld();
    w.gateway.revokeRefresh();
    expect((await w.load.execute({ trigger: 'mount' })).isErr()).toBe(true);
    expect(w.store.current).toEqual(guestSession);
    expect(w.list.current).toEqual(nothingKnown);
  });

  it('tells readers of the action flag only when it changes', () => {
    const store = new InvitationsStore(new VirtualTime().scheduler);
    const states = recorded(store);
    store.setActionLoading(false);
    store.setActionLoading(true);
    store.setActionLoading(true);
    store.setActionLoading(false);
    expect(states.map((state) => state.actionLoading)).toEqual([false, true, false]);
  });
});

describe('the invitations cache (5 s after the last reader)', () => {
  it('counts a reader leaving twice once', async () => {
    const { w, first, second } = await twoReadersOfOneInvitation();
    first();
    first();
    await w.time.advance(INVITATIONS_CACHE_MS * 2);
    expect(w.list.current.items).toHaveLength(1);
    second();
    await w.time.advance(INVITATIONS_CACHE_MS);
    expect(w.list.current.items).toBeNull();
  });

  it('counts the 5 s from the last reader leaving, not from the first', async () => {
    const { w, first, second } = await twoReadersOfOneInvitation();
    first();
    await w.time.advance(INVITATIONS_CACHE_MS - 1000);
    second();
    await w.time.advance(INVITATIONS_CACHE_MS - 1);
    expect(w.list.current.items).toHaveLength(1);
    await w.time.advance(1);
    expect(w.list.current.items).toBeNull();
  });

  it('drops the list as not fetched, neither loading nor failed', async () => {
    const w = invitationsWorld();
    w.world.invitations.push(anInvitation(w.candidate.id));
    const reader = w.list.observe();
    await w.load.execute({ trigger: 'mount' });
    reader();
    await w.time.advance(INVITATIONS_CACHE_MS);
    expect(w.list.current).toEqual({ ...nothingKnown, candidateId: w.candidate.id });
  });
});
