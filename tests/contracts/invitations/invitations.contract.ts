import { describe, expect, it } from 'vitest';
import type { InvitationIds } from '../../../core/invitations/Invitation.ts';
import type { Invitations } from '../../../core/invitations/Invitations.ts';
import type { PassiveCandidates } from '../../../core/invitations/PassiveCandidates.ts';

export interface InvitationsSubject {
  readonly invitations: Invitations;
  readonly passive: PassiveCandidates;
  readonly candidateId: string;
  /** A company invites the candidate (who fits and opted in); the answer's identifiers. */
  invite(): Promise<InvitationIds>;
  setMaintenance(on: boolean): Promise<void>;
}

/** One contract for the candidate's invitation and status ports, run against every adapter. */
export function invitationsContract(
  name: string,
  world: { fresh(): Promise<InvitationsSubject>; withoutSession(): Promise<{ invitations: Invitations; passive: PassiveCandidates }> },
) {
  describe(name, () => {
    it('lists invitations newest first; accepting opens a conversation, and a rejection afterwards is refused', async () => {
      const s = await world.fresh();
      expect((await s.invitations.list(s.candidateId))._unsafeUnwrap()).toEqual([]);
      const ids = await s.invite();
      const [pending] = (await s.invitations.list(s.candidateId))._unsafeUnwrap();
      expect(pending).toMatchObject({
        companyId: ids.companyId,
        jobAdvertisementId: ids.jobAdvertisementId,
        status: 'pending',
        conversationId: null,
      });
      expect((await s.invitations.accept(ids)).isOk()).toBe(true);
      expect((await s.invitations.accept(ids)).isOk()).toBe(true);
      const [accepted] = (await s.invitations.list(s.candidateId))._unsafeUnwrap();
      expect(accepted?.status).toBe('accepted');
      expect(accepted?.conversationId).toEqual(expect.any(String));
      expect((await s.invitations.reject(ids))._unsafeUnwrapErr()).toEqual({ kind: 'invitation-already-answered' });
      expect((await s.passive.stats(s.candidateId))._unsafeUnwrap()).toEqual({ total: 1 });
    });

    it('rejects; an unknown invitation is not found; accepting is refused while paused', async () => {
      const s = await world.fresh();
      const ids = await s.invite();
      expect((await s.invitations.reject({ ...ids, jobAdvertisementId: '00000000-0000-4000-8000-0000000000ff' }))._unsafeUnwrapErr()).toEqual({
        kind: 'not-found',
      });
      const second = await s.invite();
      await s.setMaintenance(true);
      try {
        expect((await s.invitations.accept(second))._unsafeUnwrapErr()).toEqual({ kind: 'passive-candidates-unavailable' });
      } finally {
        await s.setMaintenance(false);
      }
      expect((await s.invitations.reject(ids)).isOk()).toBe(true);
      expect(
        (await s.invitations.list(s.candidateId))
          ._unsafeUnwrap()
          .map((invitation) => invitation.status)
          .sort(),
      ).toEqual(['pending', 'rejected']);
    });

    it('reports and changes the opt-in; opting in is refused while paused', async () => {
      const s = await world.fresh();
      expect((await s.passive.setOptIn(s.candidateId, false))._unsafeUnwrap()).toEqual({ enabled: true, maintenance: false, optedIn: false });
      expect((await s.passive.setOptIn(s.candidateId, true))._unsafeUnwrap().optedIn).toBe(true);
      expect((await s.passive.status(s.candidateId))._unsafeUnwrap()).toEqual({ enabled: true, maintenance: false, optedIn: true });
      await s.setMaintenance(true);
      try {
        expect((await s.passive.setOptIn(s.candidateId, true))._unsafeUnwrapErr()).toEqual({ kind: 'passive-candidates-unavailable' });
        expect((await s.passive.status(s.candidateId))._unsafeUnwrap().maintenance).toBe(true);
      } finally {
        await s.setMaintenance(false);
      }
    });

    it('answers unauthorized without a session', async () => {
      const s = await world.withoutSession();
      const id = '00000000-0000-4000-8000-000000000001';
      expect((await s.invitations.list(id))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
      expect((await s.invitations.accept({ candidateId: id, companyId: 1, jobAdvertisementId: id }))._unsafeUnwrapErr()).toEqual({
        kind: 'unauthorized',
      });
      expect((await s.passive.status(id))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    });
  });
}
