import { describe, expect, it } from 'vitest';
import { validSalaryRange, validTextList, wellFormed } from '../../../core/listing/url/filterRules.ts';
import { defaultListingConfiguration } from '../../../core/listing/ListingConfiguration.ts';

describe('validTextList', () => {
  it('skips values that are not text (from hand-written JSON)', () => {
    expect(validTextList([1, 'a', null] as never)).toEqual(['a']);
  });

  it('replaces lone surrogates, which no URL can carry', () => {
    expect(validTextList(['a\ud800', 'b\udc00c', '😀'])).toEqual(['a\ufffd', 'b\ufffdc', '😀']);
    expect(wellFormed('\ud83d\ude00\ud83d')).toBe('😀\ufffd');
  });
});

describe('validSalaryRange', () => {
  it('keeps whole numbers in order within the bounds, and nothing else', () => {
    expect(validSalaryRange(defaultListingConfiguration, [100, 200])).toEqual([100, 200]);
    expect(validSalaryRange(defaultListingConfiguration, [0.5, 200])).toBeNull();
    expect(validSalaryRange(defaultListingConfiguration, [100, 200.5])).toBeNull();
    expect(validSalaryRange(defaultListingConfiguration, [0, 1_000_000])).toBeNull();
    expect(validSalaryRange(defaultListingConfiguration, null)).toBeNull();
  });
});
