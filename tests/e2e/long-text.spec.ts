import type { Page } from '@playwright/test';
import { MESSAGES } from '#shared/domain';
import { createAgent } from './support/agents';
import { apiAs } from './support/api';
import { signIn } from './support/auth';
import { expect, test, toastWith } from './support/fixtures';
import { ADMIN } from './support/users';

test.describe.configure({ mode: 'serial' });

/** One unbroken word of `length` characters: nothing for the browser to wrap at. */
const word = (stem: string, length: number) => stem.repeat(Math.ceil(length / stem.length)).slice(0, length);

// Each value is as long as the API accepts, up to 200 characters.
const LONG = {
  agentEmail: `${word('agentmailbox', 190)}@long.test`,
  invitedEmail: `${word('invitedmailbox', 190)}@long.test`,
  agentName: word('Bartholomew', 100),
  clientName: word('Wolfeschlegelstein', 200),
  clientEmail: `${word('clientmailbox', 190)}@long.test`,
  country: word('Llanfairpwllgwyngyll', 100),
  phone: word('0123456789', 50),
  note: word('Supercalifragilistic', 200),
};
const AGENT = { email: LONG.agentEmail, password: 'long-agent-password-1' };

test.beforeAll(async ({ browser }) => {
  const agent = await createAgent(browser, { ...AGENT, fullName: LONG.agentName });
  const admin = await apiAs(browser, ADMIN);
  const pending = await admin.post('/api/agents/invitations', { data: { email: LONG.invitedEmail } });
  expect(pending.status()).toBe(201);
  const created = await agent.post('/api/clients', {
    data: {
      name: LONG.clientName,
      email: LONG.clientEmail,
      country: LONG.country,
      phone: LONG.phone,
      note: LONG.note,
    },
  });
  expect(created.status()).toBe(201);
});

/**
 * Nothing is wider than its place: the page does not scroll sideways, no bordered box (card, dialog,
 * notification, table frame) has text spilling out of it, no clipping or scrolling box hides text
 * sideways, and text cut with an ellipsis carries its full value in a title.
 */
async function expectNoOverflow(page: Page, where: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) found.push(`page ${root.scrollWidth} > ${window.innerWidth}`);
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').slice(0, 30)}"`;
    for (const el of document.body.querySelectorAll('*')) {
      if (!(el instanceof HTMLElement) || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) continue;
      // Visually hidden copies for screen readers are one pixel wide on purpose.
      if (el.clientWidth <= 1 || el.scrollWidth <= el.clientWidth + 1) continue;
      const style = getComputedStyle(el);
      // A row of items that scrolls sideways on purpose is fine while each item fits on its own.
      const scrollsItems =
        ['auto', 'scroll'].includes(style.overflowX) &&
        [...el.children].every((child) => child.getBoundingClientRect().width <= el.clientWidth);
      if (style.textOverflow === 'ellipsis') {
        if (!el.title) found.push(`${label(el)} is cut without a title`);
      } else if (scrollsItems) {
      } else if (style.overflowX !== 'visible' || Number.parseFloat(style.borderRightWidth) > 0) {
        found.push(`${label(el)} is ${el.scrollWidth} px wide in ${el.clientWidth} px`);
      }
    }
    return found;
  });
  expect.soft(problems, where).toEqual([]);
}

for (const width of [1366, 1024, 390]) {
  test(`long names, emails and countries fit the screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, AGENT);
    const card = page.getByTestId('client-card');
    await expect(card).toContainText(LONG.country);
    await expectNoOverflow(page, '/agent');
    await page.screenshot({ path: `test-results/long-text-agent-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: `Edit ${LONG.clientName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
    await expect(dialog.getByLabel('Name')).toHaveValue(LONG.clientName);
    await expectNoOverflow(page, '/agent with the edit dialog');
    await dialog.getByLabel('Add Note').fill(word('Pneumonoultramicroscopic', 200));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, MESSAGES.clientUpdated.title)).toContainText(LONG.clientName);
    await expectNoOverflow(page, '/agent with a toast');
    await page.screenshot({ path: `test-results/long-text-toast-${width}.png` });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, ADMIN, 'admin');
    await expect(page.getByTestId('agent-performance').filter({ hasText: LONG.agentName })).toBeVisible();
    await expect(
      page
        .getByRole('img', { name: /conversion rate per agent/i })
        .locator('svg')
        .first(),
    ).toBeVisible();
    await expectNoOverflow(page, '/admin');
    await page.screenshot({ path: `test-results/long-text-admin-${width}.png`, fullPage: true });

    await page.goto(`/admin/clients?q=${LONG.clientName.slice(0, 40)}`);
    const listed = page.getByTestId(width < 1280 ? 'admin-client-card' : 'admin-client-row');
    await expect(listed.first()).toContainText(LONG.agentName);
    await expectNoOverflow(page, '/admin/clients');
    await page.screenshot({ path: `test-results/long-text-admin-clients-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: `Edit ${LONG.clientName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Client Details' });
    await expect(edit.getByLabel('Country')).toHaveValue(LONG.country);
    await expectNoOverflow(page, '/admin/clients with the edit dialog');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/agents');
    await expect(page.getByTestId('agent-card').filter({ hasText: LONG.invitedEmail })).toBeVisible();
    await expectNoOverflow(page, '/admin/agents');
    await page.getByRole('button', { name: `Edit ${LONG.agentName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Agent Details' })).toContainText(LONG.agentEmail);
    await expectNoOverflow(page, '/admin/agents with the edit dialog');
    await page.screenshot({ path: `test-results/long-text-agent-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Remove ${LONG.agentName}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(LONG.agentName);
    await expectNoOverflow(page, '/admin/agents with the remove dialog');
  });
}
