import { errAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { AcceptInvitation } from '../../../core/invitations/AcceptInvitation.ts';
import type { Invitation } from '../../../core/invitations/Invitation.ts';
import type { Invitations } from '../../../core/invitations/Invitations.ts';
import { invitationsUser } from '../../../core/invitations/invitationsEnabled.ts';
import { LoadInvitations } from '../../../core/invitations/LoadInvitations.ts';
import { guestSession, loggedIn } from '../../../core/session/SessionState.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { anInvitation, invitationsWorld } from './invitationsWorld.ts';

describe('who the invitation queries run for (engagement.md 6)', () => {
  it('needs a logged-in candidate with an id and the passiveCandidates flag', () => {
    const w = invitationsWorld();
    expect(invitationsUser(loggedIn({ ...w.candidate, featureFlags: 2 }))).toBe(w.candidate.id);
    expect(invitationsUser(loggedIn({ ...w.candidate, featureFlags: 0 }))).toBeNull();
    expect(invitationsUser(loggedIn({ ...w.candidate, id: '', featureFlags: 2 }))).toBeNull();
    expect(invitationsUser(guestSession)).toBeNull();
  });

  it('makes no call for a candidate without an id', async () => {
    const w = invitationsWorld();
    w.store.set(loggedIn({ ...w.candidate, id: '', featureFlags: 2 }));
    expect((await w.load.execute({ trigger: 'mount' }))._unsafeUnwrap()).toBeNull();
    expect(w.list.current.candidateId).toBeNull();
  });
});

describe('fetching the invitations list', () => {
  it('refetches on mount and on a refetch even when the focus switch is off', async () => {
    const w = invitationsWorld();
    await w.load.execute({ trigger: 'mount' });
    w.world.invitations.push(anInvitation(w.candidate.id));
    expect((await w.load.execute({ trigger: 'mount', refetchOnFocus: false }))._unsafeUnwrap()).toHaveLength(1);
    w.world.invitations.push(anInvitation(w.candidate.id, { jobAdvertisementId: 'offer-2' }));
    expect((await w.load.execute({ trigger: 'refetch', refetchOnFocus: false }))._unsafeUnwrap()).toHaveLength(2);
    expect(w.list.current.items).toHaveLength(2);
  });

  it('answers a focus with the switch off from the list as known', async () => {
    const w = invitationsWorld();
    w.world.invitations.push(anInvitation(w.candidate.id));
    await w.load.execute({ trigger: 'mount' });
    w.world.invitations.push(anInvitation(w.candidate.id, { jobAdvertisementId: 'offer-2' }));
    expect((await w.load.execute({ trigger: 'focus', refetchOnFocus: false }))._unsafeUnwrap()).toHaveLength(1);
  });

  it('shares one fetch among concurrent calls, and fetches anew once it is over', async () => {
    const w = invitationsWorld();
    const first = w.load.execute({ trigger: 'mount' });
    w.world.invitations.push(anInvitation(w.candidate.id));
    const second = w.load.execute({ trigger: 'focus' });
    expect((await first)._unsafeUnwrap()).toHaveLength(0);
    expect((await second)._unsafeUnwrap()).toHaveLength(0);
    expect((await w.load.execute({ trigger: 'focus' }))._unsafeUnwrap()).toHaveLength(1);
  });

  it('returns the list’s failure', async () => {
    const w = invitationsWorld();
    w.gateway.revokeRefresh();
    expect((await w.load.execute({ trigger: 'mount' }))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
  });

  it('does not keep a list that arrives after the candidate logged out', async () => {
    const w = invitationsWorld();
    w.world.invitations.push(anInvitation(w.candidate.id));
    const pending = w.load.execute({ trigger: 'mount' });
    w.store.set(guestSession);
    await pending;
    expect(w.list.current.items).toBeNull();
    expect(w.list.current.candidateId).toBeNull();
  });

  it('does not show another candidate a list fetched for the one before', async () => {
    const w = invitationsWorld();
    w.world.invitations.push(anInvitation(w.candidate.id));
    const pending = w.load.execute({ trigger: 'mount' });
    w.store.set(loggedIn({ ...w.candidate, id: 'cand-2', featureFlags: 2 }));
    await pending;
    expect(w.list.current.items).toBeNull();
  });
});

/** The fake's invitations, with a list call that can be made to fail. */
function flakyList(inner: Invitations) {
  const flaky = {
    failure: null as GatewayFailure | null,
    list: (candidateId: string): ResultAsync<readonly Invitation[], GatewayFailure> =>
      flaky.failure ? errAsync(flaky.failure) : inner.list(candidateId),
    accept: (ids: Parameters<Invitations['accept']>[0]) => inner.accept(ids),
    reject: (ids: Parameters<Invitations['reject']>[0]) => inner.reject(ids),
  };
  return flaky;
}

describe('answering an invitation', () => {
  it('succeeds when the call did, even if fetching the list again fails', async () => {
    const w = invitationsWorld();
    const invitation = anInvitation(w.candidate.id);
    w.world.invitations.push(invitation);
    const invitations = flakyList(w.invitations);
    const load = new LoadInvitations(invitations, w.coordinator, w.store, w.list);
    const accept = new AcceptInvitation(invitations, {
      coordinator: w.coordinator,
      session: w.store,
      store: w.list,
      load,
      snackbars: w.snackbars,
      log: w.log,
    });
    await load.execute({ trigger: 'mount' });
    invitations.failure = { kind: 'network-failure', message: 'offline' };
    let followedUp = false;
    const result = await accept.execute({ invitation, failureMessage: 'invitations.acceptFailed', onSuccess: () => (followedUp = true) });
    expect(result.isOk()).toBe(true);
    expect(followedUp).toBe(true);
    expect(w.list.current).toMatchObject({ actionLoading: false, failed: true });
    expect(w.world.invitations[0]?.status).toBe('accepted');
    expect(w.snackbars.visible).toEqual([]);
  });

  it('without the passiveCandidates flag fails as unauthorized without a call', async () => {
    const w = invitationsWorld({ featureFlags: 0 });
    const invitation = anInvitation(w.candidate.id);
    w.world.invitations.push(invitation);
    let followedUp = false;
    const result = await w.accept.execute({ invitation, failureMessage: 'invitations.acceptFailed', onSuccess: () => (followedUp = true) });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(w.world.invitations[0]?.status).toBe('pending');
    expect(followedUp).toBe(false);
    expect(w.list.current.actionLoading).toBe(false);
    expect(w.snackbars.visible).toEqual([expect.objectContaining({ message: 'invitations.acceptFailed', variant: 'error' })]);
  });

  it('logs what failed with the invitation’s company and offer, and names the snackbar after the answer', async () => {
    const w = invitationsWorld();
    const invitation = anInvitation(w.candidate.id, { companyId: 9, jobAdvertisementId: 'offer-9' });
    w.world.invitations.push(invitation);
    w.invitations.failNext = { kind: 'http-failure', status: 500 };
    await w.accept.execute({ invitation, failureMessage: 'invitations.acceptFailed' });
    w.invitations.failNext = { kind: 'passive-candidates-unavailable' };
    await w.reject.execute({ invitation, failureMessage: 'invitations.rejectFailed' });
    expect(w.log.entries.map((entry) => entry.context)).toEqual([
      { failure: { kind: 'http-failure', status: 500 }, companyId: 9, jobAdvertisementId: 'offer-9' },
      { failure: { kind: 'passive-candidates-unavailable' }, companyId: 9, jobAdvertisementId: 'offer-9' },
    ]);
    expect(w.snackbars.visible.map((snackbar) => snackbar.testId)).toEqual(['invitation-accept-failed', 'invitation-reject-failed']);
  });
});
