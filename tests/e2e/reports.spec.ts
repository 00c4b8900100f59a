import fs from 'node:fs';
import type { Browser, Locator, Page, Request } from '@playwright/test';
import { MESSAGES } from '#shared/domain';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { fitsAndShoot } from './support/fits';
import { expect, test } from './support/fixtures';
import { seedReportsWorld } from './support/reports-seed';
import { specServer } from './support/spec-server';

// The report screens (issue 16) on a server of their own: the seed back-dates status history and
// invoices, and other specs' clients must not enter the figures.
const spec = specServer(seedReportsWorld);
const { done } = spec;
const world = () => spec.world();

/** A page on this spec's server, at desktop size unless `width` says, in the light or dark theme. */
async function openPage(browser: Browser, { width = 1280, dark = false } = {}): Promise<Page> {
  const page = await spec.openPage(browser, { width, height: 900 });
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  return page;
}

const report = (page: Page, id: string) => page.getByTestId(`report-${id}`);

/** The funnel's Entered figure for a status. */
const entered = (page: Page, status: string) =>
  page
    .getByTestId('funnel-table')
    .getByRole('row', { name: new RegExp(`^${status}`) })
    .getByRole('cell')
    .first();

/** Every row of a table as its cells' text, the header row first. */
function tableText(table: Locator): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** RFC 4180 records, each ended by CRLF (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  const cell = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n)/y;
  while (cell.lastIndex < text.length) {
    const match = cell.exec(text);
    if (!match) throw new Error(`not CSV at character ${cell.lastIndex}`);
    const [, raw = '', end] = match;
    record.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end === '\r\n') {
      records.push(record);
      record = [];
    }
  }
  return records;
}

/** A screen cell as the CSV writes it: no dollar sign, digit groups or percent sign; no dash for none. */
function asCsvCell(shown: string): string {
  if (shown === '—') return '';
  const bare = shown.replace(/^\$/, '').replace(/%$/, '').replaceAll(',', '');
  return /^-?\d+(\.\d+)?$/.test(bare) ? String(Number(bare)) : shown;
}

/** Downloads a report's CSV and checks it holds exactly the table on screen, in its order. */
async function expectCsvMatchesScreen(page: Page, id: string, table: Locator) {
  const shown = (await tableText(table)).map((row) => row.map(asCsvCell));
  const downloading = page.waitForEvent('download');
  await report(page, id)
    .getByRole('button', { name: /Download CSV/ })
    .click();
  const download = await downloading;
  const from = new URL(page.url()).searchParams.get('from');
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${id}-${from ?? '\\d{4}-\\d{2}-\\d{2}'}-to-.+\\.csv$`),
  );
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF'), 'the file starts with a byte-order mark').toBe(true);
  const records = parseCsv(text.slice(1)).map((row) => row.map((cell) => asCsvCell(cell)));
  expect(records).toEqual(shown);
  return records;
}

test.describe.configure({ mode: 'serial' });

test('an admin sees every report for the last 30 days, for all agents', async ({ browser }) => {
  const page = await openPage(browser);
  await signIn(page, world().admin, 'admin');
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

  // Funnel: six clients entered New Client in 30 days (Ada's old win is older), four went on to Ringing.
  await expect(entered(page, 'New Client')).toHaveText('6');
  await expect(entered(page, 'Ringing')).toHaveText('4');
  await expect(report(page, 'time-in-status').getByTestId('time-in-status-table')).toBeVisible();
  await expect(report(page, 'conversion').getByRole('img', { name: /conversion rate/ })).toBeVisible();
  await expect(report(page, 'revenue').getByRole('img', { name: /invoice totals/ })).toBeVisible();
  const leaderboard = page.getByTestId('leaderboard-table');
  await expect(leaderboard.getByRole('row', { name: new RegExp(world().max.fullName) })).toContainText(
    '$2,034.56',
  );
  await expect(leaderboard.getByRole('row', { name: /Ada Analyst/ })).toContainText('$250.00');
  await expect(page.getByText('No data for this period')).toHaveCount(0);

  await expectNoSeriousA11yViolations(page, '/admin/reports');
  await fitsAndShoot(page, 'reports-admin');
  await done(page);
});

test('the period and the agent apply to every report and live in the address', async ({ browser }) => {
  const page = await openPage(browser);
  await signIn(page, world().admin, 'admin');
  await page.goto('/admin/reports');
  const leaderboard = page.getByTestId('leaderboard-table');
  await expect(leaderboard.getByRole('row', { name: /Ada Analyst/ })).toContainText('$250.00');

  // Twelve months take in Ada's win of about 200 days ago.
  await page.getByRole('button', { name: 'Last 12 months' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(leaderboard.getByRole('row', { name: /Ada Analyst/ })).toContainText('$500.00');
  await expect(entered(page, 'New Client')).toHaveText('7');

  // One agent: every report narrows to Max.
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: world().max.fullName });
  await expect(page).toHaveURL(new RegExp(`agentId=${world().max.id}`));
  await expect(leaderboard.getByRole('row')).toHaveCount(2);
  await expect(leaderboard.getByRole('row', { name: new RegExp(world().max.fullName) })).toBeVisible();
  await expect(entered(page, 'New Client')).toHaveText('3');
  await expect(page.getByTestId('revenue-agents-table').getByRole('row')).toHaveCount(2);

  // A reload shows the same period and agent.
  const address = page.url();
  await page.reload();
  expect(page.url()).toBe(address);
  await expect(page.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Agent', { exact: true })).toHaveValue(world().max.id);
  await expect(leaderboard.getByRole('row')).toHaveCount(2);

  // Two chosen days: the last week holds only Max's custom invoice.
  const today = new URL(address).searchParams.get('to') ?? '';
  const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(weekAgo);
  await expect(page).toHaveURL(new RegExp(`from=${weekAgo}`));
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(leaderboard.getByRole('row', { name: new RegExp(world().max.fullName) })).toContainText(
    '$1,234.56',
  );
  await done(page);
});

test('each report downloads as a CSV of exactly what it shows', async ({ browser }) => {
  const page = await openPage(browser);
  await signIn(page, world().admin, 'admin');
  await page.goto('/admin/reports');
  const leaderboard = page.getByTestId('leaderboard-table');
  await expect(leaderboard.getByRole('row', { name: /Ada Analyst/ })).toBeVisible();

  // Sorted by name, A to Z, from the keyboard: the file keeps the order on screen.
  await leaderboard.getByRole('button', { name: 'Agent' }).press('Enter');
  await expect(leaderboard.getByRole('columnheader', { name: 'Agent' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const rows = await expectCsvMatchesScreen(page, 'leaderboard', leaderboard);
  expect(rows.map((r) => r[0])).toEqual(['Agent', 'Ada Analyst', world().max.fullName]);

  await expectCsvMatchesScreen(page, 'funnel', page.getByTestId('funnel-table'));
  await expectCsvMatchesScreen(page, 'time-in-status', page.getByTestId('time-in-status-table'));
  for (const id of ['conversion', 'revenue']) {
    await report(page, id).getByText('Weekly figures').click();
  }
  // The chart and its figures show the agents picked; the file follows the pick.
  const conversion = report(page, 'conversion');
  await expect(conversion.getByText('Agents on the chart (2 of 2)')).toBeVisible();
  await conversion.getByRole('checkbox', { name: world().max.fullName }).uncheck();
  await expect(conversion.getByText('Agents on the chart (1 of 2)')).toBeVisible();
  const weeks = await expectCsvMatchesScreen(page, 'conversion', page.getByTestId('conversion-table'));
  expect(new Set(weeks.slice(1).map((r) => r[1]))).toEqual(new Set(['Ada Analyst']));
  const revenue = await expectCsvMatchesScreen(page, 'revenue', page.getByTestId('revenue-weeks-table'));
  expect(revenue[0]).toEqual(['Week starting', 'Agent', 'Plan', 'Invoices', 'Amount']);
  expect(revenue.slice(1).map((r) => r[4])).toEqual(expect.arrayContaining(['250', '800', '1234.56']));
  await done(page);
});

test('a refused period or agent is said once, beside the picker; an empty period says there is no data', async ({
  browser,
}) => {
  const page = await openPage(browser);
  await signIn(page, world().admin, 'admin');
  // A period the server would refuse is said without asking it.
  const asked: string[] = [];
  const count = (request: Request) => {
    if (request.url().includes('/api/reports/')) asked.push(request.url());
  };
  page.on('request', count);
  await page.goto('/admin/reports?from=2026-01-01&to=2027-06-30');
  await expect(page.getByRole('alert')).toHaveText('A report covers at most 366 days.');
  await expect(page.getByText('Correct the choice above to see this report.')).toHaveCount(5);
  await expect(page.getByRole('button', { name: /Download CSV/ }).first()).toBeDisabled();

  await expect(page.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  await page.goto('/admin/reports?from=2026-03-10&to=2026-03-01');
  await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
  await expect(page.getByText('Correct the choice above to see this report.')).toHaveCount(5);
  expect(asked).toEqual([]);
  page.off('request', count);

  // An agent that is not (or no longer) one: the server's reason, and the dates are not blamed.
  await page.goto('/admin/reports?agentId=nobody');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.unknownAgent);
  await expect(page.getByLabel('From')).not.toHaveAttribute('aria-invalid', 'true');

  await page.goto('/admin/reports?from=2020-01-01&to=2020-01-31');
  await expect(page.getByText('No data for this period')).toHaveCount(5);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The browser logs the refused requests; the page said why on screen.
  await done(page, /status of 400/);
});

test('an agent sees only their own figures and cannot open the admin reports', async ({ browser }) => {
  const page = await openPage(browser);
  await signIn(page, world().ada);
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/agent\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My reports' })).toBeVisible();
  await expect(page.getByLabel('Agent', { exact: true })).toHaveCount(0);

  const leaderboard = page.getByTestId('leaderboard-table');
  await expect(leaderboard.getByRole('row')).toHaveCount(2);
  await expect(leaderboard.getByRole('row', { name: /Ada Analyst/ })).toContainText('$250.00');
  await expect(page.getByText(world().max.fullName)).toHaveCount(0);
  // Ada's three clients of the last 30 days, not Max's.
  await expect(entered(page, 'New Client')).toHaveText('3');
  // An agent id in the address changes nothing for an agent.
  await page.goto(`/agent/reports?agentId=${world().max.id}`);
  await expect(leaderboard.getByRole('row', { name: /Ada Analyst/ })).toBeVisible();
  await expect(page.getByText(world().max.fullName)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/agent/reports');

  await page.goto('/admin/reports');
  await expect(page).toHaveURL(/\/agent$/);
  await done(page);
});

test('the reports fit a phone, in the light and the dark theme', async ({ browser }) => {
  // Three sign-ins, two accessibility scans and three full-page screenshots.
  test.slow();
  for (const dark of [false, true]) {
    const page = await openPage(browser, { width: 390, dark });
    await signIn(page, world().admin, 'admin');
    await page.goto('/admin/reports');
    await page.getByRole('button', { name: 'Last 12 months' }).click();
    await expect(page.getByTestId('leaderboard-table').getByRole('row')).toHaveCount(3);
    await expect(report(page, 'revenue').getByRole('img', { name: /invoice totals/ })).toBeVisible();
    await expect(report(page, 'conversion').getByRole('img', { name: /conversion rate/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/admin/reports at 390 px${dark ? ', dark' : ''}`);
    await fitsAndShoot(page, dark ? 'reports-admin-phone-dark' : 'reports-admin-phone');
    await done(page);
  }
  const page = await openPage(browser, { width: 390 });
  await signIn(page, world().max);
  await page.goto('/agent/reports');
  await expect(page.getByTestId('leaderboard-table').getByRole('row')).toHaveCount(2);
  await expect(report(page, 'revenue').getByRole('img', { name: /invoice totals/ })).toBeVisible();
  await expect(report(page, 'conversion').getByRole('img', { name: /conversion rate/ })).toBeVisible();
  await fitsAndShoot(page, 'reports-agent-phone');
  await done(page);
});
