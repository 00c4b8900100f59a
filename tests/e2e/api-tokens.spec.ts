import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { fitsAndShoot } from './support/fits';
import { expect, test, toastWith } from './support/fixtures';
import { ADMIN } from './support/users';

test('an admin creates a token, sees it once, a script uses it, and revoking it refuses the script', async ({
  page,
  playwright,
  baseUrl,
}) => {
  const script = await playwright.request.newContext({ baseURL: baseUrl });
  const asScript = (token: string) =>
    script.get('/api/clients?pageSize=5', { headers: { authorization: `Bearer ${token}` } });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, 'admin');
  await page.getByRole('link', { name: 'API Tokens' }).click();
  await expect(page).toHaveURL(/\/admin\/api-tokens$/);
  await expect(page.getByRole('heading', { name: 'API Tokens', level: 1 })).toBeVisible();
  await fitsAndShoot(page, 'api-tokens-empty');

  const name = `Warehouse sync ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Create API token' });
  await form.getByLabel('Name').fill(name);
  await expect(form.getByRole('checkbox', { name: /clients:read/ })).toBeChecked();
  await form.getByRole('checkbox', { name: /reports:read/ }).check();
  await form.getByRole('button', { name: 'Create Token' }).click();

  const secret = page.getByLabel('New API token');
  await expect(secret).toHaveValue(/^wea_[A-Za-z0-9_-]{43}$/);
  const token = await secret.inputValue();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  const row = page.getByRole('list', { name: 'API tokens' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Never');
  await expectNoSeriousA11yViolations(page, 'the API tokens screen with a new token');
  await fitsAndShoot(page, 'api-tokens-created');
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsAndShoot(page, 'api-tokens-created');
  await page.setViewportSize({ width: 1280, height: 900 });

  const used = await asScript(token);
  expect(used.status()).toBe(200);
  expect((await used.json()).items).toBeInstanceOf(Array);

  // Once dismissed, the secret is nowhere on the page; the list shows its prefix only.
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByLabel('New API token')).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText(token.slice(0, 10));
  expect(await page.content()).not.toContain(token);
  await expect(row).not.toContainText('Last used: Never');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('button', { name: 'Revoke token' }).click();
  await expect(toastWith(page, 'Token Revoked')).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

  const refused = await asScript(token);
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe('token_revoked');
  await script.dispose();
});

test('the API reference at /api/docs renders under the CSP without errors', async ({ page }) => {
  // No script runs on the page; the fixture fails the test on any console error (a CSP refusal is one).
  await page.setViewportSize({ width: 1280, height: 900 });
  const res = await page.goto('/api/docs');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toContainText('API');
  const listClients = page.locator('#op-get-api-clients');
  await expect(listClients).toContainText('clients:read');
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'POST /api/tokens' })
    .click();
  await expect(page).toHaveURL(/#op-post-api-tokens$/);
  await expect(page.locator('#op-post-api-tokens')).toContainText('Session cookie only');
  // The page is long: the first screen of it is the picture.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the reference scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/api-docs-${width}.png` });
  }
});
