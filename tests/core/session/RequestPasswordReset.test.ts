import { describe, expect, it } from 'vitest';
import { CandidateAuthenticationInMemory } from '../../../adapters/in-memory/session/CandidateAuthenticationInMemory.ts';
import { SessionTokensInMemory } from '../../../adapters/in-memory/session/SessionTokensInMemory.ts';
import { RequestPasswordReset } from '../../../core/session/RequestPasswordReset.ts';
import { aCandidateProfile } from './sessionWorld.ts';

function world(options: { resetsPerAddress?: number } = {}) {
  const tokens = new SessionTokensInMemory({ candidate: null, bearer: () => null });
  const authentication = new CandidateAuthenticationInMemory({ issue: (id) => tokens.issue(id), ...options });
  const candidate = aCandidateProfile();
  authentication.addAccount(candidate.email, 'the old password', candidate);
  return { authentication, candidate, requestReset: new RequestPasswordReset(authentication) };
}

describe('RequestPasswordReset', () => {
  it('mails the account a link whose code sets a new password, in the language asked for', async () => {
    const w = world();
    expect((await w.requestReset.execute({ email: '  ALA@example.com ', language: 'en' }))._unsafeUnwrap()).toBeUndefined();
    expect(w.authentication.calls).toEqual([{ call: 'forgot-password', body: { email: 'ALA@example.com', language: 'en' } }]);
    const [link] = w.authentication.sentLinks;
    expect(link).toMatchObject({ to: w.candidate.email, candidateId: w.candidate.id });
    expect((await w.authentication.setPassword({ candidateId: link!.candidateId, code: link!.code, password: 'a brand new password' })).isOk()).toBe(
      true,
    );
    expect((await w.authentication.login({ email: w.candidate.email, password: 'a brand new password' })).isOk()).toBe(true);
  });

  it('succeeds alike for an address without an account, and mails nothing', async () => {
    const w = world();
    const known = await w.requestReset.execute({ email: w.candidate.email, language: 'pl' });
    const unknown = await w.requestReset.execute({ email: 'nobody@example.com', language: 'pl' });
    expect(unknown.isOk()).toBe(true);
    expect(unknown._unsafeUnwrap()).toEqual(known._unsafeUnwrap());
    expect(w.authentication.sentLinks.map((link) => link.to)).toEqual([w.candidate.email]);
  });

  it('refuses what is not an e-mail address with invalid-input, without a call', async () => {
    const w = world();
    for (const email of ['', '   ', 'ala', 'ala@example', `${'a'.repeat(250)}@example.com`]) {
      expect((await w.requestReset.execute({ email, language: 'en' }))._unsafeUnwrapErr(), email).toEqual({ kind: 'invalid-input' });
    }
    expect(w.authentication.calls).toEqual([]);
  });

  it('passes on the limit and the transport’s failures as they are', async () => {
    const w = world({ resetsPerAddress: 1 });
    expect((await w.requestReset.execute({ email: w.candidate.email, language: 'en' })).isOk()).toBe(true);
    expect((await w.requestReset.execute({ email: w.candidate.email, language: 'en' }))._unsafeUnwrapErr()).toEqual({ kind: 'too-many-attempts' });
    w.authentication.failNext({ kind: 'network-failure', message: 'offline' });
    expect((await w.requestReset.execute({ email: 'other@example.com', language: 'en' }))._unsafeUnwrapErr()).toEqual({
      kind: 'network-failure',
      message: 'offline',
    });
    expect(w.authentication.sentLinks).toHaveLength(1);
  });
});
