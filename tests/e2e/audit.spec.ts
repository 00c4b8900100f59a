import { apiAs } from './support/api';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { ADMIN } from './support/users';

test('/admin/audit filters by actor, action and day, loads more, and exports what it shows', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // 55 settings saves: more than one page (50) of a single action. The field is one the settings
  // spec leaves alone, as the two may run at once.
  const admin = await apiAs(browser, ADMIN);
  for (let i = 0; i < 55; i++) {
    const res = await admin.patch('/api/settings', { data: { security: { revealAlertCount: 20 } } });
    expect(res.status()).toBe(200);
  }

  await signIn(page, ADMIN, 'admin');
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  // The screen's own heading takes focus, not the "Admin Dashboard" its header shares.
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeFocused();
  await expect(page.getByTestId('audit-entry').first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Audit filters' });
  await form.getByLabel('Actor').click();
  await page.getByRole('option', { name: `${ADMIN.fullName} (you)` }).click();
  await form.getByLabel('Action').click();
  await page.getByRole('option', { name: 'Update settings' }).click();
  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('From', { exact: true }).fill(today);
  await form.getByLabel('To', { exact: true }).fill(today);
  await form.getByRole('button', { name: 'Apply filters' }).click();

  const entries = page.getByTestId('audit-entry');
  await expect(entries).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(55);
  const shown = await entries.count();
  for (const text of await entries.allTextContents()) {
    expect(text).toContain('Update settings');
    expect(text).toContain(ADMIN.fullName);
  }

  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toContain('action=update_settings');
  expect(href).toContain(`from=${today}`);
  const csv = await page.request.get(href ?? '');
  expect(csv.status()).toBe(200);
  // Each entry is a line starting with its time; the action column is a plain word.
  const lines = (await csv.text()).split(/\r?\n/);
  expect(lines[0]).toContain('Action');
  const body = lines.filter((line) => /^"?\d{4}-\d{2}-\d{2}/.test(line));
  expect(body).toHaveLength(shown);
  for (const line of body) expect(line).toMatch(/,"?update_settings"?,/);

  await form.getByLabel('Target ID').fill('no-such-target');
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No entries match these filters.')).toBeVisible();

  // The filters are in the address: a reload keeps them, and Back returns to the ones before.
  await expect(page).toHaveURL(/action=update_settings.*target=no-such-target/);
  await page.reload();
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await expect(form.getByLabel('Target ID')).toHaveValue('no-such-target');
  await expect(form.getByLabel('Action')).toHaveText('Update settings');
  await expect(form.getByLabel('From', { exact: true })).toHaveValue(today);
  await page.goBack();
  await expect(entries).toHaveCount(50);
  await expect(form.getByLabel('Target ID')).toHaveValue('');
  await expect(form.getByLabel('Action')).toHaveText('Update settings');
});
