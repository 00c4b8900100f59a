import fs from 'node:fs';
import { MESSAGES } from '#shared/domain';
import { apiAs } from './support/api';
import { signIn } from './support/auth';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';
import { seedUsers } from './support/seed';
import { freshDataDir, type RunningServer, SERVER_START_MS, startServer } from './support/server';
import { nextCodeFor, setUpTwoFactor, signInToCode } from './support/two-factor';
import { ADMIN, AGENTS } from './support/users';

test('sets up two-factor sign-in on /profile, then signs in with a code and with a backup code', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const user = AGENTS.totp;
  await signIn(page, user);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // Each step takes the keyboard: the password box, then the new step's words, then back.
  await expect(page.getByLabel('Current password')).toBeFocused();
  const { secret, code, backupCodes } = await setUpTwoFactor(page, user.password);
  await expect(page.getByText('Two-factor sign-in is on.')).toBeFocused();
  // The badge agrees with the words while the backup codes are still showing.
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'I have saved my backup codes' }).click();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New backup codes' })).toBeFocused();

  const second = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const codePage = await second.newPage();
  allowConsoleError(codePage, /401/);
  await signInToCode(codePage, user, 'agent');
  // A wrong code is refused with the same words as any other failure of this step.
  await codePage.getByLabel('Authentication code').fill(code === '000000' ? '111111' : '000000');
  await codePage.getByRole('button', { name: 'Verify' }).click();
  await expect(codePage.getByRole('alert').getByText(MESSAGES.twoFactorCodeInvalid)).toBeVisible();
  await codePage.getByLabel('Authentication code').fill(await nextCodeFor(secret, code));
  await codePage.getByRole('button', { name: 'Verify' }).click();
  await expect(codePage).toHaveURL(/\/agent$/);
  await expect(toastWith(codePage, MESSAGES.signInWelcome.title)).toBeVisible();
  await second.close();

  const third = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const backupPage = await third.newPage();
  await signInToCode(backupPage, user, 'agent');
  await backupPage.getByRole('button', { name: 'Use a backup code instead' }).click();
  await backupPage.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await backupPage.getByRole('button', { name: 'Verify' }).click();
  await expect(backupPage).toHaveURL(/\/agent$/);
  await expect(toastWith(backupPage, MESSAGES.signInWelcome.title)).toBeVisible();
  await third.close();
});

// Requiring 2FA holds every agent of a server, so this test has a server of its own and cannot
// stop the other specs' agents for the moment the requirement is on.
test.describe('with a server of its own', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_MS);
    const dataDir = freshDataDir();
    await seedUsers(dataDir, [{ ...AGENTS.forced, role: 'agent' }]);
    server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, dataDir);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
  test('an agent without two-factor sign-in sets it up first once admins require it, and can sign out there', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const admin = await apiAs(browser, ADMIN, server.url);
    const requireForAgents = async (on: boolean) => {
      const res = await admin.patch('/api/settings', {
        data: { security: { requireTwoFactorForAgents: on } },
      });
      expect(res.status()).toBe(200);
    };
    const user = AGENTS.forced;
    const forcedHeading = page.getByRole('heading', { name: 'Set up two-factor sign-in' });
    // Every agent of the server is held while the requirement is on: this server is the test's own.
    await requireForAgents(true);
    try {
      await signIn(page, user);
      await expect(forcedHeading).toBeVisible();
      await expect(page.getByText(MESSAGES.twoFactorRequired)).toBeVisible();
      const blocked = await page.request.get('/api/clients');
      expect(blocked.status()).toBe(403);
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, user);
      await expect(forcedHeading).toBeVisible();
    } finally {
      await requireForAgents(false);
    }
    await setUpTwoFactor(page, user.password);
    await page.getByRole('button', { name: 'I have saved my backup codes' }).click();
    await expect(forcedHeading).toBeHidden();
    await expect(page.getByRole('heading', { name: `Welcome back, ${user.fullName}` })).toBeVisible();
    await context.close();
  });
});
