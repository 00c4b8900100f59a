import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createUserWithPassword } from '#server/auth/accounts';
import { clients } from '#server/db/schema';
import { MESSAGES } from '#shared/domain';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { fitsAndShoot } from './support/fits';
import { expect, test } from './support/fixtures';
import { withSeedDatabase } from './support/seed';
import { ROOT } from './support/server';
import { specServer } from './support/spec-server';

// The CSV import screen (issue 15) on a server of its own, so the imported clients and the undo
// meet no other spec's clients or counts.
const WORLD = {
  admin: { email: 'import-admin@e2e.test', password: 'import-admin-1', fullName: 'Ines Importer' },
  ada: { email: 'imp-ada@e2e.test', password: 'imp-ada-password-1', fullName: 'Ada Assigned' },
  ben: { email: 'imp-ben@e2e.test', password: 'imp-ben-password-1', fullName: 'Ben Other' },
};
const EXISTING = { name: 'Eddie Existing', email: 'existing.client@import.test' };

const spec = specServer(async (dataDir) => {
  await withSeedDatabase(dataDir, async ({ auth, db }) => {
    await createUserWithPassword(auth, { ...WORLD.admin, role: 'admin' });
    const ada = await createUserWithPassword(auth, { ...WORLD.ada, role: 'agent' });
    await createUserWithPassword(auth, { ...WORLD.ben, role: 'agent' });
    await db.insert(clients).values({ ...EXISTING, agentId: ada.id, status: 'ringing' });
  });
  return WORLD;
});

const CSV = path.join(ROOT, 'tests/fixtures/imports/clients.csv');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The page at 1280 and at 390 px wide: neither scrolls sideways; both pictures are kept. */
async function shootBothWidths(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await fitsAndShoot(page, name);
    // SHOTS_DIR keeps a copy where a later run's clean-up of test-results does not reach.
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: path.join(process.env.SHOTS_DIR, `${name}-${size.width}.png`),
        fullPage: true,
      });
  }
  await page.setViewportSize(DESKTOP);
}

const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Import steps' }).locator('[aria-current="step"]');
const tile = (page: Page, label: string) =>
  page.getByTestId('count-tile').filter({ has: page.getByText(label, { exact: true }) });

/** Drops a file on the drop zone as a pointer would, with the browser's own drag events. */
async function dropFile(page: Page, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], fileName, { type: 'text/csv' }));
      return transfer;
    },
    [name, text] as const,
  );
  const zone = page.getByTestId('import-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** Clients whose email holds `text`, as the admin's client list shows them. */
async function searchClients(page: Page, text: string) {
  await page.goto(`/admin/clients?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Management' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

test('an admin uploads a CSV, maps it, checks it, imports it with progress, and undoes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await spec.openPage(browser, DESKTOP);
  await signIn(page, WORLD.admin, 'admin');

  // Step 1: the screen is reached from the clients list, with an empty history.
  await page.goto('/admin/clients');
  await expect(page.getByText('1 client', { exact: true })).toBeVisible();
  await shootBothWidths(page, 'import-0-clients');
  await page.getByRole('link', { name: 'Import clients' }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import clients' })).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Upload/);
  await expect(page.getByText('No imports yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Client Management' })).toHaveAttribute(
    'href',
    '/admin/clients',
  );
  const fileInput = page.getByLabel('CSV file to import');

  // Refusals are said beside the drop zone: an empty file (dropped) before sending, a header-only
  // one by the server.
  await dropFile(page, 'empty.csv', '');
  await expect(page.getByRole('alert')).toHaveText('empty.csv is empty.');
  await fileInput.setInputFiles({
    name: 'header-only.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,Email\r\n'),
  });
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.importHeaderOnly);
  await expectNoSeriousA11yViolations(page, 'the upload step');
  await shootBothWidths(page, 'import-1-upload');

  // Step 2: the real file; the mapping is guessed from its headers and its first rows are shown.
  // From the keyboard: the button opens the file picker.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(CSV);
  await expect(page).toHaveURL(/\/admin\/clients\/import\/[0-9a-f-]{36}$/);
  const importUrl = page.url();
  await expect(currentStep(page)).toHaveText(/Map columns/);
  await expect(page.getByText('8 rows and 6 columns', { exact: false })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Full Name');
  await expect(page.getByLabel(/^Email/)).toHaveValue('E-mail');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('Mobile');
  await expect(page.getByLabel('First note', { exact: true })).toHaveValue('Comment');
  await expect(page.getByLabel('Agent (by email)', { exact: true })).toHaveValue('');
  const sample = page.getByTestId('import-sample');
  await expect(sample.getByRole('cell', { name: 'مريم الحسيني' })).toHaveAttribute('dir', 'auto');
  // Checking before choosing the agent says what is missing.
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose the agent who gets the clients.');
  // The field to fix is marked and takes the keyboard.
  await expect(page.getByLabel('Agent', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Agent', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Agent', { exact: true }).selectOption(WORLD.ada.email);
  await expectNoSeriousA11yViolations(page, 'the mapping step');
  await shootBothWidths(page, 'import-2-map');

  // Step 3: the dry run finds the invalid row, the repeat inside the file and the existing client.
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(currentStep(page)).toHaveText(/Check/);
  await expect(tile(page, 'Valid rows')).toContainText('5');
  await expect(tile(page, 'Invalid rows')).toContainText('1');
  await expect(tile(page, 'Duplicates in the file')).toContainText('1');
  await expect(tile(page, 'Already clients')).toContainText('1');
  const invalid = page.getByRole('region', { name: 'Invalid rows' });
  await expect(invalid.getByRole('row').nth(1)).toContainText('4');
  await expect(invalid.getByRole('row').nth(1)).toContainText('Email');
  await expect(page.getByRole('region', { name: 'Duplicates in the file' })).toContainText('repeats row 1');
  await expect(page.getByRole('region', { name: 'Already clients' })).toContainText(EXISTING.email);
  await expect(page.getByRole('region', { name: 'Phone numbers kept as typed' })).toContainText(
    MESSAGES.importPhoneKept,
  );
  // Nothing is written by the check.
  const written = await page.request.get('/api/clients?search=kai.ringer');
  expect((await written.json()).total).toBe(0);
  await expectNoSeriousA11yViolations(page, 'the check step');
  await shootBothWidths(page, 'import-3-check');

  // Step 4: the job's state is held at half way while the page is looked at and reloaded, so the
  // progress view is seen whatever the job's speed; then the real state comes through.
  let hold = true;
  await page.route(/\/api\/imports\/[0-9a-f-]{36}$/, async (route) => {
    const response = await route.fetch();
    const job = await response.json();
    const shown =
      hold && route.request().method() === 'GET' ? { ...job, status: 'running', rowsDone: 4 } : job;
    // Only the status is kept from the real answer: its content-length is that of the real body.
    await route.fulfill({ status: response.status(), json: shown });
  });
  await page.getByRole('button', { name: 'Import 5 rows' }).click();
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByTestId('import-rows-done')).toHaveText('4 of 8 rows (50%)');
  await page.reload();
  await expect(currentStep(page)).toHaveText(/Import/);
  await expect(bar).toHaveAttribute('aria-valuenow', '50');
  await shootBothWidths(page, 'import-4-progress');
  hold = false;

  // Step 5: the summary.
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await page.unroute(/\/api\/imports\/[0-9a-f-]{36}$/);
  await expect(currentStep(page)).toHaveText(/Summary/);
  await expect(tile(page, 'Created')).toContainText('5');
  await expect(tile(page, 'Skipped')).toContainText('2');
  await expect(tile(page, 'Failed')).toContainText('1');
  // The failed rows download as CSV, each with its reason.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download failed rows (CSV)' }).click();
  const failedCsv = fs.readFileSync(await (await download).path(), 'utf8');
  expect(failedCsv).toContain('Tom Nomail,not-an-email');
  expect(failedCsv.trim().split(/\r?\n/)).toHaveLength(2);
  await expectNoSeriousA11yViolations(page, 'the summary');
  await shootBothWidths(page, 'import-5-summary');

  // The clients are in the list, assigned to the chosen agent, the phone in E.164.
  await searchClients(page, 'kai.ringer@import.test');
  const kai = page.getByTestId('admin-client-row').filter({ hasText: 'Kai Ringer' });
  await expect(kai).toContainText(WORLD.ada.fullName);
  await expect(kai).toContainText('+447911123457');

  // Kai is called on since the import, so the undo must leave him.
  const kaiId = (await (await page.request.get('/api/clients?search=kai.ringer')).json()).items[0].id;
  const moved = await page.request.patch(`/api/clients/${kaiId}`, { data: { status: 'interested' } });
  expect(moved.status()).toBe(200);

  // Undo, confirmed in a dialog; the created clients are gone but Kai, listed, and the existing one stay.
  await page.goto(importUrl);
  await page.getByRole('button', { name: 'Undo import' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Undo this import?' });
  await expect(confirm).toContainText('The 5 clients it created are deleted');
  await confirm.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByRole('heading', { name: 'Import undone' })).toBeVisible();
  await expect(page.getByTestId('import-revert-line')).toContainText(
    '4 clients removed or restored; 1 left as they are',
  );
  await expect(page.getByRole('button', { name: 'Undo import' })).toHaveCount(0);
  // After a reload too, the summary names the client it left, linked to the list.
  await page.reload();
  const left = page.getByTestId('import-refused');
  await expect(left.getByRole('heading', { name: 'Clients left as they are' })).toBeVisible();
  await expect(left.getByRole('link', { name: 'Kai Ringer' })).toBeVisible();
  await expect(left).toContainText(MESSAGES.importChangedSince);
  await expectNoSeriousA11yViolations(page, 'the undone summary with the clients it left');
  await shootBothWidths(page, 'import-6-undone');
  await left.getByRole('link', { name: 'Kai Ringer' }).click();
  await expect(page).toHaveURL(/\/admin\/clients\?q=kai\.ringer%40import\.test/);
  await expect(page.getByTestId('admin-client-row')).toHaveCount(1);

  await searchClients(page, '@import.test');
  await expect(page.getByTestId('admin-client-row')).toHaveCount(2);
  await expect(page.getByTestId('admin-client-row').filter({ hasText: EXISTING.name })).toHaveCount(1);

  // The history lists the import with its file, its state and who ran it.
  await page.goto('/admin/clients/import');
  const entry = page.getByTestId('import-history').getByRole('listitem').first();
  await expect(entry).toContainText('clients.csv');
  await expect(entry).toContainText('Undone');
  await expect(entry).toContainText('1 left by the undo');
  await expect(entry).toContainText(WORLD.admin.email);
  await shootBothWidths(page, 'import-7-history');
  // The header-only file's refusal is a 400 the browser logs.
  await spec.done(page, /status of 400 \(Bad Request\)/);
});
