import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { environment: 'node', include: ['tests/core/listing/**/*.test.ts', 'tests/core/offers/**/*.test.ts'], pool: 'forks' } });
