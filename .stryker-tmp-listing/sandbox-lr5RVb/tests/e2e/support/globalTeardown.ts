// @ts-nocheck
import { rm } from 'node:fs/promises';

/** Removes the run's fresh data folder made in playwright.config.ts. */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
}
