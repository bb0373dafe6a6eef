import type { i18n } from 'i18next';
import type { Language } from '../../core/tenancy/Tenant.ts';
import { en } from './en/index.ts';
import { pl } from './pl/index.ts';
import { i18nFor, registerTexts } from './texts.ts';

/**
 * Both languages, loaded up front: for the server (entry.server and the loaders import this) and
 * for tests. Browser code uses texts.ts, which loads one language at a time.
 */
registerTexts('pl', pl);
registerTexts('en', en);

export const resources = { pl: { translation: pl }, en: { translation: en } } as const;

export const createI18n = (language: Language): i18n => i18nFor(language);
