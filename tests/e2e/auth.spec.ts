import { MESSAGES } from '#shared/domain';
import { signIn } from './support/auth';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';
import { ADMIN, AGENTS } from './support/users';

test.describe('route guards when signed out', () => {
  for (const [path, target] of [
    ['/', '/login'],
    ['/agent', '/login'],
    ['/profile', '/login'],
    ['/admin', '/admin-login'],
    ['/admin/clients', '/admin-login'],
    ['/admin/agents', '/admin-login'],
  ] as const) {
    test(`${path} goes to ${target}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
    });
  }
});

test.describe('route guards for an agent', () => {
  test('a wrong role and the sign-in screens go to /agent', async ({ page }) => {
    await signIn(page, AGENTS.alice);
    await expect(page.getByRole('heading', { name: `Welcome back, ${AGENTS.alice.fullName}` })).toBeVisible();
    for (const path of ['/', '/admin', '/admin/clients', '/admin/agents', '/login', '/admin-login']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/agent$/);
    }
    await page.goto('/profile');
    await expect(page.getByLabel('Email')).toHaveValue(AGENTS.alice.email);
  });
});

test.describe('route guards for an admin', () => {
  test('a wrong role and the sign-in screens go to /admin', async ({ page }) => {
    await signIn(page, ADMIN, 'admin');
    await expect(page.getByText('System overview and management')).toBeVisible();
    for (const path of ['/', '/agent', '/login', '/admin-login']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin$/);
    }
  });
});

test.describe('sign-in screen', () => {
  test('shows the spec texts and links to the knowledge base', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Wise Expert Advisor' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByText('Or', { exact: true })).toBeVisible();
    // A lost password has somewhere to go.
    await expect(
      page.getByText('Forgot your password? Ask an administrator to set a new one.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Access Knowledge Base' }).click();
    await expect(page).toHaveURL(/\/knowledge-base$/);
  });

  test('shows Signing in... while pending and welcomes the agent', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(AGENTS.bob.email);
    await page.getByLabel('Password').fill(AGENTS.bob.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/agent$/);
    await expect(toastWith(page, MESSAGES.signInWelcome.title)).toBeVisible();
    await expect(toastWith(page, MESSAGES.signInWelcome.description)).toBeVisible();
  });

  test('a wrong password shows the failure toast and the inline error', async ({ page }) => {
    allowConsoleError(page, /401/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(AGENTS.bob.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const inline = page.getByRole('alert').filter({ hasText: MESSAGES.loginFailed });
    await expect(inline).toContainText(MESSAGES.invalidCredentials);
    await expect(toastWith(page, MESSAGES.signInFailed.title)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields are explained without a request', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
  });

  test('the 11th rapid failed sign-in is refused even with the right password, with a clear message', async ({
    page,
    baseUrl,
  }) => {
    allowConsoleError(page, /429/);
    for (let i = 0; i < 10; i++) {
      const res = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
        data: { email: AGENTS.locked.email, password: `wrong-${i}` },
      });
      expect(res.status()).toBe(401);
    }
    await page.goto('/login');
    await page.getByLabel('Email').fill(AGENTS.locked.email);
    await page.getByLabel('Password').fill(AGENTS.locked.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginFailed })).toContainText(
      MESSAGES.tooManySignIns,
    );
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('admin sign-in screen', () => {
  test('shows the spec texts and welcomes an admin', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(page.getByText('Sign in to the administration panel')).toBeVisible();
    await expect(page.getByText('Wise Expert Advisor')).toBeVisible();
    await page.getByLabel('Admin Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In as Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toastWith(page, MESSAGES.adminWelcome.title)).toBeVisible();
  });

  test('refuses an agent and leaves it signed out', async ({ page }) => {
    allowConsoleError(page, /403/);
    await page.goto('/admin-login');
    await page.getByLabel('Admin Email').fill(AGENTS.bob.email);
    await page.getByLabel('Password').fill(AGENTS.bob.password);
    await page.getByRole('button', { name: 'Sign In as Admin' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginFailed })).toContainText(
      MESSAGES.notAnAdmin,
    );
    await page.goto('/agent');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sign-out', () => {
  test('Logout ends the session and returns to sign-in', async ({ page }) => {
    await signIn(page, AGENTS.signout);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/agent');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('with a session revoked elsewhere, Logout still clears everything without an error toast', async ({
    page,
    browser,
  }) => {
    await signIn(page, AGENTS.signout);
    const other = await browser.newContext();
    await other.addCookies(await page.context().cookies());
    const otherPage = await other.newPage();
    await otherPage.goto(`${process.env.E2E_BASE_URL}/agent`);
    await otherPage.getByRole('button', { name: 'Logout' }).click();
    await expect(otherPage).toHaveURL(/\/login$/);
    await other.close();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toastWith(page, MESSAGES.signOutFailed.title)).toHaveCount(0);
  });

  test('a sign-out in one tab returns the other to sign-in at once, and signing in there goes back to its screen', async ({
    page,
  }) => {
    await signIn(page, AGENTS.signout);
    const second = await page.context().newPage();
    await second.goto('/profile');
    await expect(second.getByLabel('Full Name')).toHaveValue(AGENTS.signout.fullName);
    await second.getByLabel('Full Name').fill('Half-typed Name');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Nothing done in the second tab, and well within its 30-second session check.
    await expect(second).toHaveURL(/\/login$/);
    await expect(toastWith(second, MESSAGES.sessionEnded)).toBeVisible();
    await second.getByLabel('Email').fill(AGENTS.signout.email);
    await second.getByLabel('Password').fill(AGENTS.signout.password);
    await second.getByRole('button', { name: 'Sign In' }).click();
    await expect(second).toHaveURL(/\/profile$/);
    // What was typed is back, and says why.
    await expect(second.getByLabel('Full Name')).toHaveValue('Half-typed Name');
    await expect(second.getByRole('status').filter({ hasText: MESSAGES.draftRestored })).toBeVisible();
  });

  test('a request answered 401 returns the app to sign-in', async ({ page, browser }) => {
    allowConsoleError(page, /401/);
    await signIn(page, AGENTS.signout);
    await page.goto('/profile');
    await expect(page.getByLabel('Full Name')).toHaveValue(AGENTS.signout.fullName);
    // Every query of the screen answered first: one still on its way after the sign-out below
    // would be the request answered 401, and the Save button gone before it is clicked.
    await page.waitForLoadState('networkidle');
    // A stale page: the session probe keeps saying "signed in", so only the 401 can tell.
    const session = await (await page.request.get('/api/auth/get-session')).json();
    await page.route('**/api/auth/get-session', (route) => route.fulfill({ json: session }));
    const other = await browser.newContext();
    await other.addCookies(await page.context().cookies());
    const res = await other.request.post(`${process.env.E2E_BASE_URL}/api/auth/sign-out`, { data: {} });
    expect(res.ok()).toBe(true);
    await other.close();
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
