import { describe, expect, it } from 'vitest';
import { QueryCache } from '../../../gateway/listing/QueryCache.ts';

describe('QueryCache', () => {
  it('reuses a value until it expires, and shares one load between concurrent asks', async () => {
    let now = 0;
    let loads = 0;
    const cache = new QueryCache(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets a failed load at once', async () => {
    const cache = new QueryCache(1000, 10, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });

  it('drops the least recently used entry when full', async () => {
    const cache = new QueryCache(1000, 2, () => 0);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });
});
