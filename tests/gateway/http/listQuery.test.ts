import { describe, expect, it } from 'vitest';
import { jobAdvertisementIds, positiveInteger } from '../../../gateway/http/listQuery.ts';

describe('a list route’s query', () => {
  it('reads offer ids under both spellings, repeated or comma-separated, trimmed and lower-cased', () => {
    expect(jobAdvertisementIds({})).toBeUndefined();
    expect(jobAdvertisementIds({ jobAdvertisementsIds: ['A1', 'b2, c3'], jobAdvertisementIds: ' D4 ,' })).toEqual(['a1', 'b2', 'c3', 'd4']);
    expect(jobAdvertisementIds({ jobAdvertisementIds: '' })).toEqual([]);
  });

  it('takes a page number or size from 1 to 999,999, the fallback when absent, and nothing else', () => {
    expect(positiveInteger(undefined, 20)).toBe(20);
    expect(positiveInteger('', 20)).toBe(20);
    expect(positiveInteger('1', 20)).toBe(1);
    expect(positiveInteger('999999', 20)).toBe(999999);
    for (const bad of ['0', '-1', '1.5', '1000000', 'abc', ['2']]) expect(positiveInteger(bad, 20), String(bad)).toBeNull();
  });
});
