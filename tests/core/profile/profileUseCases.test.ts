import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { USER_ID_COOKIE } from '../../../core/session/sessionCookies.ts';
import { aWorkEntry, anOfferToMatch, fittingPreferences, TINY_PNG } from './profileBuilders.ts';
import { PASSWORD, profileWorld } from './profileWorld.ts';

describe('profile use cases', () => {
  it('load the whole candidate into the store; a guest is asked to log in without a call', async () => {
    const world = profileWorld();
    const loaded = (await world.loadProfile.execute())._unsafeUnwrap();
    expect(loaded).toMatchObject({ kind: 'loaded', document: { id: 'cand-1' } });
    expect(world.profileStore.current?.id).toBe('cand-1');
    const guest = profileWorld({ guest: true });
    expect((await guest.loadProfile.execute())._unsafeUnwrap()).toEqual({ kind: 'login-required' });
    expect((await guest.updateProfile.execute({ firstName: 'X' }))._unsafeUnwrapErr()).toEqual({ kind: 'login-required' });
  });

  it('show a saved name and avatar in the session, which the menus read', async () => {
    const world = profileWorld();
    await world.loadProfile.execute();
    await world.updateProfile.execute({ firstName: '  Grace ', lastName: 'Hopper' });
    const avatarUrl = (await world.uploadAvatar.execute(TINY_PNG))._unsafeUnwrap();
    const state = world.store.current;
    expect(state.status === 'logged-in' && state.candidate).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', avatarUrl });
    expect(world.profileStore.current).toMatchObject({ firstName: 'Grace', profile: { avatarUrl } });
    await world.removeAvatar.execute();
    expect(world.profileStore.current?.avatarUrl).toBeNull();
  });

  it('refuse invalid input before calling, in the words of the gateway', async () => {
    const world = profileWorld();
    expect((await world.updateProfile.execute({ lastName: 'A\u0000' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'lastName contains control characters.',
    });
    expect((await world.uploadAvatar.execute(new TextEncoder().encode('hello')))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'image is not a PNG or JPEG image.',
    });
    const future = aWorkEntry({ period: { start: { year: 2025, month: 7 }, end: null } });
    expect((await world.addEntry.execute(future))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input', message: 'period.start lies in the future.' });
    expect((await world.changePassword.execute({ currentPassword: PASSWORD, newPassword: 'short' }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'invalid-input',
    });
  });

  it('keep the loaded work history newest first through add, edit and remove', async () => {
    const world = profileWorld();
    await world.loadProfile.execute();
    const older = (await world.addEntry.execute(aWorkEntry()))._unsafeUnwrap();
    const open = (
      await world.addEntry.execute(aWorkEntry({ title: 'Lead', period: { start: { year: 2023, month: 2 }, end: null } }))
    )._unsafeUnwrap();
    expect(world.profileStore.current?.workHistory.map((entry) => entry.id)).toEqual([open.id, older.id]);
    await world.updateEntry.execute({ ...aWorkEntry({ title: 'Senior developer' }), id: older.id });
    expect(world.profileStore.current?.workHistory[1]?.title).toBe('Senior developer');
    await world.removeEntry.execute(open.id);
    expect(world.profileStore.current?.workHistory.map((entry) => entry.id)).toEqual([older.id]);
  });

  it('forget known match percents when the preferences or the profiling consent change', async () => {
    const offer = anOfferToMatch('offer-1');
    const world = profileWorld({ offers: [offer] });
    await world.setConsent.execute({ name: 'profiling', given: true });
    await world.updatePreferences.execute(fittingPreferences());
    await world.loadPercents.execute(['offer-1']);
    expect(await firstValueFrom(world.percents.percentOf$('offer-1'))).toBe(100);
    await world.updatePreferences.execute({ experienceYears: 0 });
    expect(world.percents.has('offer-1')).toBe(false);
    await world.loadPercents.execute(['offer-1']);
    expect(await firstValueFrom(world.percents.percentOf$('offer-1'))).toBeLessThan(100);
    await world.setConsent.execute({ name: 'profiling', given: false });
    expect(world.percents.has('offer-1')).toBe(false);
  });

  it('ask for match percents once per offer, in batches of 25, and stop after the gateway says the consent is missing', async () => {
    const offers = Array.from({ length: 30 }, (_, index) => anOfferToMatch(`offer-${index}`));
    const world = profileWorld({ offers });
    const ids = offers.map((offer) => offer.card.guid);
    const calls: number[] = [];
    const percents = world.matched.percents.bind(world.matched);
    world.matched.percents = (batch) => {
      calls.push(batch.length);
      return percents(batch);
    };
    expect([...(await world.loadPercents.execute(ids))._unsafeUnwrap()]).toEqual([]);
    // Both batches leave together; after the 403 nothing more is asked.
    expect(calls).toEqual([25, 5]);
    expect(world.percents.current.consentMissing).toBe(true);
    await world.loadPercents.execute(ids);
    expect(calls).toEqual([25, 5]);

    await world.setConsent.execute({ name: 'profiling', given: true });
    await world.updatePreferences.execute(fittingPreferences());
    const found = (await world.loadPercents.execute([...ids, ids[0] ?? '']))._unsafeUnwrap();
    expect(found.size).toBe(30);
    expect(calls).toEqual([25, 5, 25, 5]);
    await world.loadPercents.execute(ids);
    expect(calls).toEqual([25, 5, 25, 5]);
  });

  it('matched-for-you: consent-required as an outcome, then a ranked page whose percents the cards reuse', async () => {
    const world = profileWorld({ offers: [anOfferToMatch('fit'), anOfferToMatch('far', { citySlugs: ['gdansk'] })] });
    await world.updatePreferences.execute(fittingPreferences());
    expect((await world.loadMatched.execute({ page: 1 }))._unsafeUnwrap()).toEqual({ kind: 'consent-required' });
    await world.setConsent.execute({ name: 'profiling', given: true });
    const page = (await world.loadMatched.execute({ page: 1 }))._unsafeUnwrap();
    expect(page.kind === 'page' && page.offers.map((offer) => [offer.guid, offer.matchPercent])).toEqual([
      ['fit', 100],
      ['far', 85],
    ]);
    expect(world.percents.has('far')).toBe(true);
    expect((await profileWorld({ guest: true }).loadMatched.execute({ page: 1 }))._unsafeUnwrap()).toEqual({ kind: 'login-required' });
  });

  it('change the password with the current one; a wrong one is wrong-password', async () => {
    const world = profileWorld();
    expect((await world.changePassword.execute({ currentPassword: 'nope', newPassword: 'a new passphrase' }))._unsafeUnwrapErr()).toEqual({
      kind: 'wrong-password',
    });
    expect((await world.changePassword.execute({ currentPassword: PASSWORD, newPassword: 'a new passphrase' })).isOk()).toBe(true);
    expect(world.profiles.passwordOf('cand-1')).toBe('a new passphrase');
  });

  it('export a dated JSON file of the data', async () => {
    const world = profileWorld();
    const file = (await world.exportMyData.execute())._unsafeUnwrap();
    expect(file.fileName).toBe('jobboard-my-data-2025-06-01.json');
    expect(JSON.parse(file.content)).toMatchObject({ format: 'jobboard-candidate-export/1', candidate: { account: { id: 'cand-1' } } });
  });

  it('delete the account, then end the session here: token, user-id cookie, stores', async () => {
    const world = profileWorld();
    await world.loadProfile.execute();
    expect((await world.deleteAccount.execute()).isOk()).toBe(true);
    expect(world.store.current).toEqual({ status: 'guest' });
    expect(world.bearer.get()).toBeNull();
    expect(world.cookies.get(USER_ID_COOKIE)).toBeNull();
    expect(world.profileStore.current).toBeNull();
    expect(world.profiles.deleted.has('cand-1')).toBe(true);
  });

  it('keep the session when the deletion fails', async () => {
    const world = profileWorld();
    world.gateway.expireToken();
    world.gateway.revokeRefresh();
    expect((await world.deleteAccount.execute()).isErr()).toBe(true);
    expect(world.profiles.deleted.has('cand-1')).toBe(false);
  });
});
