import { defineConfig } from 'vitest/config';

/**
 * Unit, contract, gateway and UI suites. E2E runs in Playwright; benchmarks in `npm run bench`.
 * A global set-up migrates one PGlite first and leaves its image for every suite's PGlite database to
 * start from (tests/support/pgliteImage.ts). In the PostgreSQL pass (scripts/testOnPostgres.sh sets
 * JOBBOARD_TEST_POSTGRES=1) another makes the migrated template database every suite's own is copied from.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    // Suites named *.postgres.test.ts need the PostgreSQL server of the PostgreSQL pass.
    exclude: ['tests/e2e/**', 'node_modules/**', ...(process.env['JOBBOARD_TEST_POSTGRES'] === '1' ? [] : ['tests/**/*.postgres.test.ts'])],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['tests/support/pgliteImage.ts', ...(process.env['JOBBOARD_TEST_POSTGRES'] === '1' ? ['tests/support/postgresTemplate.ts'] : [])],
  },
});
