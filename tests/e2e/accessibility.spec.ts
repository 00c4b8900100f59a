import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { expect, test } from './support/fixtures';
import {
  calendarForToday,
  type FeedSetup,
  fixture,
  startWithFeeds,
  stopFeeds,
  xml,
} from './support/market-feeds';
import { ADMIN } from './support/users';

// Every screen, in the light and the dark theme (the app follows the system setting by default):
// no serious or critical axe-core violation (issue 12, points 5 and 10).
const THEMES = ['light', 'dark'] as const;
const SERVER_START_MS = 90_000;

// A fresh address per run of the set-up: a worker that restarts after a failure runs it again.
const AGENT = { email: '', password: 'a11y-password-1', fullName: 'Ada Access' };

/** An agent of its own with clients at several statuses: invoices, notes, history, an account. */
async function createAgentWithClients(browser: Browser) {
  AGENT.email = `a11y-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const admin = await apiAs(browser, ADMIN);
  const invite = await admin.post('/api/agents/invitations', { data: { email: AGENT.email } });
  expect(invite.status()).toBe(201);
  const token = new URL((await invite.json()).inviteUrl).searchParams.get('token');
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const accepted = await context.request.post('/api/invitations/accept', {
    data: { token, fullName: AGENT.fullName, password: AGENT.password },
  });
  expect(accepted.ok()).toBe(true);
  const agent = context.request;
  await createClient(agent, { name: 'Nora New', email: 'nora@a11y.test' }, []);
  await createClient(
    agent,
    {
      name: 'Ivan Invoice',
      email: 'ivan@a11y.test',
      phone: '+44 20 7946 0001',
      country: 'UK',
      note: 'Wants Basic',
    },
    [
      { status: 'ringing' },
      { status: 'interested' },
      { status: 'invoice-sent', invoice: { plan: 'basic', amount: 250 } },
    ],
  );
  await createClient(
    agent,
    { name: 'Alma Account', email: 'alma@a11y.test', phone: '+34 600 000 002', country: 'Spain' },
    [
      { status: 'ringing' },
      { status: 'interested' },
      { status: 'invoice-sent', invoice: { plan: 'advance', amount: 800 } },
      { status: 'account-details', tradingAccount: { id: '7001', password: 'pw-7001', server: 'Live-01' } },
    ],
  );
  await context.close();
}

async function createClient(agent: APIRequestContext, data: Record<string, string>, steps: object[]) {
  const created = await agent.post('/api/clients', { data });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  for (const step of steps) {
    const res = await agent.patch(`/api/clients/${id}`, { data: step });
    expect(res.ok(), JSON.stringify(step)).toBe(true);
  }
}

/** Signs in through the API with the page's own cookies (the sign-in screen has its own check). */
async function signInQuietly(page: Page, user: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.ok()).toBe(true);
}

async function check(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectNoSeriousA11yViolations(page, path);
}

const headingOne = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

test.beforeAll(async ({ browser }) => {
  await createAgentWithClients(browser);
});

for (const colorScheme of THEMES) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('public screens', async ({ page }) => {
      for (const path of [
        '/login',
        '/admin-login',
        '/setup?token=not-a-valid-token',
        '/accept-invite?token=not-a-valid-token',
        '/no-such-page',
        '/knowledge-base',
        '/knowledge-base/training',
        '/knowledge-base/client-script',
        '/knowledge-base/no-such-article',
      ]) {
        await check(page, path, headingOne);
      }
    });

    test('agent screens, with and without a dialog open', async ({ page }) => {
      await signInQuietly(page, AGENT);
      await check(page, '/agent', async () => {
        await expect(page.getByTestId('client-card')).toHaveCount(3);
      });
      await page.getByRole('button', { name: 'Edit Alma Account' }).click();
      await expect(page.getByRole('dialog', { name: 'Update Client Status' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/agent with the client dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Add Client' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Client' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/agent with the add-client dialog');
      await check(page, '/profile', headingOne);
    });

    test('admin screens, with and without a dialog open', async ({ page }) => {
      await signInQuietly(page, ADMIN);
      await check(page, '/admin', async () => {
        await expect(page.getByTestId('agent-performance').first()).toBeVisible();
        await expect(
          page
            .getByRole('img', { name: /clients per pipeline status/i })
            .locator('svg')
            .first(),
        ).toBeVisible();
      });
      await check(page, '/admin/clients', async () => {
        await expect(page.getByTestId('admin-client-row').first()).toBeVisible();
      });
      // A worker that restarted after a failure has made a second agent with the same clients.
      await page.getByRole('button', { name: 'Edit Alma Account' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Edit Client Details' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/admin/clients with the client dialog');
      await check(page, '/admin/agents', async () => {
        await expect(page.getByTestId('agent-card').first()).toBeVisible();
      });
      await check(page, '/profile', headingOne);
    });
  });
}

test.describe('market news', () => {
  let setup: FeedSetup | undefined;
  test.use({ timezoneId: 'UTC' });
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_MS);
    setup = await startWithFeeds(
      {
        '/news.rss': () => xml(fixture('news.rss.xml')),
        '/news.atom': () => xml(fixture('news.atom.xml')),
        '/calendar.json': calendarForToday,
      },
      ['/news.rss', '/news.atom'],
    );
  });
  test.afterAll(() => stopFeeds(setup));

  for (const colorScheme of THEMES) {
    test(`the market-news page in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await check(page, `${setup?.app.url}/knowledge-base/market-news`, async () => {
        await expect(
          page.getByRole('region', { name: 'Economic Calendar (Today)' }).getByRole('listitem').first(),
        ).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Latest Market News' }).getByRole('listitem').first(),
        ).toBeVisible();
      });
    });
  }
});
