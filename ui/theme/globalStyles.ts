import { color, fontFamily } from './tokens.ts';

/**
 * The page's base rules, as plain CSS: the root layout writes them into a style element of its own
 * (ui/root.tsx) that hydration leaves where it is. Emotion's `Global` moved its server-rendered
 * element into `<head>` while hydrating, and the browser then computed every element's style again
 * (820 elements on the home page, 12-19 ms on this machine before any slowdown; docs/performance.md).
 */
export const globalCss = `
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    font-family: ${fontFamily};
    background: ${color.background};
    color: ${color.text};
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    line-height: 1.5;
  }
  a {
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  /* A control that needs the script, until the page has hydrated (hiddenUntilHydrated). */
  [data-awaiting-script] {
    visibility: hidden;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
