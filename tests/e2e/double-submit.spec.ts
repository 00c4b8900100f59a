import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '#shared/domain';
import { createAgent } from './support/agents';
import { apiAs } from './support/api';
import { signIn } from './support/auth';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';
import { ADMIN, AGENTS } from './support/users';

const AGENT = { email: 'double@e2e.test', fullName: 'Dana Double', password: 'double-password-1' };

/** Two clicks in one task, before the page can re-render: the fastest double click there is. */
async function clickTwice(button: Locator) {
  await button.evaluate((b: HTMLElement) => {
    b.click();
    b.click();
  });
}

/** The Idempotency-Key header of every client write the page sends. */
function recordClientWrites(page: Page) {
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/clients') && ['POST', 'PATCH'].includes(request.method())) {
      keys.push(request.headers()['idempotency-key']);
    }
  });
  return keys;
}

test('a double click on Save stores the note once, and on Add Client adds one client', async ({
  page,
  browser,
}) => {
  const api = await createAgent(browser, AGENT);
  const created = await api.post('/api/clients', { data: { name: 'Twice Tina', email: 'tina@double.test' } });
  const client = await created.json();
  await signIn(page, AGENT);
  const writes = recordClientWrites(page);

  await page.getByRole('button', { name: 'Edit Twice Tina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await dialog.getByLabel('Add Note').fill('Called back, wants the brochure');
  await clickTwice(dialog.getByRole('button', { name: 'Save Changes' }));
  await expect(toastWith(page, MESSAGES.clientUpdated.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await (await api.get(`/api/clients/${client.id}`)).json();
  expect(saved.notes.map((n: { text: string }) => n.text)).toEqual(['Called back, wants the brochure']);

  await page.getByRole('button', { name: 'Add Client' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Client' });
  await add.getByLabel('Name *').fill('Once Olga');
  await add.getByLabel('Email *').fill('olga@double.test');
  await clickTwice(add.getByRole('button', { name: 'Add Client' }));
  await expect(toastWith(page, MESSAGES.clientAdded.title)).toBeVisible();
  await expect(page.getByTestId('client-card').filter({ hasText: 'Once Olga' })).toHaveCount(1);
  await expect(toastWith(page, MESSAGES.addClientFailed.title)).toHaveCount(0);
  const list = await (await api.get('/api/clients?search=olga')).json();
  expect(list.total).toBe(1);
  // Every write carried a key; if a second one ever leaves, it repeats its twin's key.
  expect(writes.length).toBeGreaterThanOrEqual(2);
  for (const key of writes) expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(writes).size).toBe(2);
});

test('a double click creates one intake form and one webhook; a refused origin is named', async ({
  page,
  browser,
}) => {
  const run = Date.now();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(intake-forms|webhooks)$/.test(request.url())) {
      posts.push(new URL(request.url()).pathname);
    }
  });
  allowConsoleError(page, /400/);
  await signIn(page, ADMIN, 'admin');

  await page.goto('/admin/intake-forms');
  const form = page.getByRole('form', { name: 'New intake form' });
  await form.getByLabel('Form name').fill(`Twice form ${run}`);
  await form.getByRole('radio', { name: AGENTS.carol.fullName }).check();
  // A refused origin among several is named, beside the box.
  const originsBox = form.getByLabel(/Allowed origins/);
  await originsBox.fill('https://landing.example.com\nlanding.example.org');
  await form.getByRole('button', { name: 'Create form' }).click();
  await expect(originsBox).toHaveAttribute('aria-invalid', 'true');
  await expect(originsBox).toHaveAccessibleDescription(
    `“landing.example.org”: ${MESSAGES.intakeOriginInvalid}`,
  );
  await originsBox.fill('https://landing.example.com');
  await clickTwice(form.getByRole('button', { name: 'Create form' }));
  await expect(page.getByRole('region', { name: 'Intake forms' }).getByText(`Twice form ${run}`)).toHaveCount(
    1,
  );

  await page.goto('/admin/webhooks');
  const hookForm = page.getByRole('form', { name: 'New webhook' });
  const url = `https://hooks.example.com/twice-${run}`;
  await hookForm.getByLabel('Endpoint URL').fill(url);
  await hookForm.getByRole('button', { name: 'Generate' }).click();
  await clickTwice(hookForm.getByRole('button', { name: 'Add webhook' }));
  await expect(page.getByRole('region', { name: 'Webhooks' }).getByText(url)).toHaveCount(1);
  expect(posts).toEqual(['/api/intake-forms', '/api/intake-forms', '/api/webhooks']);

  // Nothing left behind to deliver to a host that does not exist.
  const admin = await apiAs(browser, ADMIN);
  const hooks = (await (await admin.get('/api/webhooks')).json()).items as { id: string; url: string }[];
  for (const hook of hooks.filter((h) => h.url === url)) {
    expect((await admin.delete(`/api/webhooks/${hook.id}`)).ok()).toBe(true);
  }
  const forms = (await (await admin.get('/api/intake-forms')).json()).items as { id: string; name: string }[];
  for (const made of forms.filter((f) => f.name === `Twice form ${run}`)) {
    expect((await admin.delete(`/api/intake-forms/${made.id}`)).ok()).toBe(true);
  }
});
