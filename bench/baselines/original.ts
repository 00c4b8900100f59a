import { median } from '../lib/stats';
import { ORIGINAL_PAGE_ROWS } from './original-query';

export type FirstPage = { ms: number; bytes: number; rows: number };

type OriginalRow = { id: string; created_at: string };

/**
 * The original product's way to show page 1 (spec: the client downloaded every client of its
 * scope, then filtered, sorted and paginated in the browser): every row is fetched in chunks of
 * 1,000 (the hosted backend's row cap), parsed, sorted newest first, and the first 10 kept.
 */
export async function originalFirstPage(
  baseUrl: string,
  agentId: string | null,
  progress: (rows: number) => void = () => {},
): Promise<FirstPage> {
  const started = performance.now();
  const all: OriginalRow[] = [];
  let bytes = 0;
  for (;;) {
    const last = all.at(-1);
    const query = new URLSearchParams({
      ...(agentId ? { agentId } : {}),
      ...(last ? { afterCreatedAt: last.created_at, afterId: last.id } : {}),
    });
    const res = await fetch(`${baseUrl}/original/clients?${query}`);
    if (!res.ok) throw new Error(`original download failed: ${res.status}`);
    const text = await res.text();
    bytes += Buffer.byteLength(text);
    const rows = JSON.parse(text) as OriginalRow[];
    for (const row of rows) all.push(row);
    if (rows.length > 0 && all.length % 100_000 === 0) progress(all.length);
    if (rows.length < ORIGINAL_PAGE_ROWS) break;
  }
  const page = all.sort((a, b) => (a.created_at < b.created_at ? 1 : -1)).slice(0, 10);
  if (page.length === 0 && all.length > 0) throw new Error('no first page');
  return { ms: performance.now() - started, bytes, rows: all.length };
}

/** Ours: the list's first page and the statistics, requested together as the screens do. */
export async function oursFirstPage(appUrl: string, cookie: string): Promise<FirstPage> {
  const started = performance.now();
  const paths = ['/api/clients?page=1&pageSize=10', '/api/clients/stats'];
  const sizes = await Promise.all(
    paths.map(async (path) => {
      const res = await fetch(`${appUrl}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
      return Buffer.byteLength(await res.text());
    }),
  );
  return { ms: performance.now() - started, bytes: sizes.reduce((a, b) => a + b, 0), rows: 10 };
}

/** The median of `runs` sequential measurements. */
export async function medianOf(runs: number, measure: () => Promise<FirstPage>): Promise<FirstPage> {
  const results: FirstPage[] = [];
  for (let i = 0; i < runs; i++) results.push(await measure());
  const ms = median(results.map((r) => r.ms));
  return results.find((r) => r.ms === ms) ?? { ms, bytes: 0, rows: 0 };
}
