import type { Plugin } from 'vite';

/** React DOM's client build, the file whose module body builds the sentinels. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * The errors React DOM builds once, while its module body runs, and afterwards only throws and catches
 * by identity (a suspended render, a hydration mismatch, selective hydration): none is ever shown
 * with its stack. ADR 38.
 */
export const REACT_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const SENTINEL = new RegExp(`\\b(${REACT_SENTINELS.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');

/** An `Error` with its message and no stack: building it records no stack frames, with or without DevTools. */
const STACKLESS_ERROR = `
function stacklessError(message) {
  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } });
}
`;

/**
 * React DOM's client build with its sentinels built without a stack. With DevTools attached (Lighthouse
 * is), V8 records every new error's stack with its source positions, and the frame that builds these is
 * React DOM's whole module body, 200 KiB of it to parse again: 15-20 ms of main thread (ADR 38).
 * Throws unless every sentinel is found exactly once, so that a new React cannot drop this unnoticed.
 */
export function withStacklessSentinels(code: string): string {
  const found: string[] = [];
  const rewritten = code.replace(SENTINEL, (_match, name: string, message: string) => {
    found.push(name);
    return `${name} = stacklessError(${message})`;
  });
  const expected = [...REACT_SENTINELS].sort();
  if (JSON.stringify([...found].sort()) !== JSON.stringify(expected)) {
    throw new Error(`React DOM's sentinels changed: found ${found.join(', ') || 'none'}, expected ${expected.join(', ')} (ADR 38)`);
  }
  return `${rewritten}\n${STACKLESS_ERROR}`;
}

/** The client build's plugin: React DOM's client file goes through `withStacklessSentinels`. */
export function stacklessReactSentinels(): Plugin {
  return {
    name: 'stackless-react-sentinels',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      // No new map: the rewrites stay on their five lines (later columns there shift by a few characters) and the
      // helper goes after the file's last line, so the file's own lines keep their numbers.
      return { code: withStacklessSentinels(code), map: null };
    },
  };
}
