import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { E2E_BASE_URL, E2E_PORT } from './tests/e2e/support/tenantUrl.ts';

/**
 * Browser journeys against the production build (`npm run build` first; `npm test` does it), in
 * Debian's Chromium. The server gets a fresh data folder per run: the runner names it here once
 * (workers load this file too and inherit the variable), the server creates it on start and
 * `globalTeardown` removes it.
 */
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `jobboard-e2e-${process.pid}-${Date.now().toString(36)}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  globalTeardown: './tests/e2e/support/globalTeardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records DOM snapshots and screencast frames of every action: kept only for a retry (CI
    // retries once), where it serves a diagnosis. Recorded for every journey it cost about a third of
    // the run's time on two cores (846 s against 603 s, docs/performance.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
      },
    },
  ],
  webServer: {
    // The production build as `npm start` serves it, without rebuilding.
    command: 'node --import tsx composition/server/main.ts',
    url: E2E_BASE_URL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_OFFERS: '3000',
      DEFAULT_TENANT: 'jobboard',
      // A live-chat licence, so the chat journeys can load the widget (its script is served by the test).
      LIVECHAT_LICENSE: 'e2e-licence',
    },
  },
});
