import { AsyncLocalStorage } from 'node:async_hooks';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { UseCaseProvider } from '../composition/react/UseCaseProvider.tsx';
import { STYLE_KEY } from './app/serverStyles.ts';
import { ShellHtml } from './app/shellHtml.ts';
// Both languages' texts, registered for every render.
import './i18n/createI18n.ts';
import { recordTextsWith, type TextsRecorder } from './i18n/usedTexts.ts';

/** The texts each render uses, noted for its own request however renders interleave (usedTexts.ts). */
const textsInUse = new AsyncLocalStorage<TextsRecorder>();
recordTextsWith(() => textsInUse.getStore());

export const streamTimeout = 5_000;

/** Renders the page as a stream; crawlers get the whole document at once. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return Promise.resolve(new Response(null, { status, headers }));
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  const cache = createCache({ key: STYLE_KEY, nonce: loadContext.styleNonce });
  const used: TextsRecorder = { keys: new Set() };
  return new Promise((resolve, reject) => {
    let statusCode = status;
    const { pipe, abort } = textsInUse.run(used, () =>
      renderToPipeableStream(
        <UseCaseProvider container={loadContext.container}>
          <CacheProvider value={cache}>
            <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
          </CacheProvider>
        </UseCaseProvider>,
        {
          nonce: loadContext.nonce,
          [waitForAll ? 'onAllReady' : 'onShellReady']() {
            const body = new ShellHtml(used);
            headers.set('Content-Type', 'text/html; charset=utf-8');
            pipe(body);
            resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
          },
          onShellError: reject,
          onError(error: unknown) {
            statusCode = 500;
            console.error(error);
          },
        },
      ),
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
