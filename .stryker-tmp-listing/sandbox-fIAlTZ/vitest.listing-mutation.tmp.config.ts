// @ts-nocheck
import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/core/listing/**/*.test.ts', 'tests/core/offers/**/*.test.ts'],
    setupFiles: ['./vitest.listing-mutation.tmp.setup.ts'],
    pool: 'forks',
  },
});
