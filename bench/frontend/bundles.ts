import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { initialJs } from '../../scripts/bundle-budgets.mjs';
import { ROOT } from '../lib/options';
import { browserCookie } from './browser';

/**
 * `initialJsKb`: what the page needs before it renders, from the build's manifest, as the build's
 * budget check counts it (scripts/bundle-budgets.mjs). `jsKb`: all JS fetched by network idle,
 * including what loads after the first render (charts, notifications, the command palette).
 */
export type RouteLoad = {
  route: string;
  initialJsKb: number | null;
  jsKb: number;
  cssKb: number;
  files: number;
  api: string[];
};

const WEB_ROOT = path.join(ROOT, 'dist', 'web');
const gzipKb = new Map<string, number>();

/** Gzipped size of a built file in KB (what a compressing proxy sends; the app serves it as is). */
function gzippedKb(urlPath: string): number {
  const cached = gzipKb.get(urlPath);
  if (cached !== undefined) return cached;
  const file = path.join(WEB_ROOT, decodeURIComponent(urlPath));
  const kb =
    file.startsWith(WEB_ROOT) && fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length / 1024 : 0;
  gzipKb.set(urlPath, kb);
  return kb;
}

/**
 * What a first visit to `route` downloads before the network goes quiet: its JS and CSS (gzip)
 * and the API requests the screen makes, so a screen waiting on a request it does not need shows.
 */
export async function measureRoute(
  browser: Browser,
  url: string,
  route: string,
  cookie: string | null,
): Promise<RouteLoad> {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([browserCookie(cookie, url)]);
  const page = await context.newPage();
  const assets = new Set<string>();
  const api: string[] = [];
  page.on('request', (request) => {
    const u = new URL(request.url());
    if (u.pathname.startsWith('/assets/')) assets.add(u.pathname);
    else if (u.pathname.startsWith('/api/')) api.push(`${request.method()} ${u.pathname}`);
  });
  await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
  await context.close();
  const sum = (ext: string) =>
    [...assets].filter((a) => a.endsWith(ext)).reduce((total, a) => total + gzippedKb(a), 0);
  const initial = initialJs(WEB_ROOT).find((r) => r.route === route)?.kb ?? null;
  return { route, initialJsKb: initial, jsKb: sum('.js'), cssKb: sum('.css'), files: assets.size, api };
}
