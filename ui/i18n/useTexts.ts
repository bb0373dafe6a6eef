import type { i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { noteTextMissing } from './texts.ts';
import { noteTextUsed } from './usedTexts.ts';

/** The page's texts: `t` and the instance behind it. */
export interface Texts {
  readonly t: TFunction;
  readonly i18n: i18n;
}

/**
 * The texts of the page's i18next instance (the one `I18nextProvider` gives, else the global one).
 *
 * Every component asks for its texts here rather than through react-i18next's `useTranslation`,
 * which copies the instance's properties into a new wrapper object on each call when nothing is
 * memoised (always, in a server render): for a listing page of 100 cards that was about a third of
 * the render's CPU (docs/performance.md, listingPage). An instance never changes language (the root
 * makes a new one for another language, which re-renders everything below it), so one `Texts` per
 * instance is enough, and a text asked for with the same plain options is looked up once.
 */
export function useTexts(): Texts {
  const instance = useContext(I18nContext)?.i18n ?? (getI18n() as i18n | undefined);
  if (instance === undefined) throw new Error('No i18next instance: render inside I18nextProvider (ui/root.tsx)');
  return textsOf(instance);
}

const perInstance = new WeakMap<i18n, Texts>();

/** One `Texts` per instance; exported for tests. */
export function textsOf(instance: i18n): Texts {
  const known = perInstance.get(instance);
  if (known) return known;
  const texts: Texts = { t: rememberingLookups(instance), i18n: instance };
  perInstance.set(instance, texts);
  return texts;
}

/**
 * `t` bound to the instance, remembering what it found: a text asked for by key alone, or with options
 * whose values are all plain (a count, a name), depends on nothing else (an instance's texts only gain
 * the groups a page did not carry, texts.ts). A listing's hundred cards ask for the same few texts with
 * the same counts and amounts (i18next's lookup, plurals and interpolation: about 110 ms of the listing's
 * first load at a phone's 4x slowdown in CPU profiles, 90 ms with these remembered). Options holding an object, a function
 * or a default go to i18next every time, as do texts not found (not there yet in the browser: the page
 * shows them again when they arrive). Every key asked for is noted for the page being rendered on the
 * server (usedTexts.ts).
 */
function rememberingLookups(instance: i18n): TFunction {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const remembered = new Map<string, unknown>();
  const lookup = (...args: unknown[]): unknown => {
    const [key, options] = args;
    if (typeof key === 'string') noteTextUsed(key);
    const memo = typeof key === 'string' ? memoKey(key, args.length, options) : null;
    if (memo === null) return found(key, translate(...args));
    const known = remembered.get(memo);
    if (known !== undefined) return known;
    const text = found(key, translate(...args));
    if (text !== key && remembered.size < MAX_REMEMBERED) remembered.set(memo, text);
    return text;
  };
  return lookup as unknown as TFunction;
}

/**
 * Texts remembered per instance at most: a server's instance lives as long as its process, and the
 * values interpolated (names, amounts) are many. Past the bound a text is looked up each time.
 */
const MAX_REMEMBERED = 20_000;

/** What a call is remembered by: its key, then its options' plain values in order; null when it must not be. */
function memoKey(key: string, argumentCount: number, options: unknown): string | null {
  if (argumentCount === 1) return key;
  if (argumentCount !== 2 || typeof options !== 'object' || options === null) return null;
  let memo = key;
  for (const [name, value] of Object.entries(options)) {
    if (name.startsWith('default') || (value !== null && typeof value === 'object') || typeof value === 'function') return null;
    memo += `\u0000${name}\u0000${typeof value}:${String(value)}`;
  }
  return memo;
}

/** The text i18next found; its key when there was none, noted as missing. */
function found(key: unknown, text: unknown): unknown {
  if (text === key) noteTextMissing();
  return text;
}
