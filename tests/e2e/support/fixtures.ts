import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

type Fixtures = {
  /** Console errors and page errors seen so far; the test fails if any remain unexpected. */
  consoleErrors: string[];
  baseUrl: string;
};

/**
 * Every test gets a page on the suite's server and fails on any console error or uncaught
 * exception, unless the test expects it with `allowConsoleError(page, /pattern/)`.
 */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  baseUrl: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through `npm run test:e2e`');
    await use(url);
  },
  baseURL: async ({ baseUrl }, use) => {
    await use(baseUrl);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !isAllowed(page, msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const allowed = new WeakMap<Page, RegExp[]>();

/** Lets a test expect a console error (for example the browser's log of a 401 response). */
export function allowConsoleError(page: Page, pattern: RegExp) {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
}

function isAllowed(page: Page, text: string) {
  return (allowed.get(page) ?? []).some((p) => p.test(text));
}

/** The visible notification with this text (not the screen-reader copy Radix also renders). */
export function toastWith(page: Page, text: string) {
  return page.locator('[data-variant]').filter({ hasText: text });
}

/**
 * Waits until a dialog that is drawn also answers Escape. Radix registers a dialog's Escape and
 * outside-click handling in effects that can run after the dialog is painted; the dialog takes
 * focus in a later effect of the same commit, so focus inside it means the handling is in place.
 */
export async function untilDialogReady(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}
