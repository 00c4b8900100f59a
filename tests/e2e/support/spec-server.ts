import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshDataDir, type RunningServer, startServer } from './server';

export type OwnServer<W> = {
  /** What `seed` wrote, once the server is up. */
  world: () => W;
  /** The server's base URL. */
  url: () => string;
  /** A page on this server (at `viewport`, else Playwright's size) that records console errors (checked by `done`). */
  openPage: (browser: Browser, viewport?: { width: number; height: number }) => Promise<Page>;
  /** Fails on any console error the page met (but those `allowed` matches), then closes it. */
  done: (page: Page, allowed?: RegExp) => Promise<void>;
};

/**
 * A server of the spec's own, started once for the file on a data directory `seed` writes first
 * (rows the API cannot make, or too many for it), and removed after the file's tests.
 */
export function specServer<W>(seed: (dataDir: string) => Promise<W>, seedSeconds = 120): OwnServer<W> {
  let server: RunningServer | undefined;
  let world: W | undefined;
  const consoleErrors = new WeakMap<Page, string[]>();

  test.beforeAll(async () => {
    // Migrating a new database, seeding it and starting a server take longer than one test's default.
    test.setTimeout(seedSeconds * 1000);
    const dataDir = freshDataDir();
    world = await seed(dataDir);
    server = await startServer({}, dataDir);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  const running = () => {
    if (!server || world === undefined) throw new Error('the spec server is not running');
    return { server, world };
  };
  return {
    world: () => running().world,
    url: () => running().server.url,
    async openPage(browser, viewport) {
      const context = await browser.newContext({
        baseURL: running().server.url,
        ...(viewport ? { viewport } : {}),
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      consoleErrors.set(page, errors);
      return page;
    },
    async done(page, allowed) {
      const errors = (consoleErrors.get(page) ?? []).filter((error) => !allowed?.test(error));
      expect(errors, 'console errors').toEqual([]);
      await page.context().close();
    },
  };
}
