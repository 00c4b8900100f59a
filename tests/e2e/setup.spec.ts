import { expect, test } from './support/fixtures';
import { SERVER_START_MS, startServer } from './support/server';

test('the one-time setup link creates the first admin and signs them in', async ({ page }) => {
  test.setTimeout(SERVER_START_MS);
  const server = await startServer();
  try {
    const link = /\/setup\?token=[\w-]+/.exec(server.output())?.[0];
    expect(link, server.output()).toBeTruthy();
    await page.goto(`${server.url}${link}`);
    await expect(page.getByRole('heading', { name: 'Create the administrator' })).toBeVisible();
    await page.getByLabel('Full Name').fill('Bea Boss');
    await page.getByLabel('Admin Email').fill('boss@e2e.test');
    await page.getByLabel('Password').fill('boss-password-1');
    await page.getByRole('button', { name: 'Create admin and sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('System overview and management')).toBeVisible();

    await page.goto(`${server.url}${link}`);
    await expect(page.getByRole('heading', { name: 'Setup link not valid' })).toBeVisible();
  } finally {
    await server.stop();
  }
});
