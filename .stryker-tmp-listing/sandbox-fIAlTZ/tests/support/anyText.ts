// @ts-nocheck
import fc from 'fast-check';

/**
 * Any UTF-16 text, lone surrogates and control characters included: what a cookie, a storage value
 * or a URL can hand us. Cheaper to build than fast-check's 'binary' unit.
 */
export const anyText = (maxLength = 60): fc.Arbitrary<string> =>
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength });
