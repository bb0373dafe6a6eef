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
    // A worker runs file after file without starting over: each file no longer imports Fastify, PGlite,
    // React and the app afresh (the import phase summed 296 s of a 612 s run). Measured on 2 cores,
    // nothing else running: 612 s isolated, 476 s without (file order as on a fresh clone), and the
    // PostgreSQL pass 188 s against 111 s. A suite therefore leaves no global state behind: it closes
    // its databases and servers and restores real timers in its own `afterAll`/`finally`.
    isolate: false,
    globalSetup: ['tests/support/pgliteImage.ts', ...(process.env['JOBBOARD_TEST_POSTGRES'] === '1' ? ['tests/support/postgresTemplate.ts'] : [])],
  },
});
