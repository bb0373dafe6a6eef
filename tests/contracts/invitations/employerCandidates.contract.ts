import { describe, expect, it } from 'vitest';
import type { EmployerCandidates } from '../../../core/invitations/panel/EmployerCandidates.ts';

export interface EmployerCandidatesSubject {
  readonly candidates: EmployerCandidates;
  /** A published offer of the employer's company. */
  readonly offerId: string;
  /** Fits the offer (75 % or more) and opted in. */
  readonly visibleId: string;
  /** Fits, but did not opt in. */
  readonly hiddenId: string;
  /** Another company's offer. */
  readonly otherOfferId: string;
}

/** One contract for the panel's candidate calls, run against every adapter. */
export function employerCandidatesContract(
  name: string,
  world: { fresh(): Promise<EmployerCandidatesSubject>; withoutSession(): Promise<EmployerCandidates> },
) {
  describe(name, () => {
    it('searches: the fitting opted-in candidate is visible, the other is a placeholder with nothing of theirs', async () => {
      const s = await world.fresh();
      expect((await s.candidates.offers())._unsafeUnwrap().map((offer) => offer.id)).toContain(s.offerId);
      const page = (await s.candidates.search(s.offerId, 1, 100))._unsafeUnwrap();
      expect(page.threshold).toBe(75);
      const visible = page.items.find((item) => item.visibility === 'visible' && item.candidateId === s.visibleId);
      expect(visible).toMatchObject({ visibility: 'visible', invitation: null });
      expect(page.items.some((item) => item.visibility === 'hidden')).toBe(true);
      expect(JSON.stringify(page)).not.toContain(s.hiddenId);
      expect((await s.candidates.details(s.hiddenId, s.offerId, 'en'))._unsafeUnwrap()).toEqual({ visibility: 'hidden' });
      const details = (await s.candidates.details(s.visibleId, s.offerId, 'en'))._unsafeUnwrap();
      expect(details.visibility === 'visible' && details.candidateId).toBe(s.visibleId);
    });

    it('invites once; a hidden candidate cannot be invited; the sent list shows it', async () => {
      const s = await world.fresh();
      const sent = (await s.candidates.invite(s.visibleId, s.offerId))._unsafeUnwrap();
      expect(sent).toMatchObject({ candidateId: s.visibleId, jobAdvertisementId: s.offerId, status: 'pending' });
      expect((await s.candidates.invite(s.visibleId, s.offerId))._unsafeUnwrapErr()).toEqual({ kind: 'already-invited' });
      expect((await s.candidates.invite(s.hiddenId, s.offerId))._unsafeUnwrapErr()).toEqual({ kind: 'candidate-not-matched' });
      expect((await s.candidates.sent(s.offerId))._unsafeUnwrap().map((item) => item.candidateId)).toEqual([s.visibleId]);
      const page = (await s.candidates.search(s.offerId, 1, 100))._unsafeUnwrap();
      expect(page.items.find((item) => item.visibility === 'visible' && item.candidateId === s.visibleId)).toMatchObject({ invitation: 'pending' });
    });

    it('refuses another company’s offer, a CV that is not there, and calls without a session', async () => {
      const s = await world.fresh();
      expect((await s.candidates.search(s.otherOfferId, 1, 20))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      expect((await s.candidates.cv(s.visibleId))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      const guest = await world.withoutSession();
      expect((await guest.offers())._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    });
  });
}
