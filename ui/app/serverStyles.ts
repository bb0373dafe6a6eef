import type { EmotionCache } from '@emotion/cache';

/** The style cache's key: the server's and the browser's caches must share it. */
export const STYLE_KEY = 'jb';

/**
 * The attribute the server gives the style elements it has moved into `<head>` (shellHtml.ts), in
 * place of Emotion's own `data-emotion`: Emotion's browser cache would move every element it finds
 * under its own attribute once more, and the page would compute its styles again from the start.
 */
export const SERVER_STYLE_ATTRIBUTE = 'data-jb-ssr';

/**
 * Tells the browser's style cache which rules the server's style elements already hold, so that it
 * neither inserts them again nor moves the elements: `<style data-jb-ssr="jb 1abc 2def">` holds the
 * rules named `1abc` and `2def`.
 */
export function adoptServerStyles(document: Document, cache: Pick<EmotionCache, 'inserted' | 'key'>): void {
  for (const element of document.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`)) {
    const [key, ...names] = (element.getAttribute(SERVER_STYLE_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) if (name !== '') cache.inserted[name] = true;
  }
}
