import { Global } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import archivo from '@fontsource-variable/archivo/index.css?url';
import archivoLatin from '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url';
import archivoLatinExt from '@fontsource-variable/archivo/files/archivo-latin-ext-wght-normal.woff2?url';
import type { Route } from './+types/root';
import { languageOfUrl } from '../core/preferences/pageLanguage.ts';
// The shell's evaluation pauses here, before the layout's modules (ui/app/startUpPause.ts says what falls on each side).
import './app/startUpPause.ts';
import { i18nFor, INLINE_TEXTS_ID, loadTexts, TEXTS_PENDING, textsVersion } from './i18n/texts.ts';
import { noteTextsLanguage } from './i18n/usedTexts.ts';
import { ScrollRestoration } from './app/ScrollRestoration.tsx';
import { loadShell, type ShellData } from './app/shellData.ts';
import { AppShell } from './layout/AppShell.tsx';
import { ErrorPage } from './layout/ErrorPage.tsx';
import { globalCss } from './theme/globalStyles.ts';
import { themeCss } from './theme/themeCss.ts';
import { promotionalBannerProbe } from '../composition/preferences/promotionalBannerProbe.ts';
import { useHydrationDone } from './app/hydration.ts';

/** The icons and the manifest are the tenant's, drawn by the server (gateway/seo/). */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export const loader = ({ context, request }: Route.LoaderArgs) => loadShell(context, request);

/** After a language switch the browser loads that language's texts before the page renders in it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const shell = await serverLoader();
  await loadTexts(shell.language);
  return shell;
}

/** The shell changes only when a preference is stored, or when the next URL's words name another language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formAction === '/preferences' || languageOfUrl(currentUrl.pathname) !== languageOfUrl(nextUrl.pathname)
    ? true
    : defaultShouldRevalidate && formAction !== undefined;

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<ShellData>('root');
  const language = shell?.language ?? 'en';
  noteTextsLanguage(language);
  // Rendered again, over a new instance, when texts shown missing before the language was complete arrive.
  useSyncExternalStore(textsVersion.subscribe, textsVersion.current, textsVersion.current);
  const i18n = i18nFor(language);
  useHydrationDone();
  return (
    <html lang={language} {...(shell?.colorMode ? { 'data-color-mode': shell.colorMode } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
          Archivo ships with the app (no font CDN); the browser fetches only the subsets a page uses.
          With a precedence React writes the stylesheet first in <head>, before the scripts' module
          preloads, so the first paint waits for it and not for them (issue: first load on a phone).
        */}
        <link rel="stylesheet" href={archivo} precedence="default" />
        {/*
          Its two faces (latin, latin-ext) are asked for with the document, not after the first layout:
          a face that arrived while the page was being laid out made the browser lay out every object
          again, once per face (ADR 31).
        */}
        <link rel="preload" href={archivoLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="preload" href={archivoLatinExt} as="font" type="font/woff2" crossOrigin="anonymous" />
        {shell && <meta name="csp-nonce" content={shell.styleNonce} />}
        {shell && <meta name="tenant" content={shell.tenant.id} />}
        {shell && <meta name="theme-color" content={shell.tenant.theme.light.primary} />}
        {shell?.errorReportingDsn && <meta name="error-reporting-dsn" content={shell.errorReportingDsn} />}
        {shell && <style nonce={shell.styleNonce}>{themeCss(shell.tenant)}</style>}
        {shell && <script nonce={shell.nonce} dangerouslySetInnerHTML={{ __html: promotionalBannerProbe }} />}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          {shell ? <style nonce={shell.styleNonce}>{globalCss}</style> : <Global styles={globalCss} />}
          {children}
        </I18nextProvider>
        {/*
          The page's texts for the browser, as data: the groups of one language that the page used, written
          by the server's entry once the first screen is rendered (texts.ts, ui/app/shellHtml.ts).
        */}
        <script
          type="application/json"
          id={INLINE_TEXTS_ID}
          nonce={shell?.nonce ?? ''}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: TEXTS_PENDING }}
        />
        <ScrollRestoration nonce={shell?.nonce ?? ''} />
        <Scripts nonce={shell?.nonce ?? ''} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell shell={loaderData}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<ShellData>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page = <ErrorPage status={status} />;
  return shell ? <AppShell shell={shell}>{page}</AppShell> : page;
}
