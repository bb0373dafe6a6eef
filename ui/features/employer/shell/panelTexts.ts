import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { textAtPath, textsFor } from '../../../i18n/texts.ts';
import { noteEveryTextUsed } from '../../../i18n/usedTexts.ts';
import type { EmployerMessages } from '../../../i18n/pl/employer.ts';

const instances = new WeakMap<EmployerMessages, Map<Language, i18n>>();

/**
 * One i18next instance for the panel's pages: the page's texts and the panel's (under `panel`),
 * made once per panel texts object and language (as texts.ts does for the page's, ADR 17). It copies
 * the whole language, so a panel page carries every group of it (usedTexts.ts).
 */
export function panelI18n(language: Language, panel: EmployerMessages): i18n {
  noteEveryTextUsed();
  const known = instances.get(panel)?.get(language);
  if (known) return known;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [language]: { translation: { ...textsFor(language), ...panel } } },
    lng: language,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const byLanguage = instances.get(panel) ?? new Map<Language, i18n>();
  byLanguage.set(language, instance);
  instances.set(panel, byLanguage);
  return instance;
}

/** The panel's data as its layout loader gives it. */
export interface PanelData {
  readonly texts: EmployerMessages;
}

/** A page title for a panel route's `meta`: the panel text at `key`, then the tenant's name. */
export function panelTitle(matches: readonly ({ readonly id?: string; readonly loaderData?: unknown } | undefined)[], key: string): string {
  const panel = matches.find((match) => match?.id === 'employer-panel')?.loaderData as PanelData | undefined;
  const shell = matches[0]?.loaderData as { tenant?: { name?: string } } | undefined;
  const text = textAtPath(panel?.texts, key);
  return shell?.tenant?.name ? `${text} | ${shell.tenant.name}` : text;
}
