import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeBySource, decodeVlq, sourceGroup } from '../../../scripts/bench/support/bundleSources.ts';

describe('the bundle benchmark’s source attribution', () => {
  it('decodes Base64 VLQ fields, signs and continuations included', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('IACA')).toEqual([4, 0, 1, 0]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(decodeVlq('gB')).toEqual([16]);
    expect(() => decodeVlq('A!')).toThrow(/Base64/);
  });

  it('groups a package by its name and our code by its top folder', () => {
    expect(sourceGroup('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(sourceGroup('../../node_modules/@emotion/styled/dist/x.js')).toBe('@emotion/styled');
    expect(sourceGroup('../../node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(sourceGroup('../../ui/features/listing/search-bar/SearchBar.tsx')).toBe('ui/ (ours)');
  });

  it('attributes each character to the source its mapping segment names', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-sources-'));
    writeFileSync(path.join(dir, 'chunk.js'), 'AAA BBB\nCC');
    // Line 1: column 0 from source 0, column 4 from source 1. Line 2: column 0 from source 1 again.
    writeFileSync(
      path.join(dir, 'chunk.js.map'),
      JSON.stringify({ sources: ['../node_modules/pkg/x.js', '../ui/a.ts'], mappings: 'AAAA,ICAA;AAAA' }),
    );
    writeFileSync(path.join(dir, 'plain.js'), 'XYZ');
    const groups = new Map(attributeBySource(dir, ['chunk.js', 'plain.js']).map((group) => [group.group, group.rawKib * 1024]));
    expect(groups).toEqual(
      new Map([
        ['pkg', 4],
        ['ui/ (ours)', 5],
        ['(no source map)', 3],
      ]),
    );
  });
});
