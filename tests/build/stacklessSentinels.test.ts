import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { REACT_SENTINELS, withStacklessSentinels } from '../../scripts/build/stacklessSentinels.ts';

const require = createRequire(import.meta.url);
const reactDomClientFile = join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');
const installed = readFileSync(reactDomClientFile, 'utf8');

/** React DOM's client file as the browser build gets it (ADR 38). */
describe("React DOM's sentinels without a stack", () => {
  const rewritten = withStacklessSentinels(installed);

  it('builds every sentinel of the installed React DOM without Error()', () => {
    for (const name of REACT_SENTINELS) {
      expect(installed).toMatch(new RegExp(`\\b${name} = Error\\(formatProdErrorMessage`));
      expect(rewritten).toMatch(new RegExp(`\\b${name} = stacklessError\\(formatProdErrorMessage\\(\\d+\\)\\)`));
    }
    expect(rewritten.split('\n').length).toBe(installed.split('\n').length + 5);
  });

  it('still loads, and its sentinels are errors with their message and no stack', () => {
    const module = { exports: {} as Record<string, unknown> };
    // Each sentinel's own binding, read out of the module body after it ran.
    const probe = `;globalThis.sentinels = { ${REACT_SENTINELS.join(', ')} };`;
    const sandbox = { module, exports: module.exports, require, globalThis: {} as Record<string, unknown>, Error };
    runInNewContext(`${rewritten}${probe}`, sandbox, { filename: reactDomClientFile });
    expect(typeof module.exports['hydrateRoot']).toBe('function');
    const sentinels = (sandbox.globalThis['sentinels'] ?? {}) as Record<string, Error>;
    expect(Object.keys(sentinels).sort()).toEqual([...REACT_SENTINELS].sort());
    for (const sentinel of Object.values(sentinels)) {
      expect(sentinel).toBeInstanceOf(Error);
      expect(sentinel.message).toMatch(/^Minified React error #\d+; visit https:\/\/react\.dev\/errors\/\d+/);
      expect(Object.hasOwn(sentinel, 'stack')).toBe(false);
    }
    expect(new Set(Object.values(sentinels)).size).toBe(REACT_SENTINELS.length);
  });

  it('refuses a React DOM whose sentinels it does not find, rather than leave them as they are', () => {
    expect(() => withStacklessSentinels('var SuspenseException = Error(formatProdErrorMessage(460));')).toThrow(/sentinels changed/);
    expect(() => withStacklessSentinels(`${installed}\nvar SuspenseException = Error(formatProdErrorMessage(460));`)).toThrow(
      /sentinels changed/,
    );
  });
});
