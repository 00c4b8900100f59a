import type { BenchReport } from './report-types';

export type BudgetCheck = {
  budget: string;
  limit: number;
  value: number | null;
  unit: string;
  ok: boolean | null;
};

/**
 * DESIGN §8, checked against this run. PGlite gets twice the room (DESIGN §8): latencies ×2,
 * rates ÷2. A null value means the part was skipped or produced no number.
 */
export function checkBudgets(report: BenchReport): BudgetCheck[] {
  const room = report.options.database === 'pglite' ? 2 : 1;
  const checks: BudgetCheck[] = [];
  const atMost = (budget: string, limit: number, value: number | null | undefined, unit: string) =>
    checks.push({ budget, limit, value: value ?? null, unit, ok: value == null ? null : value <= limit });
  const atLeast = (budget: string, limit: number, value: number | null | undefined, unit: string) =>
    checks.push({ budget, limit, value: value ?? null, unit, ok: value == null ? null : value >= limit });

  for (const s of report.scenarios) {
    if (s.budget?.p95Ms !== undefined) {
      const p95 = s.pairLatency ? s.pairLatency.p95 : s.latency.p95;
      atMost(`${s.title}: p95`, s.budget.p95Ms * room, p95, 'ms');
    }
    if (s.budget?.minRps !== undefined)
      atLeast(`${s.title}: throughput`, s.budget.minRps / room, s.rps, 'req/s');
  }
  for (const s of report.scenarios) {
    if (s.rawSqlRatio !== undefined) atMost(`${s.title}: cost vs raw SQL (p50)`, 1.5, s.rawSqlRatio, '×');
  }
  const exp = report.export;
  atLeast('CSV export of all rows: rate', 100_000 / room, exp?.rowsPerSecond, 'rows/s');
  atMost('CSV export of all rows: server RSS', 256 * room, exp?.rssMb, 'MB');
  atMost('CSV export through the browser: page JS heap', 50, report.frontend?.exportHeap?.peakHeapMb, 'MB');
  // Issue 18: JS a page needs before it renders (scripts/bundle-budgets.mjs).
  const routes = report.frontend?.routes ?? [];
  atMost('/login initial JS (gzip)', 130, routes.find((r) => r.route === '/login')?.initialJsKb, 'KB');
  const others = routes.filter((r) => r.route !== '/login' && r.initialJsKb !== null);
  const largest = others.length ? Math.max(...others.map((r) => r.initialJsKb ?? 0)) : null;
  atMost('largest initial JS of the other pages (gzip)', 180, largest, 'KB');
  atMost('server start to healthy', 3000, report.server.startMs, 'ms');
  return checks;
}
