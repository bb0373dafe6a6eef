import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'ui',
  // `BUILD_DIRECTORY` lets the bundle benchmark make its source-mapped build beside the real one.
  buildDirectory: process.env['BUILD_DIRECTORY'] ?? 'build',
  ssr: true,
  // Every route known from the start (ADR 41): the manifest is one cached script instead of a request before each navigation.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
