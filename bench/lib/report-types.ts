import type { FirstPage } from '../baselines/original';
import type { RouteLoad } from '../frontend/bundles';
import type { ExportHeapResult } from '../frontend/export-heap';
import type { TtiResult } from '../frontend/tti';
import type { BudgetCheck } from './budgets';
import type { ExportResult } from './csv-export';
import type { LoadResult } from './load';
import type { BenchOptions } from './options';
import type { BulkBenchResult } from './phase-bulk';
import type { ImportBenchResult } from './phase-import';
import type { IntakeBenchResult } from './phase-intake';
import type { Budget } from './scenarios';
import type { Latency } from './stats';

export type ScenarioReport = LoadResult & {
  name: string;
  title: string;
  connections: number;
  budget?: Budget;
  /** The two-request screen time, when the scenario is a screen. */
  pairLatency?: Latency;
  /** p50 of this request ÷ p50 of its SQL replayed raw through the driver, same concurrency. */
  rawSqlRatio?: number;
  /** req/s of this request ÷ req/s of a bare Fastify route sending the same JSON from memory. */
  bareFastifyShare?: number;
  /** p50 of the stack's floor (Fastify + pg, the same statement, no app) ÷ p50 of the raw SQL. */
  floorRawSqlRatio?: number;
};

export type OriginalComparison = {
  scope: string;
  clients: number;
  original: FirstPage | null;
  ours: FirstPage;
};

export type BenchReport = {
  generatedAt: string;
  machine: Record<string, string | number>;
  options: BenchOptions;
  seed: { seconds: number | null; reused: boolean };
  server: { startMs: number; idleRssMb: number };
  scenarios: ScenarioReport[];
  baselines: {
    rawSql: Record<string, LoadResult & { statements: number; connections: number }>;
    bareFastify: Record<string, LoadResult & { connections: number }>;
    /**
     * Fastify and node-postgres sending the scenario's own statement and its JSON, with nothing of
     * the app (PostgreSQL only): the least a request on this stack costs on this machine.
     */
    stackFloor?: Record<string, LoadResult & { connections: number }>;
  };
  original: OriginalComparison[];
  export: ExportResult | null;
  /** Bulk reassignment under dashboard load (issue 15); null with `--skip bulk`. */
  bulk?: BulkBenchResult | null;
  /** The CSV import of --clients rows into a fresh database (issue 15); null with `--skip import`. */
  import?: ImportBenchResult | null;
  /** Lead intake and the webhook outbox's cost (issue 17); null with `--skip intake`. */
  intake?: IntakeBenchResult | null;
  frontend: { routes: RouteLoad[]; tti: TtiResult[]; exportHeap: ExportHeapResult | null } | null;
  budgets: BudgetCheck[];
  seconds: number;
};
