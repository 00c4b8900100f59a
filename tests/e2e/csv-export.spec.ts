import fs from 'node:fs';
import { CSV_FILE_NAME, MESSAGES } from '#shared/domain';
import { apiAs } from './support/api';
import { signIn } from './support/auth';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';
import { ADMIN, AGENTS } from './support/users';

const NAMES = ['Csv Stream One', 'Csv Stream Two', 'Csv Stream Three'];

test.beforeAll(async ({ browser }) => {
  const api = await apiAs(browser, AGENTS.streamer);
  for (const [i, name] of NAMES.entries()) {
    const res = await api.post('/api/clients', { data: { name, email: `csv-stream-${i}@streamer.test` } });
    expect(res.status()).toBe(201);
  }
});

test('the export is a file the browser saves from the server, with the filtered rows', async ({ page }) => {
  await signIn(page, ADMIN, 'admin');
  await page.goto('/admin/clients?q=Csv%20Stream');
  await expect(page.getByTestId('admin-client-row')).toHaveCount(3);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(CSV_FILE_NAME);
  // Fetched by the browser itself from the export's address, not assembled in the page.
  expect(new URL(download.url()).pathname).toBe('/api/clients/export.csv');
  expect(new URL(download.url()).searchParams.get('search')).toBe('Csv Stream');
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(4);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual([...NAMES].sort());
  await expect(toastWith(page, MESSAGES.exportSuccessful.title)).toBeVisible();
});

test('a refused export is a message on screen, not a file', async ({ page }) => {
  allowConsoleError(page, /status of (401|429)/);
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.url()));
  await signIn(page, ADMIN, 'admin');
  await page.goto('/admin/clients?q=Csv%20Stream');
  await expect(page.getByTestId('admin-client-row')).toHaveCount(3);

  // Too many requests (the server's rate-limit answer), as the check would receive it.
  const limited = { error: { code: 'rate_limited', message: 'Too many requests. Try again in a minute.' } };
  await page.route(
    (url) => url.pathname === '/api/clients/export.csv' && url.searchParams.get('check') === 'true',
    (route) => route.fulfill({ status: 429, json: limited }),
  );
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(toastWith(page, 'Export failed')).toContainText(limited.error.message);
  await page.unrouteAll();

  // The session ended meanwhile: the real server refuses, the app says so and returns to sign-in.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(toastWith(page, MESSAGES.sessionEnded)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login/);
  expect(downloads).toEqual([]);
});
