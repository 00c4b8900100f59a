import type { Page } from '@playwright/test';
import { CLIENT_STATUSES, STATUS_INFO } from '#shared/domain';
import { createAgent } from './support/agents';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { ADMIN } from './support/users';

// A worker that restarts after a failure runs beforeAll again, so each run gets its own agents.
const AGENT = { email: '', fullName: '', password: 'polish-password-1' };
const IDLE = { email: '', fullName: '', password: 'idle-password-1' };

test.beforeAll(async ({ browser }) => {
  const run = Date.now();
  Object.assign(AGENT, { email: `polish-${run}@e2e.test`, fullName: `Polly Polish ${run}` });
  Object.assign(IDLE, { email: `idle-${run}@e2e.test`, fullName: `Ivan Idle ${run}` });
  await createAgent(browser, IDLE);
  const api = await createAgent(browser, AGENT);
  // Oldest first, so the list (newest first) alternates tall and short cards.
  for (const [name, notes] of [
    ['Short Sam', 0],
    ['Tall Tess', 4],
    ['Short Sue', 0],
    ['Tall Tom', 4],
  ] as const) {
    const created = await api.post('/api/clients', {
      data: { name, email: `${name.replace(' ', '.').toLowerCase()}@polish.test` },
    });
    const { id } = await created.json();
    for (let i = 1; i <= notes; i++) {
      await api.patch(`/api/clients/${id}`, {
        data: { note: `Follow-up call number ${i}, left a message.` },
      });
    }
  }
});

test('the search placeholder fits its box at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, AGENT);
  const room = await page.getByLabel('Search clients').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = style.font;
    const inner =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { needed: context.measureText(input.placeholder).width, inner };
  });
  expect(room.needed).toBeLessThanOrEqual(room.inner);
});

test('client cards of different heights leave no holes between them', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 1200 });
  await signIn(page, AGENT);
  const cards = page.getByTestId('client-card');
  await expect(cards).toHaveCount(4);
  const boxes = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().toJSON()));
  const columns = new Map<number, { top: number; bottom: number }[]>();
  for (const box of boxes)
    columns.set(Math.round(box.left), [...(columns.get(Math.round(box.left)) ?? []), box]);
  expect(columns.size).toBe(2);
  for (const column of columns.values()) {
    column.sort((a, b) => a.top - b.top);
    for (let i = 1; i < column.length; i++) {
      expect(column[i]?.top ?? 0).toBeLessThanOrEqual((column[i - 1]?.bottom ?? 0) + 24);
    }
  }
});

test('on a phone the first client shows without scrolling past a wall of tiles', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, AGENT);
  const first = page.getByTestId('client-card').first();
  await expect(first).toBeVisible();
  const top = await first.evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(480);
  // Every tile is still there, in one row that scrolls sideways.
  const tiles = page.getByRole('button', {
    name: /Total Clients|New|Ringing|Interested|Invoice Sent|Account Details|Activation|Closed/,
  });
  await expect(tiles).toHaveCount(8);
  const tops = await tiles.evaluateAll((all) => all.map((t) => Math.round(t.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});

test('while a search is active the status filter shows that it does not apply', async ({ page }) => {
  await signIn(page, AGENT);
  const filter = page.getByLabel('Filter by status');
  await filter.selectOption({ label: 'Ringing' });
  await expect(filter).toBeEnabled();
  await page.getByLabel('Search clients').fill('Tess');
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await expect(filter).toBeDisabled();
  await expect(filter).toHaveAccessibleDescription('Search covers all statuses');
  await page.getByLabel('Search clients').fill('');
  await expect(filter).toBeEnabled();
  await expect(filter.locator('option:checked')).toHaveText('Ringing');
});

/** Every status label of the pipeline chart, with its box, as drawn. */
async function pipelineLabels(page: Page) {
  const chart = page.getByRole('img', { name: /clients per pipeline status/i });
  await expect(
    chart.locator('g.recharts-cartesian-axis-tick-labels text', { hasText: 'Closed Client' }),
  ).toBeVisible();
  return chart
    .locator('svg.recharts-surface')
    .first()
    .evaluate((svg) => {
      const frame = svg.getBoundingClientRect();
      const labels = [...svg.querySelectorAll('g.recharts-cartesian-axis-tick-labels text')]
        .map((text) => ({
          // A label wrapped onto two lines is two tspans.
          text: text.querySelector('tspan')
            ? [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' ')
            : (text.textContent ?? ''),
          box: text.getBoundingClientRect().toJSON(),
        }))
        .filter((label) => /[a-z]/i.test(label.text));
      return { frame: frame.toJSON(), labels };
    });
}

for (const width of [390, 1366]) {
  test(`the status chart shows every label whole and apart at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, ADMIN, 'admin');
    const { frame, labels } = await pipelineLabels(page);
    expect(labels.map((l) => l.text)).toEqual(CLIENT_STATUSES.map((status) => STATUS_INFO[status].label));
    const problems: string[] = [];
    // Half a pixel of anti-aliasing is not clipping.
    const slack = 0.5;
    for (const { text, box } of labels) {
      const inside =
        box.left >= frame.left - slack &&
        box.right <= frame.right + slack &&
        box.top >= frame.top - slack &&
        box.bottom <= frame.bottom + slack;
      if (!inside) problems.push(`${text} is cut by the chart's edge`);
    }
    for (const [i, a] of labels.entries()) {
      for (const b of labels.slice(i + 1)) {
        const apart =
          a.box.right <= b.box.left + slack ||
          b.box.right <= a.box.left + slack ||
          a.box.bottom <= b.box.top + slack ||
          b.box.bottom <= a.box.top + slack;
        if (!apart) problems.push(`${a.text} overlaps ${b.text}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('removing an agent says how many clients they have in plain words', async ({ page }) => {
  await signIn(page, ADMIN, 'admin');
  await page.goto('/admin/agents');
  await page.getByRole('button', { name: `Remove ${IDLE.fullName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${IDLE.fullName} loses access at once. They have no clients.`);
  await expect(confirm.getByLabel('Their clients')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Remove ${AGENT.fullName}` }).click();
  await expect(confirm).toContainText('Their 4 clients will be kept.');
  await expect(confirm.getByLabel('Their clients')).toBeVisible();
});
