import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens a prerendered public page and waits until React has taken it over, so a link click goes
 * through the router and a button has its handler. A quiet network does not prove that on a busy
 * machine: the scripts can have loaded and not yet run. What only hydration changes does: the
 * sign-in button is enabled, and the knowledge base's theme switch, which checks no radio in the
 * HTML, shows the remembered choice ('light' unless the test stored another). The switch shows
 * from 640 px up, so knowledge-base pages need a viewport at least that wide.
 */
export async function gotoHydrated(page: Page, path: string) {
  if (!path.startsWith('/knowledge-base')) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Sign In/ })).toBeEnabled();
    return;
  }
  await page.goto(path);
  const stored = await page.evaluate(() => localStorage.getItem('wea-theme'));
  const label = { light: 'Light theme', dark: 'Dark theme' }[stored ?? ''] ?? 'Theme of the system';
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: label })).toBeChecked();
}
