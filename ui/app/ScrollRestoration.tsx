import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/** Where React Router keeps each history entry's scroll position (its default key, so existing tabs keep theirs). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * The inline script that puts the window back where it was on a reload or a way back, before the first
 * paint: React Router's own, except that a new history entry (no key yet) returns before reading
 * session storage. Nothing can be stored for a key made a moment ago, and the first read of session
 * storage waits on the browser process: 0.6 to 21 ms in fresh browsers, in the middle of the
 * document's parsing (docs/performance.md). Written as text, not a stringified function, so that no
 * compiler helper ends up inside it.
 */
export const restoreScrollScript = (storageKey: string): string =>
  `(function (storageKey) {
  if (!window.history.state || !window.history.state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    var positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}");
    var storedY = positions[window.history.state.key];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
})(${JSON.stringify(storageKey).replaceAll('<', '\\u003c')})`;

/** React Router's scroll restoration (its hook saves and restores on client navigations) with the script above. */
export function ScrollRestoration({ nonce }: { readonly nonce: string }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript(SCROLL_POSITIONS_KEY) }} />;
}
