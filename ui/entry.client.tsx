import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createBrowserRoot } from '../composition/roots/browserRoot.ts';
import { UseCaseProvider } from '../composition/react/UseCaseProvider.tsx';
import { beginHydration, SLICE_MS, yieldToMain } from './app/hydration.ts';
import { adoptServerStyles, STYLE_KEY } from './app/serverStyles.ts';
import { adoptInlineTexts, documentLanguage } from './i18n/texts.ts';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
// The server's style elements are already in <head>: the cache is told which rules they hold (ADR 30).
const cache = createCache({ key: STYLE_KEY, nonce });
adoptServerStyles(document, cache);
// Start-up in steps, each its own task: the styles, the use cases (themselves wired in steps), the texts, then hydration.
await yieldToMain();
const tenantId = document.querySelector<HTMLMetaElement>('meta[name="tenant"]')?.content ?? '';
const container = await createBrowserRoot(
  { baseUrl: '', tenantId, fetch: (input, init) => window.fetch(input, init) },
  { pause: yieldToMain, sliceMs: SLICE_MS },
);

await yieldToMain();
// The page's language texts first: the server rendered in it, and hydration must render the same.
await adoptInlineTexts(document, documentLanguage(document));

await yieldToMain();
beginHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <UseCaseProvider container={container}>
        <CacheProvider value={cache}>
          <HydratedRouter />
        </CacheProvider>
      </UseCaseProvider>
    </StrictMode>,
  );
});
