import { MESSAGES } from '#shared/domain';
import { createAgent } from './support/agents';
import { signIn } from './support/auth';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';

// A worker that restarts after a failure runs beforeAll again, so each run gets its own agent.
const AGENT = { email: '', fullName: 'Drew Draft', password: 'drafts-password-1' };
let clientIds: Record<string, string> = {};

test.beforeAll(async ({ browser }) => {
  AGENT.email = `drafts-${Date.now()}@e2e.test`;
  const api = await createAgent(browser, AGENT);
  clientIds = {};
  for (const name of ['Session Sara', 'Stale Stan']) {
    const res = await api.post('/api/clients', {
      data: { name, email: `${name.split(' ')[1]?.toLowerCase()}@drafts.test` },
    });
    clientIds[name] = (await res.json()).id;
  }
});

test('a save after the session ended elsewhere keeps the draft until the agent signs in again', async ({
  page,
  browser,
}) => {
  allowConsoleError(page, /401/);
  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'Edit Session Sara' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await dialog.getByLabel('Add Note').fill('Wants a call on Monday at 10');

  // Another browser with the same session signs out: only the save's 401 can tell this tab.
  const other = await browser.newContext();
  await other.addCookies(await page.context().cookies());
  const res = await other.request.post(`${process.env.E2E_BASE_URL}/api/auth/sign-out`, { data: {} });
  expect(res.ok()).toBe(true);
  await other.close();

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastWith(page, MESSAGES.sessionEnded)).toBeVisible();

  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'Edit Session Sara' }).click();
  await expect(dialog.getByLabel('Add Note')).toHaveValue('Wants a call on Monday at 10');
  await expect(dialog.getByRole('status')).toHaveText(MESSAGES.draftRestored);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, MESSAGES.clientUpdated.title)).toBeVisible();
  const card = page.getByTestId('client-card').filter({ hasText: 'Session Sara' });
  await expect(card.getByLabel('Activity')).toContainText('Wants a call on Monday at 10');

  // Restored once: opening the dialog again starts empty.
  await page.getByRole('button', { name: 'Edit Session Sara' }).click();
  await expect(dialog.getByLabel('Add Note')).toHaveValue('');
});

test('a sign-out in another tab returns this one to sign-in at once, keeping the open dialog as a draft', async ({
  page,
}) => {
  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'Edit Stale Stan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await dialog.getByLabel('Add Note').fill('Asked for the pricing sheet');

  const otherTab = await page.context().newPage();
  await otherTab.goto('/agent');
  await otherTab.getByRole('button', { name: 'Logout' }).click();
  await expect(otherTab).toHaveURL(/\/login$/);
  await otherTab.close();

  // Nothing clicked here: the other tab's sign-out is heard at once.
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastWith(page, MESSAGES.sessionEnded)).toBeVisible();
  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'Edit Stale Stan' }).click();
  await expect(dialog.getByLabel('Add Note')).toHaveValue('Asked for the pricing sheet');
  await expect(dialog.getByRole('status')).toHaveText(MESSAGES.draftRestored);
});

test('a save from a stale dialog offers Reload, which keeps the typed note and then saves', async ({
  page,
}) => {
  allowConsoleError(page, /409/);
  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'Edit Stale Stan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await dialog.getByLabel('Add Note').fill('Asked about the Pro plan');

  // Someone else moves the client on meanwhile (another tab of the same agent).
  const moved = await page.request.patch(`/api/clients/${clientIds['Stale Stan']}`, {
    data: { status: 'ringing' },
  });
  expect(moved.ok()).toBe(true);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const stale = dialog.getByRole('alert');
  await expect(stale).toContainText(MESSAGES.staleClient);
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(stale).toBeHidden();
  await expect(dialog.getByLabel('Status')).toHaveText('Ringing');
  await expect(dialog.getByLabel('Add Note')).toHaveValue('Asked about the Pro plan');
  const card = page.getByTestId('client-card').filter({ hasText: 'Stale Stan' });
  await expect(card.getByText('Ringing', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, MESSAGES.clientUpdated.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await (await page.request.get(`/api/clients/${clientIds['Stale Stan']}`)).json();
  expect(saved.status).toBe('ringing');
  expect(saved.notes.map((n: { text: string }) => n.text)).toEqual(['Asked about the Pro plan']);
});
