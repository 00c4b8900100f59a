import type { Browser } from '@playwright/test';
import { median } from '../lib/stats';
import { browserCookie } from './browser';

export type TtiResult = { route: string; medianMs: number; runsMs: number[] };

// Runs in the page before its own scripts: notes when the ready element first appears and when
// the last long task (main thread busy > 50 ms) ended.
const PROBE = (selector: string) => {
  const w = window as unknown as { __readyAt?: number; __longTaskEnd: number };
  w.__longTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTaskEnd = Math.max(w.__longTaskEnd, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const mark = () => {
    if (w.__readyAt === undefined && document.querySelector(selector)) w.__readyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { subtree: true, childList: true, attributes: true });
};

/**
 * Time to interactive of one cold visit (new browser context, empty cache): from navigation start
 * until `selector` is on screen and the main thread has no long task left; the median of `runs`.
 */
export async function measureTti(
  browser: Browser,
  url: string,
  route: string,
  selector: string,
  cookie: string | null,
  runs: number,
): Promise<TtiResult> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    if (cookie) await context.addCookies([browserCookie(cookie, url)]);
    const page = await context.newPage();
    await page.addInitScript(PROBE, selector);
    await page.goto(`${url}${route}`);
    await page.waitForSelector(selector, { state: 'visible', timeout: 30_000 });
    // Quiet time after ready, so a long task that follows the first paint is counted.
    await page.waitForTimeout(500);
    const ms = await page.evaluate(() => {
      const w = window as unknown as { __readyAt?: number; __longTaskEnd: number };
      return Math.max(w.__readyAt ?? performance.now(), w.__longTaskEnd);
    });
    times.push(ms);
    await context.close();
  }
  return { route, medianMs: median(times), runsMs: times };
}
