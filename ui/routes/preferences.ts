import { data, redirect } from 'react-router';
import { COLOR_MODE_COOKIE, LANGUAGE_COOKIE, ONE_YEAR_SECONDS, safeReturnPath } from '../../core/preferences/preferenceCookies.ts';
import { answeredConsent, COOKIE_CONSENT_COOKIE, encodeConsent } from '../../core/preferences/CookieConsent.ts';
import { localizedPath } from '../../core/preferences/localizedPath.ts';
import { isColorMode, isLanguage, type Language } from '../../core/tenancy/Tenant.ts';
import { resolve } from '../../composition/kernel/provide.ts';
import { ListingKeys } from '../../composition/listing/listingKeys.ts';
import type { Route } from './+types/preferences';

const cookie = (name: string, value: string) => `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

/**
 * Stores language and colour mode (the spec's setServerCookie), and the cookie banner's one-click
 * answers when it is used before the page's script has started. Works without JavaScript too.
 * Choosing a language also goes back to the same page in that language's words (a listing keeps
 * its filters, an offer its slug): the URL decides a localized page's language, the cookie the rest.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = new Headers();
  const language = form.get('language');
  const colorMode = form.get('colorMode');
  if (isLanguage(language)) headers.append('Set-Cookie', cookie(LANGUAGE_COOKIE, language));
  if (isColorMode(colorMode)) headers.append('Set-Cookie', cookie(COLOR_MODE_COOKIE, colorMode));
  const consent = answeredConsent(form.get('cookieConsent'));
  if (consent !== null) headers.append('Set-Cookie', cookie(COOKIE_CONSENT_COOKIE, encodeConsent(consent)));
  if (!headers.has('Set-Cookie')) return data({ ok: false }, { status: 400 });
  const returnTo = safeReturnPath(form.get('returnTo'));
  return redirect(isLanguage(language) ? await inLanguage(returnTo, language, context) : returnTo, { headers });
}

async function inLanguage(path: string, language: Language, context: Route.ActionArgs['context']): Promise<string> {
  // The vocabulary reads a listing URL; without it the page keeps its address (the switch still stores the choice).
  const vocabulary = await resolve(context.container, ListingKeys.LoadListingVocabulary).execute(language);
  return safeReturnPath(localizedPath(path, language, vocabulary.isOk() ? vocabulary.value : null));
}

export const loader = () => redirect('/');
