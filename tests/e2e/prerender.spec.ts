import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

// Public pages arrive as HTML (decision 0020) and React takes them over without re-rendering: the
// fixtures fail the test on the console error a hydration mismatch logs.
const PAGES = [
  { path: '/login', text: 'Sign in to your account' },
  { path: '/admin-login', text: 'Sign In as Admin' },
  { path: '/knowledge-base', text: 'Open to everyone' },
  { path: '/knowledge-base/training', text: 'Training Roadmap' },
  { path: '/knowledge-base/executive-protocols', text: 'Executive' },
] as const;

/**
 * Holds the app's scripts back, as on a slow phone, so a test can type into the prerendered HTML
 * before hydration (not the theme's boot script, which the page waits for before it shows).
 * Returns the function that lets them load.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (!route.request().url().includes('/theme-boot-')) await held;
    await route.continue();
  });
  return release;
}

test.describe('prerendered public pages', () => {
  for (const { path, text } of PAGES) {
    test(`${path} arrives as HTML and hydrates without a mismatch`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root.length).toBeGreaterThan(1000);
      expect(root).toContain(text);
      expect(html).not.toMatch(/<script(?![^>]*(\ssrc=|type="application\/json"))[^>]*>/);

      // The HTML shows at once; once React has taken it over, the router takes a link click
      // without a page load.
      await gotoHydrated(page, path);
      await page.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
      });
      const link = path.startsWith('/knowledge-base')
        ? page.getByRole('link', { name: 'Back to Login' })
        : page.getByRole('link', { name: /Knowledge Base|agent sign-in/i }).first();
      await link.click();
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    });
  }

  test('the remembered dark theme paints at once and the switch shows it after hydration', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('wea-theme', 'dark'));
    await page.goto('/knowledge-base');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expect(page.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
  });

  test('a search in the address gets the page the browser renders, with its results', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/knowledge-base?q=script')).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/knowledge-base?q=script');
    await expect(page.getByRole('searchbox')).toHaveValue('script');
  });

  test('before hydration the sign-in form cannot be sent, and never with the password in the URL', async ({
    request,
  }) => {
    for (const path of ['/login', '/admin-login']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<form[^>]*method="post"/);
      expect(html, path).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    }
  });

  test('what is typed before hydration is what the form checks after it', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('typed early');
    release();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toHaveCount(0);
  });

  test('what is typed into the knowledge-base search before hydration is searched after it', async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await page.goto('/knowledge-base', { waitUntil: 'commit' });
    await page.getByRole('searchbox').fill('drawdowns');
    release();
    const results = page.getByRole('list', { name: 'Pages that mention the search' });
    await expect(results.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue('drawdowns');
    await expect(page).toHaveURL(/[?&]q=drawdowns/);
  });

  // The page's colour scheme is light, so both picks turn the remembered dark theme off.
  for (const { pick, stored } of [
    { pick: 'Light theme', stored: 'light' },
    { pick: 'Theme of the system', stored: null },
  ]) {
    test(`"${pick}" picked in the knowledge base before hydration is the choice kept after it`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        // Remembered from an earlier visit; set once, so the reload below reads what the page saved.
        if (sessionStorage.getItem('theme-set')) return;
        localStorage.setItem('wea-theme', 'dark');
        sessionStorage.setItem('theme-set', 'yes');
      });
      const release = await holdAppScripts(page);
      await page.goto('/knowledge-base', { waitUntil: 'commit' });
      const theme = page.getByRole('group', { name: 'Theme' });
      // The HTML cannot know the choice, so it checks none.
      await expect(theme.getByRole('radio')).toHaveCount(3);
      await expect(theme.getByRole('radio', { checked: true })).toHaveCount(0);
      await theme.getByRole('radio', { name: pick }).check();
      release();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('wea-theme'))).toBe(stored);
      await expect(theme.getByRole('radio', { name: pick })).toBeChecked();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
      await page.reload();
      await expect(theme.getByRole('radio', { name: pick })).toBeChecked();
    });
  }

  test('back on a knowledge-base page, a theme picked since elsewhere is kept', async ({ page }) => {
    await page.goto('/knowledge-base');
    const theme = page.getByRole('group', { name: 'Theme' });
    await theme.getByRole('radio', { name: 'Light theme' }).check();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wea-theme'))).toBe('light');
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('wea-theme', 'dark'));
    // The browser must not put the Light radio back checked, where it would pass for a new pick.
    await page.goBack();
    await expect(theme.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('wea-theme'))).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  test('the sign-in form works once hydrated', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
  });
});
