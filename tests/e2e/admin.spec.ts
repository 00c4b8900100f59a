import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { fill, MESSAGES } from '#shared/domain';
import { apiAs } from './support/api';
import { signIn } from './support/auth';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';
import { ADMIN, AGENTS } from './support/users';

test.describe.configure({ mode: 'serial' });

async function pickOption(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeAll(async ({ browser }) => {
  const carol = await apiAs(browser, AGENTS.carol);
  for (const [name, status] of [
    ['Zed Export', 'ringing'],
    ['Yara Comma, Inc', 'interested'],
    ['=1+1 Formula', null],
  ] as const) {
    const res = await carol.post('/api/clients', {
      data: { name, email: `${name.replace(/\W+/g, '').toLowerCase()}@carol.test`, country: 'Spain' },
    });
    const client = await res.json();
    if (status) await carol.patch(`/api/clients/${client.id}`, { data: { status } });
  }
  const dave = await apiAs(browser, AGENTS.dave);
  await dave.post('/api/clients', {
    data: { name: 'Dora Dave', email: 'dora@dave.test', phone: '+34 600 111 222' },
  });
});

test('overview shows the stat cards, charts and agent performance from the server', async ({ page }) => {
  // Compare with the very answer the page rendered: other tests add clients meanwhile.
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/overview') && r.ok());
  await signIn(page, ADMIN, 'admin');
  const overview = await (await answer).json();
  await expect(page).toHaveTitle('Admin Dashboard · Wise Expert Advisor');
  for (const [label, value] of [
    ['Total Agents', overview.totalAgents],
    ['Total Clients', overview.totalClients],
    ['Ringing', overview.ringing],
    ['Interested', overview.interested],
    ['Invoice Sent', overview.invoiceSent],
  ] as const) {
    await expect(page.getByTestId(`admin-stat-${label}`)).toHaveText(value.toLocaleString());
  }
  await expect(
    page
      .getByRole('img', { name: /clients per pipeline status/i })
      .locator('svg')
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /conversion rate per agent/i })
      .locator('svg')
      .first(),
  ).toBeVisible();
  const carol = page.getByTestId('agent-performance').filter({ hasText: AGENTS.carol.fullName });
  await expect(carol).toContainText('3');
  await expect(carol).toContainText('33.3%');
  // Signing in moved to the dashboard, whose heading has the keyboard.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeFocused();
  await page.getByRole('link', { name: 'All Clients' }).click();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  // A new screen starts the keyboard (and a screen reader) at its heading, not on the page's body.
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeFocused();
  // The browser tab follows the screen.
  await expect(page).toHaveTitle('Client Management · Wise Expert Advisor');
  // Every admin screen has the section tabs, so the next section is one click away.
  const tabs = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(tabs.getByRole('link', { name: 'All Clients' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Manage Agents' }).click();
  await expect(page.getByRole('heading', { name: 'Agent Management', level: 1 })).toBeFocused();
  await expect(tabs.getByRole('link', { name: 'Manage Agents' })).toHaveAttribute('aria-current', 'page');
  // Filters change the URL, not the screen: the search box keeps the keyboard.
  await tabs.getByRole('link', { name: 'All Clients' }).click();
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await search.fill('Dora');
  await expect(page).toHaveURL(/q=Dora/);
  await expect(search).toBeFocused();

  // The first Tab of a screen offers a way past the header and the section tabs.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
  // The first screen of a visit leaves focus to the browser.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/clients\?q=Dora$/);
  // The next Tab is in the screen's own content, past the way back and the section tabs.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => {
      const focused = document.activeElement;
      return (
        !!focused?.closest('main') && !focused.closest('nav') && focused.textContent !== 'Back to Dashboard'
      );
    }),
  ).toBe(true);
});

test('filters, search, agent filter and a checked CSV export', async ({ page }) => {
  await signIn(page, ADMIN, 'admin');
  await page.goto('/admin/clients');
  await expect(page.getByText('View, filter, and edit all client records.')).toBeVisible();

  await page.getByLabel('Filter by agent').selectOption({ label: AGENTS.carol.fullName });
  await expect(page).toHaveURL(/agent=/);
  const rows = page.getByTestId('admin-client-row');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Filter by status').selectOption({ label: 'Ringing' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Zed Export');
  await page.getByLabel('Filter by status').selectOption({ label: 'All Status' });
  await page.getByLabel('Search clients').fill('comma');
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Search clients')).toHaveValue('comma');
  await expect(rows).toHaveCount(1);

  // Search also finds clients by their agent's name.
  await page.getByLabel('Filter by agent').selectOption({ label: 'All Agents' });
  await page.getByLabel('Search clients').fill('Dave Dialer');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Dora Dave');

  await page.getByLabel('Search clients').fill('no-such-client-anywhere');
  await expect(page.getByText('No clients found')).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(toastWith(page, MESSAGES.noDataToExport.title)).toContainText(
    MESSAGES.noDataToExport.description,
  );

  await page.getByLabel('Search clients').fill('');
  await page.getByLabel('Filter by agent').selectOption({ label: AGENTS.carol.fullName });
  await expect(rows).toHaveCount(3);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('clients_export.csv');
  const bytes = fs.readFileSync(await download.path());
  // The saved file keeps the server's UTF-8 byte-order mark, so spreadsheets read accented names.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Name,Email,Phone,Country,Status,Agent,Date Added');
  expect(lines).toHaveLength(4);
  expect(csv).toContain('"Yara Comma, Inc"');
  expect(csv).toContain("'=1+1 Formula");
  expect(csv).not.toContain('Dora Dave');
  await expect(toastWith(page, MESSAGES.exportSuccessful.title)).toBeVisible();

  // An address naming an agent the list does not know says so rather than showing All Agents.
  await page.goto('/admin/clients?agent=00000000-0000-4000-8000-000000000000');
  await expect(page.getByLabel('Filter by agent').locator('option:checked')).toHaveText(
    'An agent no longer active',
  );
  await expect(page.getByText('No clients found')).toBeVisible();
  // The search box stops where the API does.
  await expect(page.getByLabel('Search clients')).toHaveAttribute('maxlength', '200');
});

test('an admin edits a client and reassigns it to another agent', async ({ page }) => {
  await signIn(page, ADMIN, 'admin');
  await page.goto('/admin/clients?q=Dora');
  await page.getByRole('button', { name: 'Edit Dora Dave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client Details' });
  await dialog.getByLabel('Country').fill('Portugal');
  await pickOption(page, dialog.getByLabel('Assign Agent'), AGENTS.carol.fullName);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, MESSAGES.clientUpdated.title)).toContainText(
    fill(MESSAGES.clientUpdated.description, { name: 'Dora Dave' }),
  );
  const row = page.getByTestId('admin-client-row').filter({ hasText: 'Dora Dave' });
  await expect(row).toContainText(AGENTS.carol.fullName);
  await expect(row).toContainText('Portugal');
});

test('invite → accept → the new agent signs in; edit and remove with reassignment', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN, 'admin');
  await page.goto('/admin/agents');
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(toastWith(page, MESSAGES.emailRequired.title)).toContainText(
    MESSAGES.emailRequired.description,
  );
  // The field keeps the reason after the toast has faded.
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(MESSAGES.emailRequired.description);
  await page.getByLabel('Email').fill('newbie@e2e.test');
  await page.getByRole('button', { name: 'Send Invite' }).click();
  // No mail server here: the toast points at the link rather than claiming an email was sent.
  await expect(toastWith(page, MESSAGES.invitationSent.title)).toContainText(
    fill(MESSAGES.invitationLinkReady, { email: 'newbie@e2e.test' }),
  );
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toContain('/accept-invite?token=');
  await expect(page.getByTestId('agent-card').filter({ hasText: 'newbie@e2e.test' })).toContainText(
    'Invited',
  );

  const newbieContext = await browser.newContext();
  const newbie = await newbieContext.newPage();
  await newbie.goto(link);
  await expect(newbie.getByLabel('Email')).toHaveValue('newbie@e2e.test');
  await newbie.getByLabel('Full Name').fill('Nina Newbie');
  await newbie.getByLabel('Password').fill('newbie-password-1');
  await newbie.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(newbie).toHaveURL(/\/agent$/);
  await expect(newbie.getByRole('heading', { name: 'Welcome back, Nina Newbie' })).toBeVisible();
  await newbie.request.post('/api/clients', { data: { name: 'Newbie Lead', email: 'lead@newbie.test' } });
  await newbie.goto(link);
  await expect(newbie.getByRole('heading', { name: 'Invitation not valid' })).toBeVisible();

  await page.reload();
  const card = page.getByTestId('agent-card').filter({ hasText: 'newbie@e2e.test' });
  await expect(card).toContainText('Nina Newbie');
  await card.getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Agent Details' });
  await edit.getByLabel('Full Name').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, MESSAGES.fullNameRequired.title)).toContainText(
    MESSAGES.fullNameRequired.description,
  );
  await expect(edit.getByLabel('Full Name')).toHaveAccessibleDescription(
    MESSAGES.fullNameRequired.description,
  );
  await edit.getByLabel('Full Name').fill('Nina Renamed');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, MESSAGES.agentUpdated.title)).toBeVisible();
  await expect(card).toContainText('Nina Renamed');

  await card.getByRole('button', { name: /Remove/ }).click();
  const confirm = page.getByRole('alertdialog');
  // Nothing is chosen for the agent's client at first, and Remove alone asks for a choice.
  await confirm.getByRole('button', { name: 'Remove agent' }).click();
  await expect(confirm.getByText('Choose what happens to their 1 client.')).toBeVisible();
  await expect(confirm).toBeVisible();
  await pickOption(page, confirm.getByLabel('Their clients'), `Reassign to ${AGENTS.dave.fullName}`);
  await confirm.getByRole('button', { name: 'Remove agent' }).click();
  await expect(toastWith(page, MESSAGES.agentRemoved.title)).toBeVisible();
  await expect(page.getByTestId('agent-card').filter({ hasText: 'newbie@e2e.test' })).toHaveCount(0);

  await newbie.goto('/agent');
  await expect(newbie).toHaveURL(/\/login$/);
  await newbieContext.close();

  await page.goto('/admin/clients?q=Newbie%20Lead');
  await expect(page.getByTestId('admin-client-row').first()).toContainText(AGENTS.dave.fullName);
});

test('revoking an invitation asks first; a refused invitation stays beside its field', async ({ page }) => {
  allowConsoleError(page, /409|400/);
  await signIn(page, ADMIN, 'admin');
  await page.goto('/admin/agents');
  const email = page.getByLabel('Email');
  await email.fill(AGENTS.carol.email);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(toastWith(page, MESSAGES.invitationFailed.title)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();

  await email.fill('revokee@e2e.test');
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(toastWith(page, MESSAGES.invitationSent.title)).toBeVisible();
  const card = page.getByTestId('agent-card').filter({ hasText: 'revokee@e2e.test' });
  await card.getByRole('button', { name: 'Revoke invitation to revokee@e2e.test' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this invitation?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Revoke invitation to revokee@e2e.test' }).click();
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(toastWith(page, 'Invitation revoked')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('at phone width clients are cards, and every admin tab is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, 'admin');
  await page.goto('/admin/clients');
  await expect(page.getByTestId('admin-client-card').first()).toBeVisible();
  await expect(page.getByTestId('admin-client-row').first()).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/admin-clients-phone.png' });

  // Every section's tab is on screen, the open last one too: none is scrolled out of sight.
  await page.goto('/admin/settings');
  const tabs = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  await expect(tabs.last()).toHaveText('Settings');
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
});
