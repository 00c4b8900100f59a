import { MESSAGES } from '#shared/domain';
import { signIn } from './support/auth';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';
import { AGENTS } from './support/users';

test.describe.configure({ mode: 'serial' });

test('changes the full name and shows it in the greeting', async ({ page }) => {
  await signIn(page, AGENTS.profile);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(AGENTS.profile.email);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByLabel('Full Name').fill('Pat Renamed');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, MESSAGES.profileUpdated.title)).toBeVisible();
  // Disabled while it saved, the button has the keyboard again after.
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeFocused();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Pat Renamed' })).toBeVisible();
});

test('refuses an empty name and a too short password inline', async ({ page }) => {
  await signIn(page, AGENTS.profile);
  await page.goto('/profile');
  await page.getByLabel('Full Name').fill('');
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Current Password').fill(AGENTS.profile.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MESSAGES.fullNameRequired.description)).toBeVisible();
  await expect(page.getByText(MESSAGES.passwordTooShort.description)).toBeVisible();
});

test('a wrong current password shows Password Update Failed and changes nothing', async ({ page }) => {
  allowConsoleError(page, /400/);
  await signIn(page, AGENTS.profile);
  await page.goto('/profile');
  await page.getByLabel('New Password').fill('another-password-9');
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, MESSAGES.passwordUpdateFailed.title)).toBeVisible();
  await expect(page.getByText(MESSAGES.currentPasswordWrong).first()).toBeVisible();
  // The refused field takes the keyboard, not the top of the page.
  await expect(page.getByLabel('Current Password')).toBeFocused();
});

test('a password change shows Updating..., works, and ends the other sessions', async ({ page, browser }) => {
  allowConsoleError(page, /401/);
  await signIn(page, AGENTS.profile);
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const otherPage = await other.newPage();
  await signIn(otherPage, AGENTS.profile);

  await page.goto('/profile');
  await page.getByLabel('New Password').fill('profile-password-2');
  await page.getByLabel('Current Password').fill(AGENTS.profile.password);
  const sessions = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
  // This page's and the other device's at least (the earlier tests' too).
  await expect.poll(() => sessions.count()).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, MESSAGES.profileUpdated.title)).toBeVisible();
  // The other device was signed out, and the list says so without a reload.
  await expect(sessions).toHaveCount(1);

  await otherPage.goto('/agent');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  await page.goto('/agent');
  await page.getByRole('button', { name: 'Logout' }).click();
  // Signed out first: opening /login while the sign-out is still on its way goes back to /agent.
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { email: AGENTS.profile.email, password: 'profile-password-2' });
});

test('Back to Dashboard goes to /admin for an admin', async ({ page }) => {
  const { ADMIN } = await import('./support/users');
  await signIn(page, ADMIN, 'admin');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
