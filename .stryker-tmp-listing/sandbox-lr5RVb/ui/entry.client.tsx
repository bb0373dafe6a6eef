// @ts-nocheck
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createBrowserContainer } from '../composition/containers.ts';
import { UseCaseProvider } from '../composition/react/UseCaseProvider.tsx';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
const cache = createCache({ key: 'jb', nonce });
const tenantId = document.querySelector<HTMLMetaElement>('meta[name="tenant"]')?.content ?? '';
const container = createBrowserContainer({ baseUrl: '', tenantId, fetch: (input, init) => window.fetch(input, init) });

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
