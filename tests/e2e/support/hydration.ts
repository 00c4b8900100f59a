import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens a prerendered public page and waits until React has taken it over, so a link click goes
 * through the router and a button has its handler. A quiet network does not prove that on a busy
 * machine: the scripts can have loaded and not yet run. What only hydration changes does: the
 * sign-in button is enabled, and the knowledge base's theme switch, which checks no radio in the
 * HTML, checks the remembered choice. The switch shows from 640 px up, so knowledge-base pages
 * need a viewport at least that wide.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  if (path.startsWith('/knowledge-base')) {
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { checked: true })).toHaveCount(1);
  } else {
    await expect(page.getByRole('button', { name: /^Sign In/ })).toBeEnabled();
  }
}
