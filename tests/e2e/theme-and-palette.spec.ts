import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import {
  createAgentWithClients,
  SEEDED_CLIENTS,
  type SeededAgent,
  signInQuietly,
} from './support/seeded-agent';
import { ADMIN } from './support/users';

let agent: SeededAgent | undefined;
const seededAgent = () => {
  if (!agent) throw new Error('the set-up did not create the agent');
  return agent;
};

test.beforeAll(async ({ browser }) => {
  agent = await createAgentWithClients(browser, 'Theo Theme');
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test.describe('theme', () => {
  test.use({ colorScheme: 'light' });

  test('the header switch picks dark, light or the system setting, and a reload keeps it', async ({
    page,
  }) => {
    await signInQuietly(page, seededAgent());
    await page.goto('/agent');
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: 'Theme of the system' })).toBeChecked();
    expect(await isDark(page)).toBe(false);

    await theme.getByRole('radio', { name: 'Dark theme' }).check();
    expect(await isDark(page)).toBe(true);
    await page.reload();
    await expect(page.getByTestId('client-card').first()).toBeVisible();
    expect(await isDark(page)).toBe(true);
    await expect(theme.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    await expectNoSeriousA11yViolations(page, '/agent in the dark theme chosen in the header');

    // The choice holds on every screen, the public ones included.
    await page.goto('/knowledge-base');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isDark(page)).toBe(true);
    // The prerendered switch checks no radio until React has taken the page over.
    const publicTheme = page.getByRole('group', { name: 'Theme' });
    await expect(publicTheme.getByRole('radio', { name: 'Dark theme' })).toBeChecked();

    await publicTheme.getByRole('radio', { name: 'Light theme' }).check();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isDark(page)).toBe(false);
    await expect(publicTheme.getByRole('radio', { name: 'Light theme' })).toBeChecked();

    // Back to the system setting: it follows the system, also when that changes while open.
    await publicTheme.getByRole('radio', { name: 'Theme of the system' }).check();
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  });

  test('the theme is set before the app runs, by a script file the CSP allows', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('wea-theme', 'dark');
      // 'interactive': the document is parsed and nothing has painted the app yet (module scripts,
      // the app's own among them, run after this).
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        document.documentElement.dataset.darkAtParse = String(
          document.documentElement.classList.contains('dark'),
        );
      });
    });
    const response = await page.goto('/login');
    const html = (await response?.text()) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script src="\/assets\/theme-boot-[\w-]+\.js"><\/script>/);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('html')).toHaveAttribute('data-dark-at-parse', 'true');
  });
});

test.describe('command palette', () => {
  test('an agent finds a client by phone digits and opens it, keyboard only', async ({ page }) => {
    await signInQuietly(page, seededAgent());
    await page.goto('/agent');
    await expect(page.getByTestId('client-card')).toHaveCount(3);
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette.getByRole('combobox')).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the command palette');
    await page.keyboard.type('7946');
    const option = palette.getByRole('option', { name: new RegExp(SEEDED_CLIENTS.ivan.name) });
    await expect(option).toBeVisible();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/agent\\?q=${encodeURIComponent(SEEDED_CLIENTS.ivan.email)}$`));
    const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(SEEDED_CLIENTS.ivan.name);
    await expect(page.getByTestId('client-card')).toHaveCount(1);
  });

  test('an admin opens a client in the client list and jumps to a screen', async ({ page }) => {
    await signInQuietly(page, ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette.getByRole('combobox')).toBeFocused();
    await page.keyboard.type(SEEDED_CLIENTS.alma.email);
    await expect(
      palette.getByRole('option', { name: new RegExp(SEEDED_CLIENTS.alma.name) }).first(),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/clients\?q=alma%40seeded\.test$/);
    await expect(page.getByRole('searchbox', { name: 'Search clients' })).toHaveValue(
      SEEDED_CLIENTS.alma.email,
    );

    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('manage agents');
    await expect(palette.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/agents$/);
    // The palette lets go of the keyboard to the new screen's heading.
    await expect(page.getByRole('heading', { name: 'Agent Management', level: 1 })).toBeFocused();
  });

  test('is not on the sign-in screen', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
