import { describe, expect, it } from 'vitest';
import { createServer, type PageRenderer } from '../../composition/server/createServer.ts';
import { mapStyleOrigin, readMapStyleUrl, readSettings, SettingError } from '../../composition/server/settings.ts';
import { pgliteDatabase } from '../support/databases.ts';

describe('MAP_STYLE_URL', () => {
  it('is unset by default: the offline style shipped with the app', () => {
    expect(readMapStyleUrl(undefined)).toBeNull();
    expect(readMapStyleUrl('  ')).toBeNull();
    expect(readSettings({}).mapStyleUrl).toBeNull();
    expect(mapStyleOrigin(null)).toBeNull();
  });

  it('takes an http(s) style address, with {tenant} standing for the tenant', () => {
    expect(readMapStyleUrl('https://maps.example.com/styles/{tenant}/style.json?key=abc')).toBe(
      'https://maps.example.com/styles/{tenant}/style.json?key=abc',
    );
    expect(mapStyleOrigin('https://maps.example.com/styles/{tenant}/style.json')).toBe('https://maps.example.com');
  });

  it('refuses anything else with a readable error', () => {
    for (const bad of ['styles/style.json', 'javascript:alert(1)', 'ftp://maps.example.com/s.json', 'https://', 'data:application/json,{}']) {
      expect(() => readMapStyleUrl(bad), bad).toThrow(SettingError);
    }
  });

  it("hands each tenant its own style and lets the browser reach the style's origin, and nothing more", async () => {
    const database = await pgliteDatabase();
    const seen: (string | null)[] = [];
    const pages: PageRenderer = async (app, { getLoadContext }) => {
      app.get('/*', async (request, reply) => {
        seen.push(getLoadContext(request, reply).mapStyleUrl);
        return reply.type('text/html').send('<!doctype html><title>t</title>');
      });
    };
    const app = await createServer({
      gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => new Date() },
      defaultTenant: 'jobboard',
      renderPages: pages,
      mapStyleUrl: 'https://maps.example.com/styles/{tenant}.json',
    });
    try {
      const response = await app.inject({ url: '/', headers: { host: 'design.localhost' } });
      expect(seen).toEqual(['https://maps.example.com/styles/design.json']);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toMatch(/connect-src 'self' https:\/\/maps\.example\.com(;| )/);
      expect(policy).toMatch(/script-src 'self'(;| 'nonce)/);
      expect(policy).not.toMatch(/script-src[^;]*maps\.example\.com/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
