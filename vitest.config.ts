import { availableParallelism } from 'node:os';
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
    // One worker per core, not vitest's default of one fewer: the suites wait on PGlite and child
    // processes as much as they compute. Measured on 2 cores: 810 s with one worker, 485 s with two.
    maxWorkers: availableParallelism(),
    globalSetup: ['tests/support/pgliteImage.ts', ...(process.env['JOBBOARD_TEST_POSTGRES'] === '1' ? ['tests/support/postgresTemplate.ts'] : [])],
  },
});
