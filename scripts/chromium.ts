/**
 * Debian's Chromium, as the browser journeys (playwright.config.ts) and the Lighthouse benchmark start it:
 * headless, and quiet on the network (no updates, sync or background requests to skew a run).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
