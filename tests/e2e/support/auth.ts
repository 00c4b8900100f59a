import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs in through the real screen and waits for the role's home. */
export async function signIn(
  page: Page,
  user: { email: string; password: string },
  as: 'agent' | 'admin' = 'agent',
) {
  await page.goto(as === 'admin' ? '/admin-login' : '/login');
  await page.getByLabel(as === 'admin' ? 'Admin Email' : 'Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: as === 'admin' ? 'Sign In as Admin' : 'Sign In' }).click();
  await expect(page).toHaveURL(as === 'admin' ? /\/admin$/ : /\/agent$/);
}
