import type { Page } from '@playwright/test';
import { MESSAGES } from '#shared/domain';
import { freePort } from '../support/free-port';
import { allowConsoleError, expect, test, toastWith } from './support/fixtures';
import {
  calendarForToday,
  type Feed,
  type FeedSetup,
  fixture,
  json,
  startWithFeeds,
  stopFeeds,
  xml,
} from './support/market-feeds';
import { SERVER_START_MS } from './support/server';

const PAGE = '/knowledge-base/market-news';
const CALENDAR = 'Economic Calendar (Today)';
const NEWS = 'Latest Market News';

const failing = (): Feed => ({ status: 500, type: 'text/plain', body: 'upstream broke' });

// Titles whose HTML survives the server's text conversion as literal characters (double-escaped).
const HOSTILE_RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Hostile</title>
<item><title>&amp;lt;img src=x onerror=alert(1)&amp;gt; &amp;lt;b&amp;gt;Rates&amp;lt;/b&amp;gt; hold</title>
<link>https://hostile.example/rates</link><description>Plain body.</description></item></channel></rss>`;
const EMPTY_RSS = '<?xml version="1.0"?><rss version="2.0"><channel><title>Empty</title></channel></rss>';

const panel = (page: Page, name: string) => page.getByRole('region', { name });

async function expectEmptyPanels(page: Page) {
  await expect(panel(page, CALENDAR)).toContainText('No economic events scheduled for today.');
  await expect(panel(page, NEWS)).toContainText('No news available at the moment.');
}

test.use({ timezoneId: 'UTC' });

test.describe('market news with data', () => {
  let setup: FeedSetup | undefined;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_MS);
    setup = await startWithFeeds(
      {
        '/news.rss': () => xml(fixture('news.rss.xml')),
        '/news.atom': () => xml(fixture('news.atom.xml')),
        '/hostile.rss': () => xml(HOSTILE_RSS),
        '/calendar.json': calendarForToday,
      },
      ['/news.rss', '/news.atom', '/hostile.rss'],
    );
  });
  test.afterAll(() => stopFeeds(setup));

  test("shows today's calendar with impact colours and N/A figures", async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    await page.goto(`${setup?.app.url}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market News');
    const calendar = panel(page, CALENDAR);
    const rows = calendar.getByRole('listitem');
    await expect(rows).toHaveCount(6);

    const gbp = rows.filter({ hasText: 'Flash Manufacturing PMI' }).filter({ hasText: 'GBP' });
    await expect(gbp).toContainText(/9:30\sAM/);
    await expect(gbp.locator('[data-impact]')).toHaveText('High impact');
    await expect(gbp.locator('[data-impact]')).toHaveClass(/bg-red-100/);
    await expect(gbp.locator('dd')).toHaveText(['50.4', '49.9', '50.1']);

    const german = rows.filter({ hasText: 'German Flash Manufacturing PMI' });
    await expect(german.locator('[data-impact]')).toHaveText('Medium impact');
    await expect(german.locator('[data-impact]')).toHaveClass(/bg-yellow-100/);
    await expect(german.locator('dd')).toHaveText(['N/A', '48.4', '48.9']);

    const holiday = rows.filter({ hasText: 'Bank Holiday' });
    await expect(holiday.locator('[data-impact]')).toHaveText('Low impact');
    await expect(holiday.locator('[data-impact]')).toHaveClass(/bg-green-100/);
    await expect(rows.filter({ hasText: 'ECB President Speaks' }).locator('dd')).toHaveText([
      'N/A',
      'N/A',
      'N/A',
    ]);
    await expect(calendar).not.toContainText('RBNZ');
  });

  test('shows news safely: http links in a new tab, other links and HTML as text', async ({ page }) => {
    await page.goto(`${setup?.app.url}${PAGE}`);
    const news = panel(page, NEWS);
    await expect(news.getByRole('listitem')).toHaveCount(6);

    const euro = news.getByRole('link', { name: /EUR\/USD edges higher/ });
    await expect(euro).toHaveAttribute('href', 'https://news.example/articles/eurusd-pmi');
    await expect(euro).toHaveAttribute('target', '_blank');
    await expect(euro).toHaveAttribute('rel', 'noopener noreferrer');
    const euroText = news
      .getByRole('listitem')
      .filter({ hasText: 'EUR/USD edges higher' })
      .locator('p')
      .first();
    const preview = (await euroText.textContent()) ?? '';
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBe(150 + 3);

    const gold = news.getByRole('listitem').filter({ hasText: 'Gold steadies' });
    await expect(gold.locator('p').first()).toHaveText('Spot gold held steady in Asian trade. Read more');
    await expect(gold.locator('time')).toHaveText(/Nov 23, 2026|\d{4}/);

    // The feed's javascript: link is dropped: the title stays plain text.
    const gbp = news.getByRole('listitem').filter({ hasText: 'GBP/JPY' });
    await expect(gbp.getByRole('heading')).toBeVisible();
    await expect(gbp.getByRole('link')).toHaveCount(0);
    await expect(gbp.locator('time')).toHaveCount(0);

    const hostile = news.getByRole('listitem').filter({ hasText: 'Rates' });
    await expect(hostile.getByRole('link')).toContainText('<img src=x onerror=alert(1)> <b>Rates</b> hold');
    await expect(news.locator('img, b, script')).toHaveCount(0);
  });

  test('Refresh fetches again, disabled while it waits', async ({ page }) => {
    await page.goto(`${setup?.app.url}${PAGE}`);
    await expect(panel(page, CALENDAR).getByRole('listitem')).toHaveCount(6);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/market-data*', async (route) => {
      await held;
      await route.continue();
    });
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.click();
    await expect(refresh).toBeDisabled();
    release();
    await expect(refresh).toBeEnabled();
    await expect(panel(page, CALENDAR).getByRole('listitem')).toHaveCount(6);
  });

  test('keeps both panels readable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${setup?.app.url}${PAGE}`);
    await expect(panel(page, NEWS).getByRole('listitem')).toHaveCount(6);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await panel(page, NEWS).boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(600);
  });
});

test.describe('market news with empty feeds', () => {
  let setup: FeedSetup | undefined;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_MS);
    setup = await startWithFeeds({ '/news.rss': () => xml(EMPTY_RSS), '/calendar.json': () => json('[]') }, [
      '/news.rss',
    ]);
  });
  test.afterAll(() => stopFeeds(setup));

  test('shows both empty states and no error', async ({ page }) => {
    await page.goto(`${setup?.app.url}${PAGE}`);
    await expectEmptyPanels(page);
    await expect(toastWith(page, 'Error')).toHaveCount(0);
  });
});

test.describe('market news when the feeds fail', () => {
  let setup: FeedSetup | undefined;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_MS);
    // One feed answers 500, the other cannot be reached at all.
    const closedPort = await freePort();
    setup = await startWithFeeds(
      { '/news.rss': failing, '/calendar.json': failing },
      ['/news.rss'],
      [`http://127.0.0.1:${closedPort}/news.rss`],
    );
  });
  test.afterAll(() => stopFeeds(setup));

  test('shows the Error toast with the server message and empty panels', async ({ page }) => {
    await page.goto(`${setup?.app.url}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market News');
    const toast = toastWith(page, 'Error');
    await expect(toast).toContainText('Market data is unavailable right now. Please try again later.');
    await expectEmptyPanels(page);
  });
});

test.describe('market news when the feeds fail and then recover', () => {
  let setup: FeedSetup | undefined;
  let up = false;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_MS);
    setup = await startWithFeeds(
      {
        '/news.rss': () => (up ? xml(fixture('news.rss.xml')) : failing()),
        '/calendar.json': () => (up ? calendarForToday() : failing()),
      },
      ['/news.rss'],
    );
  });
  test.afterAll(() => stopFeeds(setup));

  test('Refresh reaches the server past the cached failure and shows the fresh data', async ({ page }) => {
    await page.goto(`${setup?.app.url}${PAGE}`);
    await expect(toastWith(page, 'Error')).toContainText('Market data is unavailable right now.');
    await expectEmptyPanels(page);
    up = true;
    const refresh = page.getByRole('button', { name: 'Refresh' });
    // The server waits a moment (its TTL here) before it asks a failed feed again, so a Refresh
    // pressed at once may still see the failure; pressing again must then get through.
    await expect(async () => {
      await refresh.click();
      await expect(panel(page, CALENDAR).getByRole('listitem')).toHaveCount(6, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(panel(page, NEWS).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByText(/Live market data could not be loaded/)).toHaveCount(0);
  });
});

test.describe('market news when the request itself fails', () => {
  test('a server error shows the standard message', async ({ page }) => {
    allowConsoleError(page, /status of 500/);
    await page.route('**/api/market-data*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(PAGE);
    await expect(toastWith(page, 'Error')).toContainText(MESSAGES.marketDataFailed.description);
    await expectEmptyPanels(page);
  });

  test('no network: the page still shows and says so', async ({ page }) => {
    allowConsoleError(page, /ERR_INTERNET_DISCONNECTED/);
    await page.route('**/api/market-data*', (route) => route.abort('internetdisconnected'));
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market News');
    await expect(toastWith(page, 'Error')).toContainText('Cannot reach the server');
    await expectEmptyPanels(page);
    await expect(page.getByText(/Live market data could not be loaded/)).toBeVisible();
  });

  test('an answer from a hostile API is shown as text', async ({ page }) => {
    await page.route('**/api/market-data*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          news: [
            {
              title: '<img src=x onerror=alert(1)>Boom',
              link: 'javascript:alert(1)',
              text: '<b>x</b>',
              date: null,
            },
            {
              title: 'Data link',
              link: 'data:text/html,<script>alert(1)</script>',
              text: '',
              date: 'nonsense',
            },
          ],
          calendar: [],
        }),
      }),
    );
    await page.goto(PAGE);
    const news = panel(page, NEWS);
    await expect(news.getByRole('listitem')).toHaveCount(2);
    await expect(news.getByText('<img src=x onerror=alert(1)>Boom')).toBeVisible();
    await expect(news.getByText('<b>x</b>')).toBeVisible();
    await expect(news.getByRole('link')).toHaveCount(0);
    await expect(news.locator('img, b')).toHaveCount(0);
  });
});
