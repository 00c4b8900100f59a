import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestReceiver } from '#server/modules/webhooks/test-receiver';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { fitsAndShoot } from './support/fits';
import { expect, test } from './support/fixtures';
import { seedUsers } from './support/seed';
import { freshDataDir, type RunningServer, startServer } from './support/server';
import { ADMIN } from './support/users';

const AGENT = { email: 'intake-agent@e2e.test', password: 'intake-password-1', fullName: 'Ines Intake' };

let server: RunningServer;
let landing: http.Server;
let landingOrigin = '';
/** The landing page's HTML: the snippet copied from the admin screen, once the test has it. */
let landingHtml = '<!doctype html><title>Landing</title><p>No form yet</p>';
const receiver = await startTestReceiver();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = freshDataDir();
  await seedUsers(dataDir, [{ ...AGENT, role: 'agent' }]);
  // Its own server: the suite's refuses private webhook addresses, as production does.
  server = await startServer(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEBHOOK_ALLOW_PRIVATE: 'true' },
    dataDir,
  );
  // Another local origin (another port) plays the advertiser's landing page.
  landing = http.createServer((req, res) => {
    const body = req.url?.startsWith('/thank-you')
      ? '<!doctype html><html lang="en"><title>Thanks</title><h1>Thanks for your interest</h1></html>'
      : `<!doctype html><html lang="en"><title>Landing</title><main><h1>Spring offer</h1>${landingHtml}</main></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => landing.listen(0, '127.0.0.1', resolve));
  landingOrigin = `http://127.0.0.1:${(landing.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => landing?.close(() => resolve()));
  await receiver.close();
});

test('an admin adds a webhook and an intake form; a landing page on another origin posts a lead; the delivery shows in the log', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, ADMIN, 'admin');

  // The webhook, to a local receiver.
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
  const hookForm = page.getByRole('form', { name: 'New webhook' });
  await hookForm.getByLabel('Endpoint URL').fill('ftp://example.com/hook');
  await hookForm.getByRole('button', { name: 'Generate' }).click();
  await hookForm.getByRole('button', { name: 'Add webhook' }).click();
  await expect(hookForm.getByText('Enter an http:// or https:// URL.')).toBeVisible();
  await hookForm.getByLabel('Endpoint URL').fill(receiver.url);
  await hookForm.getByRole('button', { name: 'Add webhook' }).click();
  const hooks = page.getByRole('region', { name: 'Webhooks' });
  await expect(hooks.getByText(receiver.url)).toBeVisible();

  // The intake form, for the landing page's origin.
  await page.goto('/admin/intake-forms');
  await expect(page.getByRole('heading', { name: 'Intake Forms', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'New intake form' });
  await form.getByLabel('Form name').fill('Spring landing');
  await form.getByRole('radio', { name: AGENT.fullName }).check();
  await form.getByLabel(/Allowed origins/).fill(landingOrigin);
  await form.getByRole('button', { name: 'Create form' }).click();
  const card = page.getByRole('region', { name: 'Intake forms' }).getByText('Spring landing');
  await expect(card).toBeVisible();
  const snippet = await page.getByLabel('Embeddable HTML').inputValue();
  expect(snippet).toContain(`${server.url}/api/intake/`);
  await expectNoSeriousA11yViolations(page, 'the intake forms screen');
  await fitsAndShoot(page, 'intake-forms');
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsAndShoot(page, 'intake-forms');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The landing page embeds the snippet and a visitor sends the form.
  landingHtml = snippet;
  const visitor = await browser.newPage();
  await visitor.goto(`${landingOrigin}/?utm_source=e2e-news&utm_campaign=spring`);
  await visitor.getByLabel('Name').fill('Vera Visitor');
  await visitor.getByLabel('Email').fill('vera.visitor@example.com');
  await visitor.getByLabel('Message').fill('Please call me');
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor).toHaveURL(`${landingOrigin}/thank-you`);
  await expect(visitor.getByRole('heading', { name: 'Thanks for your interest' })).toBeVisible();
  await visitor.close();

  // The receiver got client.created, and the log says so.
  await receiver.waitFor((all) => all.some((r) => r.type === 'client.created'));
  const created = receiver.received.find((r) => r.type === 'client.created');
  expect(created?.data).toMatchObject({
    source: 'intake',
    client: { email: 'vera.visitor@example.com', utmSource: 'e2e-news', utmCampaign: 'spring' },
  });
  await page.goto('/admin/webhooks');
  await page.getByRole('button', { name: 'Show deliveries' }).click();
  const log = page.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByRole('listitem').filter({ hasText: 'client.created' })).toContainText('delivered');
  await expect(log).toContainText('HTTP 204');
  await expectNoSeriousA11yViolations(page, 'the webhooks screen with its delivery log');
  await fitsAndShoot(page, 'webhooks');
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsAndShoot(page, 'webhooks');

  // The admin finds the lead by its source.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/clients?source=e2e-news');
  await expect(page.getByRole('cell', { name: 'vera.visitor@example.com' })).toBeVisible();
  await expect(page.getByText('1 client', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
