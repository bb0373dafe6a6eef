import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createBrowserRootInSlices } from '../composition/roots/browserRoot.ts';
import { UseCaseProvider } from '../composition/react/UseCaseProvider.tsx';
import { beginHydration } from './app/hydration.ts';
import { adoptServerStyles, STYLE_KEY } from './app/serverStyles.ts';
import { adoptInlineTexts } from './i18n/texts.ts';

/**
 * Start-up runs in separate tasks, each short enough for a phone to answer a tap in between: the
 * modules' own evaluation, the style cache (told which rules the server's style elements hold), the container,
 * the texts, then hydration (a transition, which React renders in slices).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

await nextTask();
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
const cache = createCache({ key: STYLE_KEY, nonce });
adoptServerStyles(document, cache);
await nextTask();
const tenantId = document.querySelector<HTMLMetaElement>('meta[name="tenant"]')?.content ?? '';
const container = await createBrowserRootInSlices({ baseUrl: '', tenantId, fetch: (input, init) => window.fetch(input, init) }, nextTask);

// The page's language texts first: the server rendered in it, and hydration must render the same.
await adoptInlineTexts(document, document.documentElement.lang === 'pl' ? 'pl' : 'en');
await nextTask();

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
