import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens a prerendered public page and waits until React has taken it over, so a link click goes
 * through the router and a button has its handler. A quiet network does not prove that on a busy
 * machine: the scripts can have loaded and not yet run. What only hydration changes does: the
 * sign-in button is enabled, and the knowledge base's theme switch shows the remembered choice
 * (set to 'light' here) where the HTML shows 'system'.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('wea-theme', 'light'));
  await page.goto(path);
  if (path.startsWith('/knowledge-base')) {
    await expect(
      page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light theme' }),
    ).toBeChecked();
  } else {
    await expect(page.getByRole('button', { name: /^Sign In/ })).toBeEnabled();
  }
}
