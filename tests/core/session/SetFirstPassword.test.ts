import { describe, expect, it } from 'vitest';
import { CandidateAuthenticationInMemory } from '../../../adapters/in-memory/session/CandidateAuthenticationInMemory.ts';
import { FavouritesStore } from '../../../core/favourites/FavouritesStore.ts';
import { LogIn } from '../../../core/session/LogIn.ts';
import { isLoggedIn } from '../../../core/session/SessionState.ts';
import { SetFirstPassword } from '../../../core/session/SetFirstPassword.ts';
import { sessionWorld } from './sessionWorld.ts';

const CODE = 'c'.repeat(43);

function world() {
  const session = sessionWorld({ userIdCookie: false, bearer: 'none' });
  session.store.set({ status: 'guest' });
  const favouritesStore = new FavouritesStore(session.time.scheduler, session.store.state$);
  const authentication = new CandidateAuthenticationInMemory({ issue: (id) => session.gateway.issue(id) });
  authentication.addPasswordlessAccount('ala@example.com', CODE, session.candidate);
  return {
    ...session,
    authentication,
    setPassword: new SetFirstPassword(authentication, session.bearer, session.store, favouritesStore),
    logIn: new LogIn(authentication, session.bearer, session.store, favouritesStore),
  };
}

describe('SetFirstPassword', () => {
  it('sets the password with the link’s code and logs the candidate in; the password then logs in', async () => {
    const w = world();
    const result = await w.setPassword.execute({ candidateId: w.candidate.id, code: ` ${CODE} `, password: 'a long enough password' });
    expect(result.isOk()).toBe(true);
    expect(w.bearer.get()).not.toBeNull();
    expect(isLoggedIn(w.store.current) && w.store.current.candidate.id).toBe(w.candidate.id);
    expect((await w.logIn.execute({ email: 'ala@example.com', password: 'a long enough password' })).isOk()).toBe(true);
  });

  it('a used, wrong or incomplete link says invalid-code; a used one is refused by the gateway, an incomplete one without a call', async () => {
    const w = world();
    await w.setPassword.execute({ candidateId: w.candidate.id, code: CODE, password: 'a long enough password' });
    expect((await w.setPassword.execute({ candidateId: w.candidate.id, code: CODE, password: 'another long password' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-code',
    });
    const calls = w.authentication.calls.length;
    for (const [candidateId, code] of [
      ['', CODE],
      [w.candidate.id, '  '],
    ]) {
      expect(
        (await w.setPassword.execute({ candidateId: candidateId!, code: code!, password: 'a long enough password' }))._unsafeUnwrapErr(),
      ).toEqual({ kind: 'invalid-code' });
    }
    expect(w.authentication.calls.length).toBe(calls);
  });

  it('a password that breaks the rules fails with invalid-input before any call, and stays a guest', async () => {
    const w = world();
    expect((await w.setPassword.execute({ candidateId: w.candidate.id, code: CODE, password: 'short' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
    });
    expect(w.authentication.calls).toEqual([]);
    expect(w.store.current).toEqual({ status: 'guest' });
  });
});

describe('SetFirstPassword, the link’s parts', () => {
  it('trims the candidate id and the code the link carried', async () => {
    const w = world();
    const result = await w.setPassword.execute({ candidateId: ` ${w.candidate.id} `, code: ` ${CODE}\n`, password: 'a long enough password' });
    expect(result.isOk()).toBe(true);
    expect(w.authentication.calls.map((call) => call.body)).toEqual([
      { candidateId: w.candidate.id, code: CODE, password: 'a long enough password' },
    ]);
  });
});
