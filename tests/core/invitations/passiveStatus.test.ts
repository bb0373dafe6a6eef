import { describe, expect, it } from 'vitest';
import type { PassiveStatus } from '../../../core/invitations/Invitation.ts';
import { LoadInvitationStats } from '../../../core/invitations/LoadInvitationStats.ts';
import { isPassiveOpen, PASSIVE_STATUS_CACHE_MS, PassiveStatusStore } from '../../../core/invitations/PassiveStatusStore.ts';
import { guestSession, loggedIn } from '../../../core/session/SessionState.ts';
import { VirtualTime } from '../../support/virtualTime.ts';
import { anInvitation, invitationsWorld } from './invitationsWorld.ts';

const open: PassiveStatus = { enabled: true, maintenance: false, optedIn: true };

/** Every status the store says, in order. */
function statuses(store: PassiveStatusStore) {
  const seen: (PassiveStatus | null)[] = [];
  store.status$.subscribe((status) => seen.push(status));
  return seen;
}

describe('whether invitations and chats work now', () => {
  it('needs a known status, the feature on and no maintenance', () => {
    expect(isPassiveOpen(open)).toBe(true);
    expect(isPassiveOpen({ ...open, optedIn: false })).toBe(true);
    expect(isPassiveOpen(null)).toBe(false);
    expect(isPassiveOpen({ ...open, enabled: false })).toBe(false);
    expect(isPassiveOpen({ ...open, maintenance: true })).toBe(false);
    expect(isPassiveOpen({ ...open, enabled: false, maintenance: true })).toBe(false);
  });
});

describe('the passive-candidates status store', () => {
  it('works without a session to follow, and answers only for the candidate it was fetched for', () => {
    const store = new PassiveStatusStore(new VirtualTime().scheduler);
    store.set('cand-1', open);
    expect(store.fresh('cand-1')).toEqual(open);
    expect(store.fresh('cand-2')).toBeNull();
  });

  it('is fresh for 5 s from the fetch, whenever the fetch happened', async () => {
    const time = new VirtualTime();
    const store = new PassiveStatusStore(time.scheduler);
    await time.advance(60_000);
    store.set('cand-1', open);
    await time.advance(PASSIVE_STATUS_CACHE_MS - 1);
    expect(store.fresh('cand-1')).toEqual(open);
    await time.advance(1);
    expect(store.fresh('cand-1')).toBeNull();
  });

  it('keeps the status when the same candidate’s session is emitted again', async () => {
    const w = invitationsWorld();
    const seen = statuses(w.statusStore);
    await w.loadStatus.execute();
    w.store.set(loggedIn({ ...w.candidate, featureFlags: 2, firstName: 'Alicja' }));
    await w.loadStatus.execute();
    expect(w.passive.statusCalls).toBe(1);
    expect(seen).toEqual([null, { enabled: true, maintenance: false, optedIn: false }]);
  });

  it('forgets the status when the session ends', async () => {
    const w = invitationsWorld();
    const seen = statuses(w.statusStore);
    await w.loadStatus.execute();
    w.store.set(guestSession);
    expect(seen.at(-1)).toBeNull();
    w.store.set(loggedIn({ ...w.candidate, featureFlags: 2 }));
    await w.loadStatus.execute();
    expect(w.passive.statusCalls).toBe(2);
  });

  it('forgets the status when another candidate logs in', async () => {
    const w = invitationsWorld();
    const seen = statuses(w.statusStore);
    await w.loadStatus.execute();
    w.store.set(loggedIn({ ...w.candidate, id: 'cand-2', featureFlags: 2 }));
    expect(seen.at(-1)).toBeNull();
    w.store.set(loggedIn({ ...w.candidate, featureFlags: 2 }));
    await w.loadStatus.execute();
    expect(w.passive.statusCalls).toBe(2);
  });
});

describe('reading the passive-candidates status', () => {
  it('is unauthorized for a guest, without a call', async () => {
    const w = invitationsWorld();
    w.store.set(guestSession);
    expect((await w.loadStatus.execute())._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(w.passive.statusCalls).toBe(0);
  });

  it('shares one call among concurrent reads', async () => {
    const w = invitationsWorld();
    const reads = await Promise.all([w.loadStatus.execute(), w.loadStatus.execute(), w.loadStatus.execute()]);
    expect(reads.map((read) => read._unsafeUnwrap().enabled)).toEqual([true, true, true]);
    expect(w.passive.statusCalls).toBe(1);
  });
});

describe('opting in and out', () => {
  it('is unauthorized for a guest, without a call', async () => {
    const w = invitationsWorld();
    w.store.set(guestSession);
    expect((await w.setOptIn.execute(true))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(w.world.optedIn.get(w.candidate.id)).toBeUndefined();
  });
});

describe('the invitation stats', () => {
  it('count every invitation the candidate received', async () => {
    const w = invitationsWorld();
    const stats = new LoadInvitationStats(w.passive, w.coordinator, w.store);
    w.world.invitations.push(
      anInvitation(w.candidate.id),
      anInvitation(w.candidate.id, { jobAdvertisementId: 'offer-2', status: 'rejected' }),
      anInvitation('someone-else'),
    );
    expect((await stats.execute())._unsafeUnwrap()).toEqual({ total: 2 });
  });

  it('are unauthorized for a guest', async () => {
    const w = invitationsWorld();
    const stats = new LoadInvitationStats(w.passive, w.coordinator, w.store);
    w.store.set(guestSession);
    expect((await stats.execute())._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
  });
});
