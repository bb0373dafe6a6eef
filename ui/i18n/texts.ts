import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../core/tenancy/Tenant.ts';
import type { Messages } from './pl/index.ts';

/**
 * The texts of each language, once loaded. The server holds both (createI18n.ts registers them);
 * the browser loads only the page's language before hydrating and the other one when the visitor
 * switches (root's clientLoader), so a page carries one language's texts, not two.
 */
const loaded = new Map<Language, Messages>();

const importers: Readonly<Record<Language, () => Promise<Messages>>> = {
  pl: () => import('./pl/index.ts').then((module) => module.pl),
  en: () => import('./en/index.ts').then((module) => module.en),
};

export function registerTexts(language: Language, messages: Messages): void {
  loaded.set(language, messages);
}

/** The element that carries the page's texts as JSON, written by the server into the page. */
export const INLINE_TEXTS_ID = 'jb-texts';

/** The texts as a JSON data block (never executed, so no CSP hole); `<` is escaped so no text can close the element. */
export function inlineTextsJson(language: Language): string {
  const texts = textsFor(language);
  const cached = inlineJson.get(texts);
  if (cached !== undefined) return cached;
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  inlineJson.set(texts, json);
  return json;
}
/** Each language's JSON, made once (texts never change while the process runs). */
const inlineJson = new WeakMap<Messages, string>();

/**
 * The browser's start: the page's texts from the JSON block the server wrote (no second request,
 * nothing to wait for), else loaded like a language switch.
 */
export async function adoptInlineTexts(document: Document, language: Language): Promise<void> {
  const text = document.getElementById(INLINE_TEXTS_ID)?.textContent ?? '';
  try {
    if (text !== '') return registerTexts(language, JSON.parse(text) as Messages);
  } catch {
    // An unreadable block: load the texts instead.
  }
  await loadTexts(language);
}

/** Loads a language's texts (once). */
export async function loadTexts(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, await importers[language]());
}

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
