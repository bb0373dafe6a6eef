// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { validTextList, wellFormed } from '../../../core/listing/filterRules.ts';

describe('validTextList', () => {
  it('skips values that are not text (from hand-written JSON)', () => {
    expect(validTextList([1, 'a', null] as never)).toEqual(['a']);
  });

  it('replaces lone surrogates, which no URL can carry', () => {
    expect(validTextList(['a\ud800', 'b\udc00c', '😀'])).toEqual(['a\ufffd', 'b\ufffdc', '😀']);
    expect(wellFormed('\ud83d\ude00\ud83d')).toBe('😀\ufffd');
  });
});
