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
 * instance is enough, and a text asked for without options is looked up once.
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
  const texts: Texts = { t: rememberingPlainLookups(instance), i18n: instance };
  perInstance.set(instance, texts);
  return texts;
}

/**
 * `t` bound to the instance, remembering the texts asked for by key alone: their result depends on
 * nothing else (an instance's texts only gain the groups a page did not carry, texts.ts). Calls with
 * options (counts, values, defaults) go to i18next every time. Every key asked for is noted for the
 * page being rendered on the server (usedTexts.ts); a text not there yet in the browser is not
 * remembered, and the page shows it again when it arrives.
 */
function rememberingPlainLookups(instance: i18n): TFunction {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const plain = new Map<string, unknown>();
  const lookup = (...args: unknown[]): unknown => {
    const [key] = args;
    if (typeof key === 'string') noteTextUsed(key);
    if (args.length !== 1 || typeof key !== 'string') return found(key, translate(...args));
    const known = plain.get(key);
    if (known !== undefined) return known;
    const text = found(key, translate(key));
    if (text !== key) plain.set(key, text);
    return text;
  };
  return lookup as unknown as TFunction;
}

/** The text i18next found; its key when there was none, noted as missing. */
function found(key: unknown, text: unknown): unknown {
  if (text === key) noteTextMissing();
  return text;
}
