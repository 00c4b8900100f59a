import { apiAs } from './support/api';
import { signIn } from './support/auth';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';
import { enableTwoFactorByApi } from './support/two-factor';
import { ADMIN, AGENTS } from './support/users';

test('the settings screen saves the audit retention and alert thresholds', async ({ page }) => {
  await signIn(page, ADMIN, 'admin');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  const retention = page.getByLabel('Keep audit entries for (days)');
  await expect(retention).toHaveValue('365');
  await expect(page.getByLabel('Require two-factor sign-in for agents')).not.toBeChecked();
  await retention.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a whole number of at least 1.')).toBeVisible();
  await retention.fill('400');
  await page.getByLabel('Export alert (rows in 24 hours)').fill('5000');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastWith(page, 'Settings saved')).toBeVisible();
  await page.reload();
  await expect(retention).toHaveValue('400');
  await expect(page.getByLabel('Export alert (rows in 24 hours)')).toHaveValue('5000');
  // Back to the defaults, which other specs expect.
  await retention.fill('365');
  await page.getByLabel('Export alert (rows in 24 hours)').fill('10000');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastWith(page, 'Settings saved')).toBeVisible();
});

test('the agent card resets 2FA and ends sessions, each after a confirmation', async ({ page, browser }) => {
  allowConsoleError(page, /401/);
  const user = AGENTS.reset;
  const agent = await apiAs(browser, user);
  await enableTwoFactorByApi(agent, user.password);

  await signIn(page, ADMIN, 'admin');
  await page.goto('/admin/agents');
  await page.getByRole('button', { name: `Reset 2FA of ${user.fullName}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Reset two-factor sign-in for ${user.fullName}?`);
  await dialog.getByRole('button', { name: 'Reset 2FA' }).click();
  await expect(toastWith(page, `Two-factor sign-in reset for ${user.fullName}`)).toBeVisible();

  // The password alone signs in again: no code is asked for.
  const fresh = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const agentPage = await fresh.newPage();
  allowConsoleError(agentPage, /401/);
  await signIn(agentPage, user);

  await page.getByRole('button', { name: `End sessions of ${user.fullName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End sessions' }).click();
  await expect(toastWith(page, `All sessions of ${user.fullName} ended`)).toBeVisible();
  await agentPage.goto('/agent');
  await expect(agentPage).toHaveURL(/\/login$/);
  await fresh.close();
});

test('the overview shows a notice when someone exported more rows than the threshold', async ({
  page,
  browser,
}) => {
  const admin = await apiAs(browser, ADMIN);
  const threshold = async (rows: number) => {
    const res = await admin.patch('/api/settings', { data: { security: { exportAlertRows: rows } } });
    expect(res.status()).toBe(200);
  };
  await signIn(page, ADMIN, 'admin');
  const notice = page.getByRole('region', { name: 'Unusual activity in the last 24 hours' });
  await expect(page.getByText('Total Agents')).toBeVisible();
  await expect(notice).toBeHidden();
  // Set low for this test only; the settings test in this file runs before it and restores it.
  await threshold(1);
  try {
    expect((await admin.get('/api/audit/export.csv')).status()).toBe(200);
    await page.reload();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`${ADMIN.fullName} exported`);
    await notice.getByRole('link', { name: 'Open the audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
  } finally {
    await threshold(10_000);
  }
});
