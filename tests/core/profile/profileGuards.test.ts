import { describe, expect, it } from 'vitest';
import { exportFileOf } from '../../../core/profile/account/ExportMyData.ts';
import { aWorkEntry, TINY_PNG } from './profileBuilders.ts';
import { PASSWORD, profileWorld } from './profileWorld.ts';

/** A logged-in world whose gateway refuses every call (token expired, refresh revoked): only a use case that sends nothing succeeds or fails on its own. */
function unreachableWorld() {
  const world = profileWorld();
  world.gateway.expireToken();
  world.gateway.revokeRefresh();
  return world;
}

describe('profile use cases for a guest', () => {
  it('answer login-required without calling, for every edit', async () => {
    const guest = profileWorld({ guest: true });
    const loginRequired = { kind: 'login-required' };
    expect((await guest.uploadAvatar.execute(TINY_PNG))._unsafeUnwrapErr()).toEqual(loginRequired);
    expect((await guest.removeAvatar.execute())._unsafeUnwrapErr()).toEqual(loginRequired);
    expect((await guest.updatePreferences.execute({ experienceYears: 3 }))._unsafeUnwrapErr()).toEqual(loginRequired);
    expect((await guest.addEntry.execute(aWorkEntry()))._unsafeUnwrapErr()).toEqual(loginRequired);
    expect((await guest.updateEntry.execute({ ...aWorkEntry(), id: 'entry-1' }))._unsafeUnwrapErr()).toEqual(loginRequired);
    expect((await guest.removeEntry.execute('entry-1'))._unsafeUnwrapErr()).toEqual(loginRequired);
  });

  it('answer login-required without calling, for the account and the consents', async () => {
    const guest = profileWorld({ guest: true });
    const loginRequired = { kind: 'login-required' };
    expect((await guest.changePassword.execute({ currentPassword: PASSWORD, newPassword: 'a new passphrase' }))._unsafeUnwrapErr()).toEqual(
      loginRequired,
    );
    expect((await guest.exportMyData.execute())._unsafeUnwrapErr()).toEqual(loginRequired);
    expect((await guest.deleteAccount.execute())._unsafeUnwrapErr()).toEqual(loginRequired);
    expect((await guest.setConsent.execute({ name: 'profiling', given: true }))._unsafeUnwrapErr()).toEqual(loginRequired);
  });

  it('give a guest no match percents, without calling', async () => {
    const guest = profileWorld({ guest: true });
    const found = (await guest.loadPercents.execute(['offer-1']))._unsafeUnwrap();
    expect(found.size).toBe(0);
    expect(guest.percents.has('offer-1')).toBe(false);
  });
});

describe('profile use cases checking before sending', () => {
  it('refuse invalid profile edits, avatars and preferences without calling the gateway', async () => {
    const world = unreachableWorld();
    expect((await world.updateProfile.execute({ firstName: ' ' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'firstName is required.',
    });
    expect((await world.uploadAvatar.execute(new TextEncoder().encode('GIF89a')))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'image is not a PNG or JPEG image.',
    });
    expect((await world.updatePreferences.execute({ experienceYears: -1 }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'experienceYears is out of range.',
    });
    // Nothing was sent, so no 401 ended the session.
    expect(world.store.current.status).toBe('logged-in');
  });

  it('ask for the current password, and check the new one by the registration rules, without calling', async () => {
    const world = unreachableWorld();
    expect((await world.changePassword.execute({ currentPassword: '', newPassword: 'a new passphrase' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'currentPassword is required.',
    });
    expect((await world.changePassword.execute({ currentPassword: PASSWORD, newPassword: 'short' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
      message: 'newPassword: too-short.',
    });
    expect(world.store.current.status).toBe('logged-in');
    expect(world.profiles.passwordOf('cand-1')).toBe(PASSWORD);
  });
});

describe('data export file', () => {
  it('is a JSON document named after the export day', () => {
    const file = exportFileOf({ format: 'jobboard-candidate-export/1', exportedAt: '2026-11-23T08:00:00Z', candidate: { id: 'cand-1' } });
    expect(file.fileName).toBe('jobboard-my-data-2026-11-23.json');
    expect(file.mediaType).toBe('application/json');
    expect(file.content.endsWith('}\n')).toBe(true);
    expect(JSON.parse(file.content)).toMatchObject({ candidate: { id: 'cand-1' } });
  });

  it('is named plainly when the export time does not start with a day', () => {
    for (const exportedAt of ['', 'yesterday', '+012026-11-23T08:00:00Z'])
      expect(exportFileOf({ format: 'jobboard-candidate-export/1', exportedAt, candidate: {} }).fileName).toBe('jobboard-my-data-export.json');
  });
});
