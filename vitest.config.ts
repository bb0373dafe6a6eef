import { defineConfig } from 'vitest/config';

/**
 * Unit, contract, gateway and UI suites. E2E runs in Playwright; benchmarks in `npm run bench`.
 * In the PostgreSQL pass (scripts/testOnPostgres.sh sets JOBBOARD_TEST_POSTGRES=1) a global set-up
 * first makes the migrated template database every suite's own database is copied from.
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
    globalSetup: process.env['JOBBOARD_TEST_POSTGRES'] === '1' ? ['tests/support/postgresTemplate.ts'] : [],
  },
});
