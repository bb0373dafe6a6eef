import { describe, expect, it } from 'vitest';
import { resolveTenant } from '../../composition/server/resolveTenant.ts';
import { readSettings, SettingError } from '../../composition/server/settings.ts';

const ids = ['jobboard', 'engineers', 'design'];

describe('resolveTenant', () => {
  it.each([
    ['localhost', 'jobboard'],
    ['127.0.0.1', 'jobboard'],
    ['design.localhost', 'design'],
    ['ENGINEERS.localhost', 'engineers'],
    ['nosuchtenant.localhost', null],
    ['', null],
    // A tenant's name under a host this site is not configured for serves nothing.
    ['engineers.jobs.example', null],
    ['design.evil.example', null],
  ])('%s → %s', (host, expected) => {
    expect(resolveTenant(host, ids, 'jobboard')).toBe(expected);
  });

  it('serves the default tenant on a configured public host, and each tenant under it', () => {
    expect(resolveTenant('jobs.example', ids, 'jobboard', ['jobs.example'])).toBe('jobboard');
    expect(resolveTenant('engineers.jobs.example', ids, 'jobboard', ['jobs.example'])).toBe('engineers');
    expect(resolveTenant('engineers.jobs.example.evil.example', ids, 'jobboard', ['jobs.example'])).toBeNull();
  });
});

describe('readSettings', () => {
  it('has a default for everything', () => {
    const settings = readSettings({});
    expect(settings.port).toBe(3000);
    expect(settings.databaseUrl).toBeNull();
    expect(settings.defaultTenant).toBe('jobboard');
  });

  it('refuses a port that is not a port, naming the setting', () => {
    expect(() => readSettings({ PORT: 'eighty' })).toThrow(SettingError);
    expect(() => readSettings({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
