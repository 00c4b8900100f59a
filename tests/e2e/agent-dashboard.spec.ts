import type { Locator, Page } from '@playwright/test';
import { fill, MESSAGES } from '#shared/domain';
import { signIn } from './support/auth';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';
import { AGENTS } from './support/users';

async function pickOption(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function changeStatus(page: Page, clientName: string, status: string, fillExtra?: () => Promise<void>) {
  await page.getByRole('button', { name: `Edit ${clientName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await pickOption(page, dialog.getByLabel('Status'), status);
  await fillExtra?.();
  await dialog.getByLabel('Add Note').fill(`Moved to ${status}`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const confirm = page.getByRole('alertdialog', { name: MESSAGES.statusConfirmTitle });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Yes, change status' }).click();
  await expect(toastWith(page, MESSAGES.clientUpdated.title)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an agent adds a client and walks it through the whole pipeline', async ({ page }) => {
  await signIn(page, AGENTS.walker);
  await expect(page.getByText('No clients found')).toBeVisible();
  await expect(page.getByText('Start by adding your first client')).toBeVisible();

  await page.getByRole('button', { name: 'Add Client' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Client' });
  await add.getByLabel('Name *').fill('Grace Hopper');
  await add.getByRole('button', { name: 'Add Client' }).click();
  await expect(toastWith(page, MESSAGES.missingClientFields.title)).toContainText(
    MESSAGES.missingClientFields.description,
  );
  await add.getByLabel('Email *').fill('grace@example.com');
  await add.getByLabel('Phone').fill('+1 555 0100');
  await add.getByLabel('Country').fill('United States');
  await add
    .getByLabel('Note')
    .fill(
      [
        'Met at the expo',
        'Wants the basic plan',
        'Calls back Monday',
        'Has a broker',
        'Prefers e-mail',
        'Budget 500',
      ].join('\n'),
    );
  await add.getByRole('button', { name: 'Add Client' }).click();
  await expect(toastWith(page, MESSAGES.clientAdded.title)).toContainText(
    fill(MESSAGES.clientAdded.description, { name: 'Grace Hopper' }),
  );

  const card = page.getByTestId('client-card').filter({ hasText: 'Grace Hopper' });
  await expect(card.getByText('New Client', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
  await expect(card.getByText('Met at the expo')).toBeVisible();
  // Six lines are cut at five, with More to read the rest and Less to fold it again.
  const more = card.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(card.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  await card.getByRole('button', { name: 'Less' }).click();
  await expect(more).toBeVisible();
  await expect(page.getByTestId('stat-total')).toHaveText('1');
  await expect(page.getByTestId('stat-newClients')).toHaveText('1');

  await changeStatus(page, 'Grace Hopper', 'Ringing');
  await expect(card.getByText('Ringing', { exact: true })).toBeVisible();
  await expect(page.getByTestId('stat-ringing')).toHaveText('1');
  await expect(page.getByTestId('stat-newClients')).toHaveText('0');

  await changeStatus(page, 'Grace Hopper', 'Interested');
  await changeStatus(page, 'Grace Hopper', 'Invoice Sent', async () => {
    const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
    await pickOption(page, dialog.getByLabel('Plan'), 'Basic Plan - $250');
    await expect(dialog.getByLabel('Amount ($)')).toHaveValue('250');
  });
  await expect(card.getByLabel('Invoices')).toContainText('Basic Plan - $250');
  await expect(card.getByLabel('Invoices')).toContainText('$250');
  await expect(page.getByTestId('stat-invoice-sent')).toHaveText('1');

  // Account details needs all three fields: the dialog says so and stays open.
  await page.getByRole('button', { name: 'Edit Grace Hopper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await pickOption(page, dialog.getByLabel('Status'), 'Account Details');
  await dialog.getByLabel('Account ID').fill('7001234');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, MESSAGES.accountDetailsRequired.title)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Account Password').fill('s3cret-pass');
  await dialog.getByLabel('Server').fill('Broker-Live01');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, change status' }).click();
  await expect(dialog).toBeHidden();

  const account = card.getByLabel('Trading account');
  await expect(account).toContainText('7001234');
  await expect(account.getByTestId('trading-password')).toHaveText('••••••••');
  await account.getByRole('button', { name: 'Show password' }).click();
  await expect(account.getByTestId('trading-password')).toHaveText('s3cret-pass');

  await changeStatus(page, 'Grace Hopper', 'Pending Activation');
  await changeStatus(page, 'Grace Hopper', 'Closed Client');
  await expect(card.getByText('Closed Client', { exact: true })).toBeVisible();
  await expect(page.getByTestId('stat-closed-client')).toHaveText('1');

  // The card shows the latest few entries of the activity; Show all loads the whole timeline.
  await card.getByRole('button', { name: /^Show all/ }).click();
  const activity = card.getByRole('list', { name: 'Activity' });
  const statuses = activity.locator('[data-kind="status"]');
  await expect(statuses).toHaveCount(7);
  await expect(statuses.first()).toContainText('Closed Client');
  await expect(statuses.first()).toContainText(AGENTS.walker.fullName);
  await expect(activity.locator('[data-kind="note"]').first()).toContainText('Moved to Closed Client');
});

test('the status list offers only allowed moves and not-interested is final', async ({ page }) => {
  await signIn(page, AGENTS.walker);
  await page.request.post('/api/clients', { data: { name: 'Terminal Tom', email: 'tom@example.com' } });
  await page.reload();
  await page.getByRole('button', { name: 'Edit Terminal Tom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await dialog.getByLabel('Status').click();
  await expect(page.getByRole('option')).toHaveText([
    'New Client',
    'Ringing',
    'Interested',
    'Not Interested',
  ]);
  await page.getByRole('option', { name: 'Not Interested' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, change status' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit Terminal Tom' }).click();
  await expect(dialog.getByLabel('Status')).toBeDisabled();
  await expect(dialog.getByLabel('Name')).toBeDisabled();
  // Nothing changed: Save just closes.
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
});

test('search, tiles, status filter and pagination over 25 clients, kept in the URL', async ({ page }) => {
  allowConsoleError(page, /409/);
  await signIn(page, AGENTS.pager);
  for (let i = 1; i <= 25; i++) {
    const n = String(i).padStart(2, '0');
    const res = await page.request.post('/api/clients', {
      data: { name: `Client ${n}`, email: `client${n}@example.com`, phone: `+44 20 7946 00${n}` },
    });
    expect(res.status()).toBe(201);
  }
  const ringing = await page.request.get('/api/clients?search=Client%2003');
  const target = (await ringing.json()).items[0];
  await page.request.patch(`/api/clients/${target.id}`, { data: { status: 'ringing' } });
  await page.reload();

  const cards = page.getByTestId('client-card');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText('Client 25');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(cards).toHaveCount(5);
  await page.goBack();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();

  await page.getByLabel('Search clients').fill('client07@');
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/q=client07%40/);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Search clients')).toHaveValue('client07@');
  await expect(cards).toHaveCount(1);

  await page.getByLabel('Search clients').fill('7946 0019');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Client 19');
  await page.getByLabel('Search clients').fill('nobody-here');
  await expect(page.getByText('No clients found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms.')).toBeVisible();

  // A tile filters by its status and clears the search.
  await page.getByRole('button', { name: /Ringing/ }).click();
  await expect(page.getByLabel('Search clients')).toHaveValue('');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Client 03');
  await expect(page.getByRole('button', { name: /Ringing/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /Closed/ }).click();
  await expect(page.getByText('No clients match the selected filters.')).toBeVisible();
  await page.getByRole('button', { name: /Total Clients/ }).click();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();

  // A duplicate email is refused with the spec's message.
  await page.getByRole('button', { name: 'Add Client' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Client' });
  await add.getByLabel('Name *').fill('Copy');
  await add.getByLabel('Email *').fill('CLIENT01@example.com');
  await add.getByRole('button', { name: 'Add Client' }).click();
  await expect(toastWith(page, MESSAGES.addClientFailed.title)).toContainText(MESSAGES.duplicateClientEmail);
  await expect(add).toBeVisible();
  // The field the server names is marked, says why, and has the keyboard.
  const email = add.getByLabel('Email *');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(add.getByText(MESSAGES.duplicateClientEmail)).toBeVisible();
});

test('phone-width layout', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, AGENTS.pager);
  await expect(page.getByTestId('client-card').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/agent-dashboard-phone.png', fullPage: false });
});
