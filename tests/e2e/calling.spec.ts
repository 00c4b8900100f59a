import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { signIn } from './support/auth';
import { seedCallingWorld } from './support/calling-seed';
import { fitsAndShoot } from './support/fits';
import { expect, test, toastWith, untilDialogReady } from './support/fixtures';
import { specServer } from './support/spec-server';

// The calling workspace (issue 14) on a server of its own: its clients are back-dated, and the
// Today queue and the daily figures must not see other specs' calls.
const spec = specServer(seedCallingWorld);
const { openPage, done } = spec;

test.describe.configure({ mode: 'serial' });

test('an agent calls three leads in a row from the Today queue with the keyboard alone', async ({
  browser,
}) => {
  const page = await openPage(browser);
  await signIn(page, spec.world().agent);
  await page.goto('/agent?view=today');
  await expect(page.getByTestId('queue-neverCalled')).toHaveText('3');
  await expect(page.getByRole('progressbar', { name: 'Dials' })).toHaveAttribute('aria-valuenow', '0');
  await expectNoSeriousA11yViolations(page, 'the Today view');
  await fitsAndShoot(page, 'calling-today');

  await page.getByRole('button', { name: 'Next lead' }).focus();
  await page.keyboard.press('Enter');

  // Lead One: no answer; the suggested retry (two hours by default) is filled in and kept.
  const first = page.getByRole('dialog', { name: 'Call Lead One' });
  await expect(first).toBeVisible();
  await expect(first).toContainText('3 left in the queue');
  await expectNoSeriousA11yViolations(page, 'the call panel');
  await fitsAndShoot(page, 'calling-call-panel');
  await page.keyboard.press('1');
  await expect(first.getByRole('button', { name: /No answer/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByLabel('Next follow-up')).not.toHaveValue('');
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Lead One: No answer')).toBeVisible();

  // Lead Two: connected, then N schedules a follow-up (none suggested, so tomorrow) and focuses it.
  const second = page.getByRole('dialog', { name: 'Call Lead Two' });
  await expect(second).toBeVisible();
  await expect(second).toContainText('2 left in the queue');
  await page.keyboard.press('5');
  await page.keyboard.press('n');
  await expect(second.getByLabel('Next follow-up')).toBeFocused();
  await expect(second.getByLabel('Next follow-up')).not.toHaveValue('');
  await page.keyboard.press('Enter');

  // Lead Three: a wrong number ends the follow-ups; the queue is then empty.
  const third = page.getByRole('dialog', { name: 'Call Lead Three' });
  await expect(third).toBeVisible();
  await expect(third).toContainText('1 left in the queue');
  await page.keyboard.press('4');
  await expect(third.getByLabel('Next follow-up')).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(third).toBeHidden();
  await expect(page.getByTestId('all-caught-up')).toContainText('All caught up');
  await expect(page.getByRole('progressbar', { name: 'Dials' })).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByRole('progressbar', { name: 'Connected' })).toHaveAttribute('aria-valuenow', '1');

  // What the server stored: one call each, follow-ups for the first two only.
  const list = await page.request.get('/api/clients?search=Lead');
  const byName = new Map(
    ((await list.json()).items as { name: string; callCount: number; nextFollowUpAt: string | null }[]).map(
      (c) => [c.name, c],
    ),
  );
  expect(byName.get('Lead One')).toMatchObject({ callCount: 1, nextFollowUpAt: expect.any(String) });
  expect(byName.get('Lead Two')).toMatchObject({ callCount: 1, nextFollowUpAt: expect.any(String) });
  expect(byName.get('Lead Three')).toMatchObject({ callCount: 1, nextFollowUpAt: null });
  const oneAt = Date.parse(byName.get('Lead One')?.nextFollowUpAt ?? '');
  expect(oneAt - Date.now()).toBeGreaterThan(110 * 60_000);
  expect(oneAt - Date.now()).toBeLessThan(125 * 60_000);
  await done(page);
});

test('a refused call shows the reason beside its field', async ({ browser }) => {
  const page = await openPage(browser);
  await signIn(page, spec.world().agent);
  await page.getByRole('button', { name: 'Log a call with Idle Ida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Call Idle Ida' });
  // Side by side, the duration and follow-up boxes are level, though only one has a hint below.
  const top = async (label: string) => (await dialog.getByLabel(label).boundingBox())?.y;
  expect(await top('Duration (minutes)')).toBe(await top('Next follow-up'));
  await dialog.getByRole('button', { name: 'Save call' }).click();
  await expect(dialog.getByText('Choose an outcome (keys 1–6).')).toBeVisible();
  await dialog.getByRole('button', { name: /Busy/ }).click();
  await dialog.getByLabel('Duration (minutes)').fill('300');
  await dialog.getByRole('button', { name: 'Save call' }).click();
  await expect(dialog.getByText('Enter a duration from 0 to 240 minutes.')).toBeVisible();
  await dialog.getByLabel('Next follow-up').fill('2020-01-01T10:00');
  await dialog.getByRole('button', { name: 'Save call' }).click();
  await expect(dialog.getByText('Choose a time from now on, or leave it blank.')).toBeVisible();
  // Escape on a half-logged call asks first, and keeping it loses nothing.
  const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('300');
  await expect(dialog.getByRole('button', { name: /Busy/ })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  // Cancel is a choice of its own and closes at once; with nothing chosen, so does Escape.
  await page.getByRole('button', { name: 'Log a call with Idle Ida' }).click();
  await dialog.getByRole('button', { name: /Busy/ }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Log a call with Idle Ida' }).click();
  await expect(dialog).toBeVisible();
  await untilDialogReady(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(discard).toBeHidden();
  await done(page);
});

test('an idle client is marked on its card and found by the Idle filter', async ({ browser }) => {
  const page = await openPage(browser);
  await signIn(page, spec.world().agent);
  const ida = page.getByTestId('client-card').filter({ hasText: 'Idle Ida' });
  await expect(ida.getByTestId('idle-marker')).toHaveText('Idle 5 days');
  await expect(
    page.getByTestId('client-card').filter({ hasText: 'Lead One' }).getByTestId('idle-marker'),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Idle only' }).click();
  await expect(page).toHaveURL(/idle=true/);
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await expect(page.getByTestId('client-card')).toContainText('Idle Ida');
  await expectNoSeriousA11yViolations(page, 'the idle filter');
  await done(page);
});

test("the client dialog sets and clears the next follow-up, shown in the viewer's time zone", async ({
  browser,
}) => {
  const page = await openPage(browser);
  await signIn(page, spec.world().agent);
  const card = page.getByTestId('client-card').filter({ hasText: 'Idle Ida' });
  const dialog = page.getByRole('dialog', { name: 'Update Client Status' });
  await page.getByRole('button', { name: 'Edit Idle Ida' }).click();
  // A time already past is a slip of the date: refused beside the field, the dialog stays open.
  await dialog.getByLabel('Next follow-up').fill('2020-01-15T10:30');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Choose a time from now on, or leave it blank.')).toBeVisible();
  await dialog.getByLabel('Next follow-up').fill('2030-01-15T10:30');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const shown = await page.evaluate(() =>
    new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(2030, 0, 15, 10, 30)),
  );
  await expect(card.getByTestId('follow-up')).toHaveText(`Follow-up: ${shown}`);

  await page.getByRole('button', { name: 'Edit Idle Ida' }).click();
  await expect(dialog.getByLabel('Next follow-up')).toHaveValue('2030-01-15T10:30');
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('follow-up')).toHaveCount(0);
  await done(page);
});

test('the admin sees every agent against the targets for a day, and the 14-day trend', async ({
  browser,
}) => {
  // Three screens, each checked by axe.
  test.setTimeout(60_000);
  const admin = await apiAs(browser, spec.world().admin, spec.url());
  const saved = await admin.patch('/api/settings', {
    // Meetings at 0: met by everyone, so the phone test below has a "(target met)" in the last column.
    data: { calling: { targets: { dials: 3, connected: 5, talkMinutes: 200, meetings: 0 } } },
  });
  expect(saved.status()).toBe(200);
  const page = await openPage(browser);
  await signIn(page, spec.world().admin, 'admin');
  await page.getByRole('link', { name: 'Activity' }).click();
  const table = page.getByTestId('daily-targets-table');
  const row = table.getByRole('row', { name: new RegExp(spec.world().agent.fullName) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('3 (target met) ✓');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(table).toContainText('target 3');
  await expect(page.getByTestId('activity-trend-chart')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/activity');
  await fitsAndShoot(page, 'calling-admin-activity');
  // A typed day still to come says so beside its zeros.
  await page.getByLabel('Day').fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await expect(page.getByText('That day is still to come: nothing is counted yet.')).toBeVisible();

  // The admin's client dialog shows the client's follow-up and activity.
  await page.getByRole('link', { name: 'All Clients' }).click();
  await page.getByRole('button', { name: 'Edit Lead One' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client Details' });
  await expect(edit.getByRole('list', { name: 'Activity' })).toContainText('Call: No answer');
  await expect(edit.getByTestId('follow-up')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the admin client dialog with its activity');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/settings');
  const dials = page.getByLabel('Dials', { exact: true });
  await expect(dials).toHaveValue('3');
  await dials.fill('-1');
  await page.getByRole('button', { name: 'Save calling settings' }).click();
  await expect(page.getByText('Enter a whole number from 0 to 10,000.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the calling settings');
  await fitsAndShoot(page, 'calling-admin-settings');
  await done(page);
});

test('the knowledge base states the targets the admin set', async ({ browser }) => {
  const page = await openPage(browser);
  await page.goto('/knowledge-base/executive-protocols');
  // Daily and monthly (22 working days) tables: both follow the admin's target of 3 dials.
  const dials = page.getByRole('row', { name: /^Dials/ });
  await expect(dials.first().getByRole('cell').nth(1)).toHaveText('3');
  await expect(dials.last().getByRole('cell').nth(1)).toHaveText('66');
  await done(page);
});

test('on a phone the cards, the call panel, the Today view and the activity table fit the screen', async ({
  browser,
}) => {
  // Five screens, each checked for sideways scrolling and shot full-page.
  test.slow();
  const page = await openPage(browser);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, spec.world().agent);
  const one = page.getByTestId('client-card').filter({ hasText: 'Lead One' });
  await expect(one.getByRole('list', { name: 'Activity' })).toContainText('Call: No answer');
  await expect(one.getByTestId('follow-up')).toBeVisible();
  await fitsAndShoot(page, 'calling-cards');
  await page.getByRole('button', { name: 'Log a call with Lead One' }).click();
  await expect(page.getByRole('dialog', { name: 'Call Lead One' })).toBeVisible();
  await fitsAndShoot(page, 'calling-call-panel');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Today' }).click();
  await expect(page.getByTestId('queue-overdue')).toBeVisible();
  await fitsAndShoot(page, 'calling-today');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, 'the Today view, dark');
  await page.getByRole('tab', { name: 'Clients' }).click();
  await expect(page.getByTestId('idle-marker')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the cards with idle and follow-up markers, dark');
  await done(page);

  const admin = await openPage(browser);
  await admin.setViewportSize({ width: 375, height: 812 });
  await signIn(admin, spec.world().admin, 'admin');
  await expect(admin.getByTestId('agent-follow-ups')).toContainText(spec.world().agent.fullName);
  await fitsAndShoot(admin, 'calling-admin-overview');
  await admin.goto('/admin/activity');
  await expect(admin.getByTestId('daily-targets-table')).toBeVisible();
  await fitsAndShoot(admin, 'calling-admin-activity');
  await admin.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(admin, '/admin/activity, dark');
  await done(admin);
});
