import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has hydrated (`<html data-hydrated>`, set by the root layout's last effect of the
 * first commit). A click that lands before it meets server-rendered HTML with no handler yet and is lost,
 * so a journey's first interaction on a freshly loaded page waits for this.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}
