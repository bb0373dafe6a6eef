// @ts-nocheck
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAuthSecret } from '../../composition/server/loadAuthSecret.ts';
import { readSettings, SettingError } from '../../composition/server/settings.ts';

describe('session settings', () => {
  const folders: string[] = [];
  afterAll(async () => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('defaults to a generated key, automatic Secure cookies and loopback proxies', () => {
    const settings = readSettings({});
    expect(settings.jwtSecret).toBeNull();
    expect(settings.secureCookies).toBe('auto');
    expect(settings.trustProxy).toBe('loopback');
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(readSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readSettings({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('refuses a short JWT_SECRET, naming it', () => {
    expect(() => readSettings({ JWT_SECRET: 'too short' })).toThrow(SettingError);
    expect(() => readSettings({ JWT_SECRET: 'too short' })).toThrow(/JWT_SECRET/);
  });

  it('generates the key once into DATA_DIR, readable by the owner only, and keeps it', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'jobboard-secret-'));
    folders.push(folder);
    const first = await loadAuthSecret(null, folder);
    const again = await loadAuthSecret(null, folder);
    expect(first.byteLength).toBe(32);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect((await stat(path.join(folder, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('uses JWT_SECRET when given', async () => {
    const secret = 'x'.repeat(40);
    expect(new TextDecoder().decode(await loadAuthSecret(secret, '/nonexistent'))).toBe(secret);
  });
});
