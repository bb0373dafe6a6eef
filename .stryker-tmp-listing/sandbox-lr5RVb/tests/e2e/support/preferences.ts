// @ts-nocheck
import type { BrowserContext } from '@playwright/test';
import { tenantUrl } from './tenantUrl.ts';

export type ColorMode = 'light' | 'dark';
export type Language = 'pl' | 'en';

/** The cookies the server reads to render a visitor's choices (core/preferences/preferenceCookies.ts). */
const COLOR_MODE_COOKIE = 'color-mode';
const LANGUAGE_COOKIE = 'lang';

/** Stores the colour mode for a tenant's host, as the toggle would; call before navigating. */
export async function setColorMode(context: BrowserContext, tenantId: string, colorMode: ColorMode): Promise<void> {
  await context.addCookies([{ name: COLOR_MODE_COOKIE, value: colorMode, url: tenantUrl(tenantId) }]);
}

/** Stores the language for a tenant's host, as the language switch would; call before navigating. */
export async function setLanguage(context: BrowserContext, tenantId: string, language: Language): Promise<void> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: tenantUrl(tenantId) }]);
}
