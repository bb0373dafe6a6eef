// @ts-nocheck
import { data, redirect } from 'react-router';
import {
  COLOR_MODE_COOKIE,
  LANGUAGE_COOKIE,
  ONE_YEAR_SECONDS,
  safeReturnPath,
} from '../../core/preferences/preferenceCookies.ts';
import { isColorMode, isLanguage } from '../../core/tenancy/Tenant.ts';
import type { Route } from './+types/preferences';

const cookie = (name: string, value: string) => `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

/** Stores language and colour mode (the spec's setServerCookie). Works without JavaScript too. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = new Headers();
  const language = form.get('language');
  const colorMode = form.get('colorMode');
  if (isLanguage(language)) headers.append('Set-Cookie', cookie(LANGUAGE_COOKIE, language));
  if (isColorMode(colorMode)) headers.append('Set-Cookie', cookie(COLOR_MODE_COOKIE, colorMode));
  if (!headers.has('Set-Cookie')) return data({ ok: false }, { status: 400 });
  return redirect(safeReturnPath(form.get('returnTo')), { headers });
}

export const loader = () => redirect('/');
