// @ts-nocheck
import { describe, expect, it } from 'vitest';
import type { CandidateProfiles } from '../../../core/session/CandidateProfiles.ts';
import type { SessionTokens } from '../../../core/session/SessionTokens.ts';
import { readTokenClaims } from '../../../core/session/tokenClaims.ts';

/**
 * What SessionTokens and CandidateProfiles adapters promise together. `loggedIn` gives a client whose
 * refresh cookie belongs to a candidate with the passiveCandidates flag (2); `useBearer` is what the
 * composition does with a refreshed token (the bearer header of later calls).
 */
export interface SessionWorld {
  readonly loggedIn: () => Promise<{
    readonly tokens: SessionTokens;
    readonly profiles: CandidateProfiles;
    readonly candidateId: string;
    readonly useBearer: (token: string | null) => void;
  }>;
  readonly loggedOut: () => Promise<SessionTokens>;
}

export function sessionTokensContract(adapter: string, world: SessionWorld): void {
  describe(`SessionTokens and CandidateProfiles contract: ${adapter}`, () => {
    it('refreshes into a bearer token whose claims name the candidate and the feature flags', async () => {
      const { tokens, candidateId } = await world.loggedIn();
      const session = (await tokens.refresh())._unsafeUnwrap();
      expect(session.candidate.id).toBe(candidateId);
      expect(session.candidate.featureFlags).toBe(2);
      expect(session.candidate.unreadMessages).toEqual({ chatsCount: expect.any(Number), conversationRequestsCount: expect.any(Number) });
      expect(readTokenClaims(session.token)).toMatchObject({ subject: candidateId, featureFlags: 2 });
    });

    it('gives the profile with the refreshed bearer, not-found for another id, unauthorized without one', async () => {
      const { tokens, profiles, candidateId, useBearer } = await world.loggedIn();
      useBearer((await tokens.refresh())._unsafeUnwrap().token);
      expect((await profiles.profile(candidateId))._unsafeUnwrap()).toMatchObject({ id: candidateId });
      expect((await profiles.profile('00000000-0000-4000-8000-000000000000'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      useBearer(null);
      expect((await profiles.profile(candidateId))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    });

    it('ends the session on logout: the next refresh is unauthorized', async () => {
      const { tokens } = await world.loggedIn();
      (await tokens.logout())._unsafeUnwrap();
      expect((await tokens.refresh())._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    });

    it('answers unauthorized to a refresh without a session, and logs out without one all the same', async () => {
      const tokens = await world.loggedOut();
      expect((await tokens.refresh())._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
      expect((await tokens.logout()).isOk()).toBe(true);
    });
  });
}
