import { describe, expect, it } from 'vitest';
import { INVITATIONS_CACHE_MS } from '../../../core/invitations/InvitationsStore.ts';
import { LIVE_FIRST_RETRY_MS } from '../../../core/invitations/InvitationsLive.ts';
import { PASSIVE_STATUS_CACHE_MS } from '../../../core/invitations/PassiveStatusStore.ts';
import { guestSession } from '../../../core/session/SessionState.ts';
import { settle } from '../../support/virtualTime.ts';
import { anInvitation, invitationsWorld, twoReadersOfOneInvitation } from './invitationsWorld.ts';

describe('the invitations list (engagement.md 7)', () => {
  it('runs only with a user id and the passiveCandidates flag', async () => {
    const w = invitationsWorld({ featureFlags: 0 });
    w.world.invitations.push(anInvitation(w.candidate.id));
    expect((await w.load.execute({ trigger: 'mount' }))._unsafeUnwrap()).toBeNull();
    expect(w.list.current.items).toBeNull();
    const flagged = invitationsWorld();
    flagged.world.invitations.push(anInvitation(flagged.candidate.id));
    expect((await flagged.load.execute({ trigger: 'mount' }))._unsafeUnwrap()).toHaveLength(1);
    expect(flagged.list.current.items).toHaveLength(1);
  });

  it('refetches on mount, and on focus only when enabled', async () => {
    const w = invitationsWorld();
    await w.load.execute({ trigger: 'mount' });
    w.world.invitations.push(anInvitation(w.candidate.id));
    await w.load.execute({ trigger: 'focus', refetchOnFocus: false });
    expect(w.list.current.items).toHaveLength(0);
    await w.load.execute({ trigger: 'focus' });
    expect(w.list.current.items).toHaveLength(1);
    w.world.invitations.push(anInvitation(w.candidate.id, { jobAdvertisementId: 'offer-2' }));
    await w.load.execute({ trigger: 'mount' });
    expect(w.list.current.items).toHaveLength(2);
  });

  it('keeps the list 5 s after the last reader leaves, on virtual time', async () => {
    const { w, first, second } = await twoReadersOfOneInvitation();
    first();
    await w.time.advance(INVITATIONS_CACHE_MS * 2);
    expect(w.list.current.items).toHaveLength(1);
    second();
    await w.time.advance(INVITATIONS_CACHE_MS - 1);
    expect(w.list.current.items).toHaveLength(1);
    const again = w.list.observe();
    await w.time.advance(INVITATIONS_CACHE_MS * 2);
    expect(w.list.current.items).toHaveLength(1);
    again();
    await w.time.advance(INVITATIONS_CACHE_MS);
    expect(w.list.current.items).toBeNull();
  });

  it('forgets the list when the session ends', async () => {
    const w = invitationsWorld();
    w.world.invitations.push(anInvitation(w.candidate.id));
    await w.load.execute({ trigger: 'mount' });
    expect(w.list.current.items).toHaveLength(1);
    w.store.set(guestSession);
    expect(w.list.current.items).toBeNull();
    expect((await w.load.execute({ trigger: 'mount' }))._unsafeUnwrap()).toBeNull();
  });
});

describe('accepting and rejecting (engagement.md 4 and 8)', () => {
  it('sets the action-loading flag, calls, refetches, clears the flag, then runs the follow-up callback', async () => {
    const w = invitationsWorld();
    const invitation = anInvitation(w.candidate.id);
    w.world.invitations.push(invitation);
    await w.load.execute({ trigger: 'mount' });
    const flags: boolean[] = [];
    w.list.state$.subscribe((state) => flags.push(state.actionLoading));
    const seenByCallback: unknown[] = [];
    const accepted = w.accept.execute({
      invitation,
      failureMessage: 'invitations.acceptFailed',
      onSuccess: () => seenByCallback.push({ status: w.list.current.items?.[0]?.status, loading: w.list.current.actionLoading }),
    });
    expect(w.list.current.actionLoading).toBe(true);
    expect((await accepted).isOk()).toBe(true);
    expect(seenByCallback).toEqual([{ status: 'accepted', loading: false }]);
    expect(flags.at(-1)).toBe(false);
    expect(w.list.current.items?.[0]?.conversationId).toEqual(expect.any(String));
    expect(w.snackbars.visible).toEqual([]);
  });

  it('on failure clears the flag, logs the failure and shows the caller’s error snackbar; no callback', async () => {
    const w = invitationsWorld();
    const invitation = anInvitation(w.candidate.id);
    w.world.invitations.push(invitation);
    w.invitations.failNext = { kind: 'http-failure', status: 500 };
    let called = false;
    const result = await w.reject.execute({ invitation, failureMessage: 'invitations.rejectFailed', onSuccess: () => (called = true) });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'http-failure', status: 500 });
    expect(w.list.current.actionLoading).toBe(false);
    expect(called).toBe(false);
    expect(w.log.entries).toEqual([expect.objectContaining({ message: 'invitation reject failed' })]);
    expect(w.snackbars.visible).toEqual([expect.objectContaining({ message: 'invitations.rejectFailed', variant: 'error' })]);
    expect(w.reporter.reported).toEqual([]);
  });

  it('fails an accept of an invitation already rejected', async () => {
    const w = invitationsWorld();
    const invitation = anInvitation(w.candidate.id);
    w.world.invitations.push(invitation);
    expect((await w.reject.execute({ invitation, failureMessage: 'x' })).isOk()).toBe(true);
    expect((await w.accept.execute({ invitation, failureMessage: 'invitations.acceptFailed' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invitation-already-answered',
    });
    expect(w.snackbars.visible[0]?.message).toBe('invitations.acceptFailed');
  });
});

describe('the passive-candidates status (platform.md 6 and 9)', () => {
  it('is read from the gateway at most once in 5 s', async () => {
    const w = invitationsWorld();
    expect((await w.loadStatus.execute())._unsafeUnwrap()).toEqual({ enabled: true, maintenance: false, optedIn: false });
    await w.time.advance(PASSIVE_STATUS_CACHE_MS - 1);
    await w.loadStatus.execute();
    expect(w.passive.statusCalls).toBe(1);
    await w.time.advance(1);
    await w.loadStatus.execute();
    expect(w.passive.statusCalls).toBe(2);
  });

  it('opts in, and refuses to while maintenance is on', async () => {
    const w = invitationsWorld();
    expect((await w.setOptIn.execute(true))._unsafeUnwrap().optedIn).toBe(true);
    expect((await w.loadStatus.execute())._unsafeUnwrap().optedIn).toBe(true);
    expect(w.passive.statusCalls).toBe(0);
    w.world.gate = { enabled: true, maintenance: true };
    expect((await w.setOptIn.execute(true))._unsafeUnwrapErr()).toEqual({ kind: 'passive-candidates-unavailable' });
  });
});

describe('the live invitations channel', () => {
  it('fetches the list again when the invitations change, and closes when the session ends', async () => {
    const w = invitationsWorld();
    const stop = w.live.start();
    expect(w.updates.open).toBe(1);
    w.world.invitations.push(anInvitation(w.candidate.id));
    w.world.invitationsChanged.next(w.candidate.id);
    await settle();
    expect(w.list.current.items).toHaveLength(1);
    w.store.set(guestSession);
    expect(w.updates.open).toBe(0);
    stop();
  });

  it('reopens a refused channel after 1 s, then fetches what it may have missed', async () => {
    const w = invitationsWorld();
    w.bearer.plant('not-a-token');
    const stop = w.live.start();
    expect(w.updates.open).toBe(0);
    w.bearer.set(w.gateway.issue(w.candidate.id));
    w.world.invitations.push(anInvitation(w.candidate.id));
    await w.time.advance(LIVE_FIRST_RETRY_MS - 1);
    expect(w.updates.open).toBe(0);
    await w.time.advance(1);
    expect(w.updates.open).toBe(1);
    await settle();
    expect(w.list.current.items).toHaveLength(1);
    stop();
    expect(w.updates.open).toBe(0);
  });
});
