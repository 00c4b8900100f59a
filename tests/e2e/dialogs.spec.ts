import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '#shared/domain';
import { createAgent } from './support/agents';
import { apiAs } from './support/api';
import { signIn } from './support/auth';
import { expect, test, toastWith, untilDialogReady } from './support/fixtures';
import { ADMIN } from './support/users';

// A worker that restarts after a failure runs beforeAll again, so each run gets its own agent.
const AGENT = { email: '', fullName: 'Dina Dialog', password: 'dialogs-password-1' };

test.beforeAll(async ({ browser }) => {
  AGENT.email = `dialogs-${Date.now()}@e2e.test`;
  const api = await createAgent(browser, AGENT);
  const res = await api.post('/api/clients', { data: { name: 'Focus Fiona', email: 'fiona@dialogs.test' } });
  expect(res.status()).toBe(201);
});

/**
 * A click on the dimmed page beside the dialog, well away from any notification. It waits until
 * the page is idle first: each time a layer opens or closes, the dialog re-registers its outside
 * click listener in a timer, and Chromium runs a pending input event before a pending timer, so a
 * click sent within that moment would be missed (no person clicks that fast).
 */
async function clickOutside(page: Page) {
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2000 })));
  await page.mouse.click(8, (page.viewportSize()?.height ?? 800) - 8);
}

/** Clicks where the element is, as a person would, whatever is on top there. */
async function clickWhereItIs(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test("a toast's close button does not close the dialog or lose what was typed", async ({ page }) => {
  await signIn(page, AGENT);
  const welcome = toastWith(page, MESSAGES.signInWelcome.title);
  await expect(welcome).toBeVisible();
  await page.getByRole('button', { name: 'Edit Focus Fiona' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await dialog.getByLabel('Add Note').fill('Do not lose me');
  // The page behind a modal dialog is hidden from the accessibility tree, so find the X by itself.
  await clickWhereItIs(page, welcome.locator('button[aria-label="Close"]'));
  await expect(welcome).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Add Note')).toHaveValue('Do not lose me');
  await expect(page.getByRole('alertdialog')).toBeHidden();

  // A notification that appears while the dialog is open behaves the same.
  await dialog.getByLabel('Add Note').fill('');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Client' });
  await add.getByLabel('Phone').fill('+44 20 7946 0000');
  await add.getByRole('button', { name: 'Add Client' }).click();
  const missing = toastWith(page, MESSAGES.missingClientFields.title);
  await clickWhereItIs(page, missing.locator('button[aria-label="Close"]'));
  await expect(missing).toBeHidden();
  await expect(add.getByLabel('Phone')).toHaveValue('+44 20 7946 0000');
});

test('Escape, Cancel and Close return focus to the button that opened the dialog', async ({ page }) => {
  await signIn(page, AGENT);
  const edit = page.getByRole('button', { name: 'Edit Focus Fiona' });
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await edit.click();
  await expect(dialog).toBeVisible();
  await untilDialogReady(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await edit.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  const addButton = page.getByRole('button', { name: 'Add Client' });
  await addButton.click();
  const add = page.getByRole('dialog', { name: 'Add New Client' });
  await add.getByRole('button', { name: 'Close' }).click();
  await expect(add).toBeHidden();
  await expect(addButton).toBeFocused();
});

test('an outside click or Escape asks before throwing away unsaved typing', async ({ page }) => {
  await signIn(page, AGENT);
  const edit = page.getByRole('button', { name: 'Edit Focus Fiona' });
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });

  // Nothing typed: an outside click just closes.
  await edit.click();
  await expect(dialog).toBeVisible();
  await clickOutside(page);
  await expect(dialog).toBeHidden();

  await edit.click();
  await dialog.getByLabel('Add Note').fill('Half a thought');
  await clickOutside(page);
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(dialog.getByLabel('Add Note')).toHaveValue('Half a thought');
  // Escape asks the same; Escape again answers the question, not the dialog below it.
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await untilDialogReady(discard);
  await page.keyboard.press('Escape');
  await expect(discard).toBeHidden();
  await expect(dialog.getByLabel('Add Note')).toHaveValue('Half a thought');

  await clickOutside(page);
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.click();
  await expect(dialog.getByLabel('Add Note')).toHaveValue('');
});

test('after a delete the keyboard moves on to the next client, not back to the top of the page', async ({
  browser,
  page,
}) => {
  const run = `gone${Date.now()}`;
  const api = await apiAs(browser, AGENT);
  // The list shows the newest first: Ada, then Bea, then Cyd.
  for (const name of ['Cyd', 'Bea', 'Ada']) {
    const res = await api.post('/api/clients', {
      data: { name: `${name} ${run}`, email: `${name}@${run}.test` },
    });
    expect(res.status()).toBe(201);
  }
  await signIn(page, ADMIN, 'admin');
  await page.goto(`/admin/clients?q=${run}`);

  const deleteClient = async (name: string) => {
    await page.getByRole('button', { name: `Delete ${name} ${run}` }).click();
    const confirm = page.getByRole('alertdialog', { name: MESSAGES.statusConfirmTitle });
    await confirm.getByRole('button', { name: 'Delete client' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: `Delete ${name} ${run}` })).toHaveCount(0);
  };
  await deleteClient('Ada');
  // The row that took its place starts with its checkbox.
  await expect(page.getByRole('checkbox', { name: `Select Bea ${run}` })).toBeFocused();
  // The last row has nothing after it but the page's end: the row before it takes the focus.
  await deleteClient('Cyd');
  await expect(page.getByRole('button', { name: `Delete Bea ${run}` })).toBeFocused();
});
