import type { FastifyInstance, InjectOptions } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type PageRenderer } from '../../composition/server/createServer.ts';
import { cutAtNonces, sharedPageKey, SharedPages, withNonces, type PageRequest } from '../../composition/server/sharedPages.ts';
import { pageRoute } from '../../composition/server/ssrPlugin.ts';
import type { Database } from '../../gateway/db/openDatabase.ts';
import { OfferChanges } from '../../gateway/listing/OfferChanges.ts';
import { SHARED_PAGE_HEADER } from '../../ui/app/sharedPage.ts';
import { testDatabase } from '../support/databases.ts';

const aRequest = (patch: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  protocol: 'http',
  host: 'jobboard.example',
  url: '/job-offers/all-locations',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0',
  cookies: {},
  ...patch,
});

describe('which pages may be shared', () => {
  it('a GET without cookies, or with preference and analytics cookies only, has a key', () => {
    expect(sharedPageKey(aRequest())).not.toBeNull();
    expect(sharedPageKey(aRequest({ cookies: { lang: 'en', 'color-mode': 'dark', 'session-id': 's1', utm: 'x' } }))).not.toBeNull();
  });

  it('a session or any unknown cookie, or another method, has none', () => {
    expect(sharedPageKey(aRequest({ cookies: { jb_refresh: 'token' } }))).toBeNull();
    expect(sharedPageKey(aRequest({ cookies: { lang: 'en', 'user-id': 'c1' } }))).toBeNull();
    expect(sharedPageKey(aRequest({ cookies: { whatever: '1' } }))).toBeNull();
    expect(sharedPageKey(aRequest({ method: 'POST' }))).toBeNull();
    expect(sharedPageKey(aRequest({ method: 'HEAD' }))).toBeNull();
  });

  it('the key tells apart everything the page is drawn with, and not the analytics cookies or cookie order', () => {
    const key = sharedPageKey(aRequest({ cookies: { lang: 'en', currency: 'eur' } }));
    expect(sharedPageKey(aRequest({ cookies: { currency: 'eur', lang: 'en', 'session-id': 'other' } }))).toBe(key);
    for (const other of [
      aRequest({ cookies: { lang: 'pl', currency: 'eur' } }),
      aRequest({ cookies: { lang: 'en', currency: 'eur', 'color-mode': 'dark' } }),
      aRequest({ cookies: { lang: 'en', currency: 'eur' }, url: '/job-offers/remote' }),
      aRequest({ cookies: { lang: 'en', currency: 'eur' }, host: 'design.example' }),
      aRequest({ cookies: { lang: 'en', currency: 'eur' }, protocol: 'https' }),
      aRequest({ cookies: { lang: 'en', currency: 'eur' }, userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    ]) {
      expect(sharedPageKey(other)).not.toBe(key);
    }
  });
});

describe('a kept page and its nonces', () => {
  const rendered = { script: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', style: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' };
  const fresh = { script: 'cccccccccccccccccccccccccccccccc', style: 'dddddddddddddddddddddddddddddddd' };

  it('comes back with the nonces of the response that serves it, and nothing else changed', () => {
    const body = `<style nonce="${rendered.style}">a{}</style><p>Kraków ✓</p><script nonce="${rendered.script}">1</script>`;
    const served = withNonces(cutAtNonces(body, rendered), fresh).toString();
    expect(served).toBe(`<style nonce="${fresh.style}">a{}</style><p>Kraków ✓</p><script nonce="${fresh.script}">1</script>`);
  });
});

describe('the kept pages', () => {
  const page = (text: string) => ({ headers: [['content-type', 'text/html']] as const, parts: [Buffer.from(text)] });

  it('lasts the seconds its route allows', () => {
    let now = 0;
    const pages = new SharedPages({ version: () => 1, maxBytes: 1000, now: () => now });
    pages.put('k', page('x'), 10);
    now = 9_999;
    expect(pages.get('k')).not.toBeNull();
    now = 10_000;
    expect(pages.get('k')).toBeNull();
  });

  it('goes when the offers change', () => {
    let version = 1;
    const pages = new SharedPages({ version: () => version, maxBytes: 1000 });
    pages.put('k', page('x'), 10);
    version = 2;
    expect(pages.get('k')).toBeNull();
  });

  it('keeps within its bytes, dropping the least recently used first', () => {
    const pages = new SharedPages({ version: () => 1, maxBytes: 10 });
    pages.put('a', page('aaaa'), 10);
    pages.put('b', page('bbbb'), 10);
    expect(pages.get('a')).not.toBeNull();
    pages.put('c', page('cccc'), 10);
    expect(pages.get('b')).toBeNull();
    expect(pages.get('a')).not.toBeNull();
    expect(pages.get('c')).not.toBeNull();
    pages.put('huge', page('x'.repeat(11)), 10);
    expect(pages.get('huge')).toBeNull();
  });
});

describe('the page route with shared pages', () => {
  let database: Database;
  let app: FastifyInstance;
  const offerChanges = new OfferChanges();
  let renders = 0;
  /** Stands in for React Router: the listing is shareable, /account is not, /set-cookie sets one. */
  const pages: PageRenderer = async (scope, options) => {
    pageRoute(
      scope,
      async (request, context) => {
        renders += 1;
        const path = new URL(request.url).pathname;
        const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
        if (path !== '/account') headers.set(SHARED_PAGE_HEADER, '10');
        if (path === '/set-cookie') headers.set('set-cookie', 'x=1');
        const offers = Array.from({ length: 100 }, (_, index) => `<li>Offer ${index}</li>`).join('');
        return new Response(`<html><body><p>render ${renders}</p><ul>${offers}</ul><script nonce="${context.nonce}">1</script></body></html>`, {
          headers,
        });
      },
      options,
    );
  };

  beforeAll(async () => {
    database = await testDatabase();
    app = await createServer({
      gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => new Date(), offerChanges },
      defaultTenant: 'jobboard',
      renderPages: pages,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => offerChanges.changed());

  const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

  it('renders a shareable page once for visitors without a session, each with the nonce of their own response', async () => {
    const first = await app.inject({ url: '/job-offers/all-locations' });
    const second = await app.inject({ url: '/job-offers/all-locations' });
    expect(/render (\d+)/.exec(second.body)?.[1]).toBe(/render (\d+)/.exec(first.body)?.[1]);
    const [firstNonce, secondNonce] = [nonceOf(first.headers['content-security-policy']), nonceOf(second.headers['content-security-policy'])];
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.body).toContain(`nonce="${secondNonce}"`);
    expect(second.body).not.toContain(String(firstNonce));
    expect(second.headers[SHARED_PAGE_HEADER]).toBeUndefined();
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('goes out compressed in one piece as the browser ranks br and gzip, the same page each time, rendered or kept', async () => {
    const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
      const encoding = response.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
      if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
      return response.rawPayload.toString();
    };
    const page = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
      decoded(response).replace(nonceOf(response.headers['content-security-policy']) ?? '-', 'NONCE');
    offerChanges.changed();
    const asked = async (acceptEncoding: string | undefined) =>
      app.inject({ url: '/job-offers/all-locations', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    const rendered = await asked('gzip, deflate, br, zstd');
    const plain = await asked(undefined);
    expect(rendered.headers['content-encoding']).toBe('br');
    expect(rendered.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(page(plain)).toMatch(/<li>Offer 99<\/li>/);
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.8', 'br'],
      ['identity', undefined],
    ] as const) {
      const kept = await asked(acceptEncoding);
      expect(kept.headers['content-encoding']).toBe(encoding);
      expect(page(kept)).toBe(page(plain));
    }
    expect(page(rendered)).toBe(page(plain));
  });

  it('renders again for a session, after an offer write, and for pages not marked shareable or setting cookies', async () => {
    const rendered = async (request: InjectOptions) => {
      const before = renders;
      await app.inject(request);
      return renders - before;
    };
    expect(await rendered({ url: '/job-offers/remote' })).toBe(1);
    expect(await rendered({ url: '/job-offers/remote' })).toBe(0);
    expect(await rendered({ url: '/job-offers/remote', cookies: { jb_refresh: 'a-session' } })).toBe(1);
    expect(await rendered({ url: '/job-offers/remote', cookies: { lang: 'pl' } })).toBe(1);
    offerChanges.changed();
    expect(await rendered({ url: '/job-offers/remote' })).toBe(1);
    expect(await rendered({ url: '/account' })).toBe(1);
    expect(await rendered({ url: '/account' })).toBe(1);
    expect(await rendered({ url: '/set-cookie' })).toBe(1);
    expect(await rendered({ url: '/set-cookie' })).toBe(1);
  });
});
