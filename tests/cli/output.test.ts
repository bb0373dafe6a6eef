import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../cli/fetchWithReasons.ts';
import { fields, render, table } from '../../cli/output.ts';

describe('output', () => {
  it('pads table columns to their widest cell, leaving no trailing spaces', () => {
    expect(
      table(
        ['ID', 'NAME'],
        [
          ['jobboard', 'Jobboard'],
          ['design', 'Design Board'],
        ],
      ),
    ).toBe('ID        NAME\njobboard  Jobboard\ndesign    Design Board');
  });

  it('aligns the values of a record', () => {
    expect(
      fields([
        ['status', 'ok'],
        ['offers', 12],
      ]),
    ).toBe('status  ok\noffers  12');
  });

  it('prints JSON for scripts and text for people, each ending in a newline', () => {
    expect(render({ a: 1 }, true, () => 'text')).toBe('{\n  "a": 1\n}\n');
    expect(render({ a: 1 }, false, () => 'text')).toBe('text\n');
  });
});

describe('reasonOf (why fetch failed)', () => {
  it('reads the cause Node hides under "fetch failed"', () => {
    const error = new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND gw.invalid') });
    expect(reasonOf(error)).toBe('getaddrinfo ENOTFOUND gw.invalid');
  });

  it('takes the first address tried when every address failed', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:3000'), { code: 'ECONNREFUSED' });
    const error = new TypeError('fetch failed', { cause: new AggregateError([refused, new Error('connect ECONNREFUSED 127.0.0.1:3000')]) });
    expect(reasonOf(error)).toBe('connect ECONNREFUSED ::1:3000');
  });

  it('falls back to the error code, then to the message itself', () => {
    const coded = Object.assign(new Error(''), { code: 'ECONNRESET' });
    expect(reasonOf(new TypeError('fetch failed', { cause: coded }))).toBe('ECONNRESET');
    expect(reasonOf(new Error('The operation was aborted'))).toBe('The operation was aborted');
    expect(reasonOf('plain text')).toBe('plain text');
  });
});
