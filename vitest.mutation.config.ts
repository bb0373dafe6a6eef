import { defineConfig } from 'vitest/config';

/**
 * The suites Stryker runs against mutated `core/` (npm run test:mutation): the core use-case and
 * rule tests, which run in Node with in-memory adapters. Build-level and server suites (the bundle
 * budget builds the app, the gateway suites start PGlite) prove nothing about a core mutant and
 * cannot run in Stryker's instrumented sandbox.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/core/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    // One worker keeps its modules between Stryker's runs: mutants switch on at run time, so the
    // thousands of runs need not import the same modules again each time.
    isolate: false,
  },
});
