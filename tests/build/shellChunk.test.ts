import { describe, expect, it } from 'vitest';
import { reExports, takenNames } from '../../scripts/build/shellChunk.ts';

/**
 * The shell chunk follows a feature's public entry only through the names taken from it: these read
 * them from transformed module code (types already stripped).
 */
describe('what a module takes from the modules it names', () => {
  it('reads named imports, renamed ones by their exported name', () => {
    const taken = takenNames('import { a, b as c } from "../offers/index.ts";\nimport {\n  d,\n  e\n} from "./x.ts";');
    expect(taken.get('../offers/index.ts')).toEqual(new Set(['a', 'b']));
    expect(taken.get('./x.ts')).toEqual(new Set(['d', 'e']));
  });

  it('takes everything through a default, namespace, bare import or export star', () => {
    const taken = takenNames('import styled from "@emotion/styled";\nimport * as all from "./all.ts";\nimport "./side.css";\nexport * from "./more.ts";');
    expect([...taken.values()]).toEqual(['all', 'all', 'all', 'all']);
  });

  it('merges two imports of one module, and all wins over names', () => {
    const taken = takenNames('import { a } from "./x.ts";\nimport { b } from "./x.ts";\nimport { c } from "./y.ts";\nimport y from "./y.ts";');
    expect(taken.get('./x.ts')).toEqual(new Set(['a', 'b']));
    expect(taken.get('./y.ts')).toBe('all');
  });
});

describe('a public entry’s re-exports', () => {
  it('maps each exported name to its module and its name there', () => {
    const exported = reExports('export { OfferCard } from "./OfferCard.tsx";\nexport { favouriteOfferIdOf, useOpen as useOpenFavourites } from "./marks/use.ts";');
    expect(exported.get('OfferCard')).toEqual(['./OfferCard.tsx', 'OfferCard']);
    expect(exported.get('useOpenFavourites')).toEqual(['./marks/use.ts', 'useOpen']);
    expect(exported.get('favouriteOfferIdOf')).toEqual(['./marks/use.ts', 'favouriteOfferIdOf']);
  });
});
