import fs from 'node:fs';
import type { Browser } from '@playwright/test';
import { countCsvRecords } from '../lib/csv-export';
import { browserCookie } from './browser';

export type ExportHeapResult = {
  rows: number;
  bytes: number;
  seconds: number;
  /** JSHeapUsedSize before the click and its peak until the saved file was complete. */
  idleHeapMb: number;
  peakHeapMb: number;
};

const SAMPLE_EVERY_MS = 50;
const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * The page's JS heap while an admin exports every client through the browser, as a user does:
 * /admin/clients, Export CSV, until the browser has saved the whole file (issue 18: the page must
 * not hold the file; under 50 MB at 1,000,000 rows). Sampled with CDP's Performance.getMetrics
 * (JSHeapUsedSize), which, unlike performance.memory, is exact and not rounded.
 */
export async function measureExportHeap(
  browser: Browser,
  url: string,
  cookie: string,
): Promise<ExportHeapResult> {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    await context.addCookies([browserCookie(cookie, url)]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return mb(metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
    };
    await page.goto(`${url}/admin/clients`);
    await page.getByTestId('admin-client-row').first().waitFor();
    const idleHeapMb = await heap();
    let peakHeapMb = idleHeapMb;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peakHeapMb = Math.max(peakHeapMb, await heap());
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      }
    })();
    const started = performance.now();
    const downloading = page.waitForEvent('download', { timeout: 0 });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const file = await download.path(); // resolves once the browser has saved the whole file
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const { bytes, records } = await countCsvRecords(fs.createReadStream(file));
    return { rows: Math.max(0, records - 1), bytes, seconds, idleHeapMb, peakHeapMb };
  } finally {
    await context.close();
  }
}
