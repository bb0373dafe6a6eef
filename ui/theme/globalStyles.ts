import { css } from '@emotion/react';
import { color, fontFamily } from './tokens.ts';

export const globalStyles = css`
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
