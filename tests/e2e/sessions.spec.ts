import { signIn } from './support/auth';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';
import { AGENTS } from './support/users';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test('/profile lists the sessions and signs another device out, one or all', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const user = AGENTS.sessions;
  await signIn(page, user);
  const phone = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, userAgent: IPHONE });
  const phonePage = await phone.newPage();
  allowConsoleError(phonePage, /401/);
  await signIn(phonePage, user);

  await page.goto('/profile');
  const list = page.getByRole('list', { name: 'Active sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const current = list.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  const phoneRow = list.getByRole('listitem', { name: /Safari 17 on iOS/ });
  await expect(phoneRow).toContainText('Last used');
  await phoneRow.getByRole('button', { name: 'Sign out' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(toastWith(page, 'Signed out of Safari 17 on iOS')).toBeVisible();
  await phonePage.goto('/agent');
  await expect(phonePage).toHaveURL(/\/login$/);

  // Two more devices, then both at once.
  const others = await Promise.all(
    [1, 2].map(() => browser.newContext({ baseURL: process.env.E2E_BASE_URL })),
  );
  for (const context of others) await signIn(await context.newPage(), user);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out all others' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out all others' })).toBeHidden();
  const stale = await others[0]?.request.get('/api/me');
  expect(stale?.status()).toBe(401);
  await Promise.all([phone, ...others].map((c) => c.close()));
});
