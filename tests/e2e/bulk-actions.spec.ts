import type { Browser, Page } from '@playwright/test';
import { createUserWithPassword } from '#server/auth/accounts';
import { clients } from '#server/db/schema';
import { fill, MESSAGES } from '#shared/domain';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { withSeedDatabase } from './support/seed';
import { specServer } from './support/spec-server';

type Account = { email: string; password: string; fullName: string };
type BulkWorld = { admin: Account; ana: Account; ben: Account };

const NEW_LEADS = 12;
const CLOSED_LEADS = 3;
const STALE_LEADS = 101;
const RTL_NAME = 'ليلى عبد الرحمن الهاشمي من شركة التداول الدولية';

/** Bulk actions (issue 15) on a server of their own: fifteen "Lead" clients of Ana, three of them lost. */
async function seedBulkWorld(dataDir: string): Promise<BulkWorld> {
  const world: BulkWorld = {
    admin: { email: 'bulk-admin@e2e.test', password: 'bulk-admin-pass', fullName: 'Bea Admin' },
    ana: { email: 'ana@e2e.test', password: 'ana-password-1', fullName: 'Ana Agent' },
    ben: { email: 'ben@e2e.test', password: 'ben-password-1', fullName: 'Ben Agent' },
  };
  await withSeedDatabase(dataDir, async ({ auth, db }) => {
    await createUserWithPassword(auth, { ...world.admin, role: 'admin' });
    const ana = await createUserWithPassword(auth, { ...world.ana, role: 'agent' });
    const ben = await createUserWithPassword(auth, { ...world.ben, role: 'agent' });
    const row = (name: string, status: string, i: number) => ({
      name,
      email: `lead${i}@bulk.test`,
      agentId: ana.id,
      status,
      createdAt: new Date(Date.now() - (i + 1) * 60_000),
    });
    await db.insert(clients).values([
      ...Array.from({ length: NEW_LEADS }, (_, i) => row(`Lead Open ${i + 1}`, 'new-client', i)),
      ...Array.from({ length: CLOSED_LEADS }, (_, i) =>
        row(`Lead Lost ${i + 1}`, 'not-interested', NEW_LEADS + i),
      ),
      // The newest, so it leads the first page.
      row(`Lead ${RTL_NAME}`, 'new-client', -1),
    ]);
    // Ben's old list, more than a delete may take without the count typed back.
    await db.insert(clients).values(
      Array.from({ length: STALE_LEADS }, (_, i) => ({
        name: `Stale ${i + 1}`,
        email: `stale${i}@bulk.test`,
        agentId: ben.id,
        status: 'new-client',
      })),
    );
  });
  return world;
}

const spec = specServer(seedBulkWorld);
const openPage = (browser: Browser, width: number) => spec.openPage(browser, { width, height: 900 });

async function openClients(page: Page, query = '') {
  await signIn(page, spec.world().admin, 'admin');
  await page.goto(`/admin/clients${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Management' })).toBeVisible();
}

const rowOf = (page: Page, name: string) => page.getByTestId('admin-client-row').filter({ hasText: name });

test.describe.configure({ mode: 'serial' });

test('selected rows are reassigned by a job with a progress bar and a summary', async ({ browser }) => {
  const page = await openPage(browser, 1280);
  await openClients(page, '?q=Lead+Open');
  await rowOf(page, 'Lead Open 1').first().getByRole('checkbox', { name: 'Select Lead Open 1' }).check();
  await page.getByRole('checkbox', { name: 'Select Lead Open 2', exact: true }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 clients selected');
  await bar.getByRole('button', { name: 'Reassign' }).click();

  const dialog = page.getByRole('dialog', { name: 'Reassign clients' });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toContainText(MESSAGES.bulkAgentsRequired);
  await dialog.getByLabel('Assign to').selectOption({ label: 'Several agents in turn (round robin)' });
  await expect(dialog.getByRole('group', { name: 'Agents, in turn' })).toContainText('Ana Agent');
  await expectNoSeriousA11yViolations(page, 'the bulk reassign dialog');
  await page.screenshot({ path: 'test-results/bulk-reassign-dialog-1280.png' });
  await dialog.getByLabel('Assign to').selectOption({ label: 'One agent' });
  await dialog.getByLabel('Agent', { exact: true }).selectOption({ label: 'Ben Agent' });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toBeHidden();

  const panel = page.getByTestId('bulk-job');
  // The keyboard goes on from the job's panel, not from the top of the page.
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/[?&]job=[0-9a-f-]{36}/);
  await expect(panel.getByRole('progressbar', { name: 'Bulk action progress' })).toHaveAttribute(
    'aria-valuemax',
    '2',
  );
  await expect(panel).toContainText('Reassigning clients: done');
  await expect(panel.getByTestId('bulk-summary')).toHaveText('2 changed · 0 skipped · 0 failed');
  await expect(panel).toContainText('2 of 2 done');
  // The list shows the new owner without a reload.
  await expect(rowOf(page, 'Lead Open 1').first()).toContainText('Ben Agent');
  await expect(rowOf(page, 'Lead Open 2').first()).toContainText('Ben Agent');
  await expect(bar).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'the bulk job summary');
  await page.screenshot({ path: 'test-results/bulk-reassign-1280.png' });
  await spec.done(page);
});

test('all clients matching the filters change status; the lost ones are reported as skipped', async ({
  browser,
}) => {
  const page = await openPage(browser, 1280);
  await openClients(page, '?q=Lead');
  const total = NEW_LEADS + CLOSED_LEADS + 1;
  await expect(page.getByText(`${total} clients`, { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all clients on this page' }).first().check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('10 clients selected');
  await bar.getByRole('button', { name: `Select all ${total} clients matching these filters` }).click();
  await expect(bar).toContainText(`All ${total} clients matching these filters`);
  // Leaving one row out keeps the rest of the page, never the one row alone.
  await page.getByRole('checkbox', { name: 'Select Lead Open 1', exact: true }).uncheck();
  await expect(bar).toContainText('9 clients selected');
  await expect(page.getByRole('checkbox', { name: 'Select Lead Open 2', exact: true })).toBeChecked();
  await bar.getByRole('button', { name: `Select all ${total} clients matching these filters` }).click();
  await expect(bar).toContainText(`All ${total} clients matching these filters`);
  await page.screenshot({ path: 'test-results/bulk-select-all-1280.png' });

  // Going back up the page by keyboard, what takes focus is scrolled below the sticky bar, never under it.
  await page.setViewportSize({ width: 1280, height: 450 });
  await page
    .getByRole('checkbox', { name: /^Select (?!all)/ })
    .last()
    .focus();
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('Shift+Tab');
    const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? 0);
    expect(top, `focus step ${step}`).toBeGreaterThanOrEqual(barBottom);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await bar.getByRole('button', { name: 'Change status' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change status' });
  // No status is chosen for the admin: Start alone asks for one and starts nothing.
  await expect(dialog.getByLabel('New status')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByText('Choose the new status.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New status').selectOption({ label: 'Ringing' });
  await dialog.getByRole('button', { name: 'Start' }).click();

  const panel = page.getByTestId('bulk-job');
  await expect(panel).toContainText('Changing status: done');
  await expect(panel.getByTestId('bulk-summary')).toHaveText(
    `${total - CLOSED_LEADS} changed · ${CLOSED_LEADS} skipped · 0 failed`,
  );
  await expect(panel.getByRole('list', { name: 'Why clients were skipped' })).toHaveText(
    `${CLOSED_LEADS} × ${MESSAGES.invalidStatusChange.description}`,
  );
  await panel.getByText('First clients skipped').click();
  await expect(panel).toContainText(`Lead Lost 1: ${MESSAGES.invalidStatusChange.description}`);
  await expect(rowOf(page, 'Lead Open 3').first()).toContainText('Ringing');
  await page.screenshot({ path: 'test-results/bulk-status-summary-1280.png' });

  // A reload finds the job again from the address.
  await page.reload();
  await expect(page.getByTestId('bulk-job').getByTestId('bulk-summary')).toContainText(
    `${total - CLOSED_LEADS} changed`,
  );
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('bulk-job')).toBeHidden();
  await expect(page).not.toHaveURL(/job=/);
  await spec.done(page);
});

test('on a phone: cards are selected and a note is added to them', async ({ browser }) => {
  const page = await openPage(browser, 390);
  await openClients(page, '?q=Lead');
  await page.getByRole('checkbox', { name: `Select Lead ${RTL_NAME}` }).check();
  // A tap beside the 16 px box, within the 32 px square around it, selects the card too.
  const open4 = page.getByRole('checkbox', { name: 'Select Lead Open 4' });
  await open4.scrollIntoViewIfNeeded();
  const box = await open4.boundingBox();
  if (!box) throw new Error('the checkbox is not on screen');
  await page.mouse.click(box.x - 6, box.y - 6);
  await expect(open4).toBeChecked();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 clients selected');
  await page.screenshot({ path: 'test-results/bulk-bar-390.png' });
  await bar.getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a note' });
  await dialog.getByLabel('Note').fill('Invited to the Thursday webinar');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('bulk-job').getByTestId('bulk-summary')).toHaveText(
    '2 changed · 0 skipped · 0 failed',
  );
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
  await page.screenshot({ path: 'test-results/bulk-note-390.png' });
  await spec.done(page);
});

test('deleting more than 100 clients needs their count typed back', async ({ browser }) => {
  const page = await openPage(browser, 1280);
  await openClients(page, '?q=Stale');
  await expect(page.getByText(`${STALE_LEADS} clients`, { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all clients on this page' }).first().check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: `Select all ${STALE_LEADS} clients matching these filters` }).click();
  await bar.getByRole('button', { name: 'Delete' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete clients' });
  const count = String(STALE_LEADS);
  const submit = dialog.getByRole('button', { name: `Delete ${STALE_LEADS} clients` });
  await submit.click();
  await expect(dialog).toContainText(fill(MESSAGES.bulkDeleteConfirm, { count }));
  await dialog.getByLabel(fill(MESSAGES.bulkDeleteConfirm, { count })).fill('100');
  await submit.click();
  await expect(dialog).toContainText(fill(MESSAGES.bulkDeleteConfirmWrong, { typed: '100', count }));
  await page.screenshot({ path: 'test-results/bulk-delete-confirm-1280.png' });
  await dialog.getByLabel(fill(MESSAGES.bulkDeleteConfirm, { count })).fill(count);
  await submit.click();
  await expect(page.getByTestId('bulk-job').getByTestId('bulk-summary')).toHaveText(
    `${STALE_LEADS} deleted · 0 skipped · 0 failed`,
  );
  await expect(page.getByText('No clients found')).toBeVisible();
  await spec.done(page);
});
