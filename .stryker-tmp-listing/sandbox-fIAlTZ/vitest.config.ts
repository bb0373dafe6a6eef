// @ts-nocheck
import { defineConfig } from 'vitest/config';

/** Unit, contract, gateway and UI suites. E2E runs in Playwright; benchmarks in `npm run bench`. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
