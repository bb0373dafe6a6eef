import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createBrowserRoot } from '../composition/roots/browserRoot.ts';
import { UseCaseProvider } from '../composition/react/UseCaseProvider.tsx';
import { adoptInlineTexts } from './i18n/texts.ts';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
const cache = createCache({ key: 'jb', nonce });
const tenantId = document.querySelector<HTMLMetaElement>('meta[name="tenant"]')?.content ?? '';
const container = createBrowserRoot({ baseUrl: '', tenantId, fetch: (input, init) => window.fetch(input, init) });

// The page's language texts first: the server rendered in it, and hydration must render the same.
await adoptInlineTexts(document, document.documentElement.lang === 'pl' ? 'pl' : 'en');

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
