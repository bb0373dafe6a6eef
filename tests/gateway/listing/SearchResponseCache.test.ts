import { describe, expect, it } from 'vitest';
import { SearchResponseCache } from '../../../gateway/listing/SearchResponseCache.ts';

/** A cache on a clock the test moves, and a load that counts its runs and answers `<key>#<run>`. */
function cacheOnClock(limits: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {}) {
  let now = 0;
  let runs = 0;
  const cache = new SearchResponseCache(
    { ttlMs: limits.ttlMs ?? 1000, maxEntries: limits.maxEntries ?? 10, maxBytes: limits.maxBytes ?? 1_000_000 },
    () => now,
  );
  const load = (key: string) => async () => Buffer.from(`${key}#${++runs}`);
  const get = async (key: string) => (await cache.get(key, load(key))).toString();
  return { cache, get, load, runs: () => runs, advance: (ms: number) => (now += ms) };
}

/** A load the test finishes when it wants to. */
function deferred() {
  let resolve!: (body: Buffer) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Buffer>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SearchResponseCache', () => {
  it('answers a repeat with the same body until the time to live has passed', async () => {
    const { get, advance } = cacheOnClock({ ttlMs: 1000 });
    expect(await get('a')).toBe('a#1');
    advance(999);
    expect(await get('a')).toBe('a#1');
    advance(1);
    expect(await get('a')).toBe('a#2');
  });

  it('counts the time to live from when the query started, not when it finished', async () => {
    let now = 0;
    const cache = new SearchResponseCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000 }, () => now);
    const slow = deferred();
    const first = cache.get('a', () => slow.promise);
    now = 600;
    slow.resolve(Buffer.from('old'));
    await first;
    now = 1000;
    expect((await cache.get('a', async () => Buffer.from('new'))).toString()).toBe('new');
  });

  it('keeps one answer per key: another key is a miss', async () => {
    const { get } = cacheOnClock();
    expect(await get('a')).toBe('a#1');
    expect(await get('b')).toBe('b#2');
    expect(await get('a')).toBe('a#1');
  });

  it('shares one load between concurrent asks for a key (single-flight)', async () => {
    const { cache } = cacheOnClock();
    const gate = deferred();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const asks = Array.from({ length: 10 }, () => cache.get('a', load));
    gate.resolve(Buffer.from('page'));
    const bodies = await Promise.all(asks);
    expect(loads).toBe(1);
    expect(new Set(bodies.map(String))).toEqual(new Set(['page']));
  });

  it('hands a failed load to everyone waiting for it, keeps nothing, and tries again next time', async () => {
    const { cache } = cacheOnClock();
    const gate = deferred();
    const asks = [cache.get('a', () => gate.promise), cache.get('a', () => gate.promise)];
    gate.reject(new Error('database gone'));
    for (const ask of asks) await expect(ask).rejects.toThrow('database gone');
    expect(cache.size).toBe(0);
    expect((await cache.get('a', async () => Buffer.from('ok'))).toString()).toBe('ok');
  });

  it('forgets everything on clear(), and does not keep a load that was running across it', async () => {
    const { cache, get } = cacheOnClock();
    expect(await get('a')).toBe('a#1');
    const before = deferred();
    const running = cache.get('b', () => before.promise);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await get('a')).toBe('a#2');
    // A request after the write does not join the load that started before it.
    const after = cache.get('b', async () => Buffer.from('b after the write'));
    before.resolve(Buffer.from('b before the write'));
    expect((await running).toString()).toBe('b before the write');
    expect((await after).toString()).toBe('b after the write');
    expect((await cache.get('b', async () => Buffer.from('reloaded'))).toString()).toBe('b after the write');
  });

  it('drops the least recently used answer when it holds too many', async () => {
    const { cache, get } = cacheOnClock({ maxEntries: 2 });
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(cache.size).toBe(2);
    expect(await get('a')).toBe('a#1');
    expect(await get('b')).toBe('b#4');
  });

  it('drops the least recently used answers when they hold too many bytes, and never keeps one larger than the cap', async () => {
    const cache = new SearchResponseCache({ ttlMs: 1000, maxEntries: 100, maxBytes: 10 }, () => 0);
    const body = (text: string) => async () => Buffer.from(text);
    await cache.get('a', body('aaaa'));
    await cache.get('b', body('bbbb'));
    await cache.get('c', body('cccc'));
    expect(cache.byteSize).toBe(8);
    // "a" went to make room for "c"; loading it again pushes out "b", the least recently used.
    expect((await cache.get('a', body('AAAA'))).toString()).toBe('AAAA');
    expect((await cache.get('c', body('reloaded'))).toString()).toBe('cccc');
    expect((await cache.get('b', body('BBBB'))).toString()).toBe('BBBB');
    expect((await cache.get('huge', body('x'.repeat(11)))).toString()).toBe('x'.repeat(11));
    expect((await cache.get('huge', body('again'))).toString()).toBe('again');
    expect(cache.byteSize).toBeLessThanOrEqual(10);
  });
});
