import type { Page, Request } from '@playwright/test';
import { MESSAGES, PAGE_SIZE } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { apiAs } from './support/api';
import { signIn } from './support/auth';
import { expect, test, toastWith } from './support/fixtures';
import { AGENTS } from './support/users';

const SESSION_POLL = /\/api\/(me|auth\/get-session)$/;

/** The API requests the page sends from now on (the background session poll aside), as `METHOD path`. */
function recordApiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !SESSION_POLL.test(url.pathname)) {
      sent.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return sent;
}

/**
 * Picks a new status in the dialog and confirms; returns the API requests sent from the confirm
 * until the tiles' answer arrived. The save's handler starts every refresh as soon as the PATCH
 * answers, so a list refresh, had there been one, would have been sent before the tiles answered.
 */
async function changeStatus(page: Page, client: Client, status: string): Promise<string[]> {
  await page.getByRole('button', { name: `Edit ${client.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await dialog.getByLabel('Status').click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const confirm = page.getByRole('alertdialog', { name: MESSAGES.statusConfirmTitle });
  const sent = recordApiRequests(page);
  const tiles = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/clients/stats');
  await confirm.getByRole('button', { name: 'Yes, change status' }).click();
  await tiles;
  await expect(toastWith(page, MESSAGES.clientUpdated.title)).toBeVisible();
  return [...sent];
}

test('a status change costs the PATCH and the tiles; the card and a filtered list follow its answer', async ({
  page,
  browser,
}) => {
  const api = await apiAs(browser, AGENTS.rounds);
  const made: Client[] = [];
  for (const name of ['Rita Rounds', 'Otto Rounds']) {
    const res = await api.post('/api/clients', {
      data: { name, email: `${name.split(' ')[0]}@rounds.test` },
    });
    expect(res.status()).toBe(201);
    made.push((await res.json()) as Client);
  }
  const [rita, otto] = made as [Client, Client];
  await signIn(page, AGENTS.rounds);
  await expect(page.getByTestId('stat-newClients')).toHaveText('2');

  // All statuses: the card changes in place.
  expect(await changeStatus(page, rita, 'Ringing')).toEqual([
    `PATCH /api/clients/${rita.id}`,
    'GET /api/clients/stats',
  ]);
  const ritaCard = page.getByTestId('client-card').filter({ hasText: rita.name });
  await expect(ritaCard.getByText('Ringing', { exact: true })).toBeVisible();
  await expect(page.getByTestId('stat-ringing')).toHaveText('1');
  await expect(page.getByTestId('stat-newClients')).toHaveText('1');

  // Filtered to new clients: the changed client leaves the list without a list request.
  await page.goto('/agent?status=new-client');
  const cards = page.getByTestId('client-card');
  await expect(cards).toHaveCount(1);
  expect(await changeStatus(page, otto, 'Interested')).toEqual([
    `PATCH /api/clients/${otto.id}`,
    'GET /api/clients/stats',
  ]);
  await expect(cards).toHaveCount(0);
  await expect(page.getByTestId('stat-interested')).toHaveText('1');
  await expect(page.getByTestId('stat-newClients')).toHaveText('0');
});

test('when the last client of the last page leaves the filter, the list moves back a page', async ({
  page,
  browser,
}) => {
  const api = await apiAs(browser, AGENTS.backpager);
  const made: Client[] = [];
  for (let i = 0; i <= PAGE_SIZE; i++) {
    const res = await api.post('/api/clients', {
      data: { name: `Back ${i}`, email: `back-${i}@rounds.test` },
    });
    expect(res.status()).toBe(201);
    made.push((await res.json()) as Client);
  }
  await signIn(page, AGENTS.backpager);
  await page.goto('/agent?status=new-client&page=2');
  const cards = page.getByTestId('client-card');
  await expect(cards).toHaveCount(1);
  const oldest = made[0] as Client;
  await expect(cards).toContainText(oldest.name);
  await changeStatus(page, oldest, 'Ringing');
  await expect(page).toHaveURL(/[?&]status=new-client(&|$)/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cards).toHaveCount(PAGE_SIZE);
});
