import { describe, expect, it } from 'vitest';
import { createServer } from '../../composition/server/createServer.ts';
import { DEFAULT_LIVECHAT_SCRIPT_URL, readLiveChat, readSettings, SettingError } from '../../composition/server/settings.ts';
import { pgliteDatabase } from '../support/databases.ts';

describe('LIVECHAT_LICENSE and LIVECHAT_SCRIPT_URL', () => {
  it('no licence: no live chat', () => {
    expect(readLiveChat(undefined, undefined)).toBeNull();
    expect(readLiveChat('  ', 'https://chat.example/x.js')).toBeNull();
    expect(readSettings({}).liveChat).toBeNull();
  });

  it("a licence with the provider's script by default, or another https script", () => {
    expect(readLiveChat('12345', undefined)).toEqual({ licence: '12345', scriptUrl: DEFAULT_LIVECHAT_SCRIPT_URL });
    expect(readLiveChat('abc-1', 'https://chat.example/widget.js')).toEqual({ licence: 'abc-1', scriptUrl: 'https://chat.example/widget.js' });
  });

  it('refuses a licence or script that could inject anything, with a readable error', () => {
    for (const [licence, url] of [
      ['12"; alert(1)', undefined],
      ['12345', 'http://chat.example/widget.js'],
      ['12345', 'javascript:alert(1)'],
      ['12345', 'not a url'],
    ] as const) {
      expect(() => readLiveChat(licence, url), `${licence} ${url}`).toThrow(SettingError);
    }
  });

  it("allows the script's origin for scripts, frames and connections, and nothing when there is no chat", async () => {
    const database = await pgliteDatabase();
    const gateway = { db: database.db, databaseKind: 'pglite' as const, version: 'test', now: () => new Date() };
    const withChat = await createServer({
      gateway,
      defaultTenant: 'jobboard',
      liveChat: { licence: '1', scriptUrl: 'https://cdn.chat.example/t.js' },
    });
    const without = await createServer({ gateway, defaultTenant: 'jobboard' });
    try {
      const policy = String((await withChat.inject({ url: '/api/jobboard/tenant' })).headers['content-security-policy']);
      for (const directive of ['script-src', 'connect-src', 'frame-src'])
        expect(policy).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.chat\\.example`));
      const plain = String((await without.inject({ url: '/api/jobboard/tenant' })).headers['content-security-policy']);
      expect(plain).not.toContain('chat.example');
      expect(plain).toMatch(/script-src 'self'(;| 'nonce)/);
    } finally {
      await withChat.close();
      await without.close();
      await database.close();
    }
  });
});
