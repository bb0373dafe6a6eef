import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../core/tenancy/Tenant.ts';
import type { Messages } from './pl/index.ts';
import { pickTexts } from './pickTexts.ts';
import { EVERY_TEXT, noteTextUsed } from './usedTexts.ts';

/**
 * The texts of each language, once loaded. The server holds both (createI18n.ts registers them).
 * The browser starts with the texts of its page's language that the page carries (`adoptInlineTexts`),
 * completes that language right after (`completeTexts`) and loads the other one when the visitor
 * switches (root's clientLoader), so a page carries part of one language's texts, not two.
 */
const loaded = new Map<Language, Messages>();
/** The languages whose texts are only a page's, until the rest arrives; and the rest on its way. */
const incomplete = new Set<Language>();
const completing = new Map<Language, Promise<void>>();

const importers: Readonly<Record<Language, () => Promise<Messages>>> = {
  pl: () => import('./pl/index.ts').then((module) => module.pl),
  en: () => import('./en/index.ts').then((module) => module.en),
};

export function registerTexts(language: Language, messages: Messages): void {
  loaded.set(language, messages);
}

/** The element that carries the page's texts as JSON, written by the server into the page. */
export const INLINE_TEXTS_ID = 'jb-texts';

/**
 * What the root layout writes into the texts block; the server's entry replaces it with the texts
 * the page used once its first screen is rendered (ui/app/shellHtml.ts). Not JSON: a block left
 * unreplaced makes the browser load the whole language instead.
 */
export const TEXTS_PENDING = '@jb-texts@';

/**
 * The texts at `keys` of a language as a JSON data block (never executed, so no CSP hole), in the
 * language's own tree; `<` is escaped so no text can close the element. Every text for `EVERY_TEXT`;
 * keys the language does not have (the employer panel's own) are left out.
 */
export function inlineTextsJson(language: Language, keys: ReadonlySet<string>): string {
  const texts = textsFor(language);
  const sorted = keys.has(EVERY_TEXT) ? [EVERY_TEXT] : [...keys].sort();
  const cacheKey = `${language} ${sorted.join(' ')}`;
  const cached = inlineJson.get(cacheKey);
  if (cached !== undefined) return cached;
  const picked = keys.has(EVERY_TEXT) ? texts : pickTexts(texts, sorted);
  const json = JSON.stringify(picked).replace(/</g, '\\u003c');
  if (inlineJson.size < MAX_CACHED_BLOCKS) inlineJson.set(cacheKey, json);
  return json;
}
/** Each language's block per set of keys, made once (texts never change while the process runs). */
const inlineJson = new Map<string, string>();
/** Pages of one kind differ in some dozens of sets of keys (a salary shown or not, a filter chosen); the bound caps the memory, past it a block is picked afresh (well under a millisecond). */
const MAX_CACHED_BLOCKS = 500;

/**
 * The browser's start: the page's texts from the JSON block the server wrote (no request, nothing
 * to wait for), the rest of the language fetched at once behind them; else the whole language loaded
 * like a language switch.
 */
export async function adoptInlineTexts(document: Document, language: Language): Promise<void> {
  const text = document.getElementById(INLINE_TEXTS_ID)?.textContent ?? '';
  try {
    if (text !== '' && text !== TEXTS_PENDING) {
      registerTexts(language, JSON.parse(text) as Messages);
      incomplete.add(language);
      void completeTexts(language);
      return;
    }
  } catch {
    // An unreadable block: load the texts instead.
  }
  loaded.delete(language);
  await loadTexts(language);
}

/**
 * Adds the texts a page did not carry to its language's texts, in place: the i18next instance reads
 * the same object, so every text asked for afterwards is there. Anything shown before that with a
 * missing text is shown again (`textsVersion`, the root layout).
 */
export function completeTexts(language: Language): Promise<void> {
  const known = completing.get(language);
  if (known) return known;
  const done = importers[language]()
    .then((all) => {
      const partial = loaded.get(language);
      if (partial === undefined) return registerTexts(language, all);
      // Each group whole: a superset of what the page carried, with the same texts.
      Object.assign(partial, all);
      incomplete.delete(language);
      completed(language);
    })
    // Offline or a failed chunk: the page keeps the texts it carried; a later call tries again.
    .catch(() => undefined)
    .finally(() => completing.delete(language));
  completing.set(language, done);
  return done;
}

/** Loads a language's texts (once), or the rest of them when the page carried only its own. */
export async function loadTexts(language: Language): Promise<void> {
  if (incomplete.has(language)) return completeTexts(language);
  if (!loaded.has(language)) loaded.set(language, await importers[language]());
}

let missed = false;
const listeners = new Set<() => void>();
let version = 0;

/** A text was asked for that the page's texts did not have yet (useTexts, in the browser). */
export function noteTextMissing(): void {
  if (incomplete.size > 0) missed = true;
}

function completed(language: Language): void {
  if (!missed) return;
  missed = false;
  // Texts already looked up (and remembered as missing) are looked up again through a new instance.
  const texts = loaded.get(language);
  if (texts) instances.delete(texts);
  version += 1;
  for (const listener of listeners) listener();
}

/** For the root layout: a number that changes when texts shown missing have arrived and the page should render again. */
export const textsVersion = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: (): number => version,
};

/** The text at `key` of a loaded language, for code without hooks (a route's `meta`); the key itself when there is none. */
export function textAt(language: Language, key: string): string {
  noteTextUsed(key);
  return textAtPath(textsFor(language), key);
}

/** The text at a dotted `key` of a tree of texts; the key itself when there is none. */
export function textAtPath(tree: unknown, key: string): string {
  let node = tree;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : key;
}

/** The language the page is in, as the root layout wrote it into `<html lang>`. */
export const documentLanguage = (document: Document): Language => (document.documentElement.lang === 'pl' ? 'pl' : 'en');

/** The texts of a loaded language. */
export function textsFor(language: Language): Messages {
  const messages = loaded.get(language);
  if (!messages) throw new Error(`The ${language} texts are not loaded yet (loadTexts first)`);
  return messages;
}

/**
 * The i18next instance over a loaded language's texts, made once per texts object and shared by every
 * server request and the browser: nothing changes an instance after it is made (no language switch, no
 * texts added). One per request cost a listing page's server render 14 ms of its 61 (ADR 17): making the
 * instance, and starting `useTexts`' remembered texts afresh each time.
 */
export function i18nFor(language: Language): i18n {
  const texts = textsFor(language);
  const known = instances.get(texts);
  if (known) return known;
  const instance = newInstance(language, texts);
  instances.set(texts, instance);
  return instance;
}
const instances = new WeakMap<Messages, i18n>();

function newInstance(language: Language, texts: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [language]: { translation: texts } },
    lng: language,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
