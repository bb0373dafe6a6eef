// @ts-nocheck
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../core/tenancy/Tenant.ts';
import { en } from './en/index.ts';
import { pl } from './pl/index.ts';

export const resources = { pl: { translation: pl }, en: { translation: en } } as const;

/** One i18next instance per server request, one for the browser; both hold both languages. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
