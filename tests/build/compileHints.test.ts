import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, withFirstLine } from '../../scripts/build/compileHints.ts';

/** The hint goes before a chunk's first line; its source map must keep pointing at the same code (ADR 37). */
describe('a first line before a chunk', () => {
  const chunk = (map: { mappings: string } | null) => ({
    type: 'chunk' as const,
    name: 'shell',
    fileName: 'assets/shell-x.js',
    code: 'const a=1;\nexport{a};',
    map:
      map === null
        ? null
        : {
            ...map,
            toString() {
              return JSON.stringify({ mappings: this.mappings });
            },
          },
  });

  it('comes first, the code after it unchanged', () => {
    const shell = chunk(null);
    withFirstLine(shell, EAGER_COMPILE_HINT, undefined);
    expect(shell.code).toBe(`${EAGER_COMPILE_HINT}\nconst a=1;\nexport{a};`);
  });

  it('moves the mappings down one line and rewrites the map file', () => {
    const shell = chunk({ mappings: 'AAAA;AACA' });
    const mapAsset = { source: 'stale' };
    withFirstLine(shell, EAGER_COMPILE_HINT, mapAsset);
    expect(shell.map?.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(String(mapAsset.source))).toEqual({ mappings: ';AAAA;AACA' });
  });
});
