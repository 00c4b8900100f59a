import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The page is no wider than the screen (no sideways scrolling); a full-page picture of it goes to
 * test-results/<name>-<width>.png for review.
 */
export async function fitsAndShoot(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}
