import { formatBulk } from './phase-bulk';
import { formatIntake } from './phase-intake';
import type { BenchReport } from './report-types';
import { THROUGHPUT_CONNECTIONS } from './scenarios';

const fixed = (n: number | null | undefined, digits = 1) => (n == null ? '–' : n.toFixed(digits));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** CPU ms per request: app server / database backends / load generator. */
const cpu = (r: { cpu?: { serverMs: number | null; databaseMs: number | null; loadGeneratorMs: number } }) =>
  r.cpu ? [r.cpu.serverMs, r.cpu.databaseMs, r.cpu.loadGeneratorMs].map((v) => fixed(v, 2)).join(' / ') : '';

type BaselineFigures = BenchReport['baselines']['bareFastify'][string];

function baselineRow(label: string, b: BaselineFigures, statements: string): string[] {
  return [
    label,
    String(b.connections),
    fixed(b.rps, 0),
    fixed(b.latency.p50, 2),
    fixed(b.latency.p95, 2),
    statements,
    cpu(b),
    fixed(b.cpu?.stealPercent, 0),
  ];
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A warning when other guests of the host took a noticeable share of the CPU during the run. */
function stealNote(r: BenchReport): string {
  const steals = r.scenarios.flatMap((s) => (s.cpu?.stealPercent == null ? [] : [s.cpu.stealPercent]));
  if (steals.length === 0) return '';
  const worst = Math.max(...steals);
  if (worst < 5) return `(hypervisor steal at most ${fixed(worst, 0)} % per scenario: the machine was ours)`;
  return `NOTE: the hypervisor gave up to ${fixed(worst, 0)} % of this machine's CPU to other guests during a scenario; compare ratios, not absolute times, and rerun when it is quieter.`;
}

/** The human summary printed at the end of a run; the JSON file holds everything. */
export function formatReport(r: BenchReport): string {
  const out: string[] = [];
  const m = r.machine;
  out.push(
    `Wise Expert Advisor CRM benchmark — ${r.options.database}, ${r.options.clients} clients / ${r.options.agents} agents, ` +
      `${r.options.duration} s per scenario, ${r.options.connections} connections unless noted`,
    `${m.cpuModel} ×${m.cpus}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}, ${m.database}`,
    `server start to healthy ${fixed(r.server.startMs, 0)} ms, idle RSS ${fixed(r.server.idleRssMb, 0)} MB` +
      (r.seed.seconds === null ? ', database reused' : `, seeded in ${fixed(r.seed.seconds)} s`),
    '',
    table(
      [
        'scenario',
        'conn',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'screen p95',
        '×raw SQL',
        'floor ×raw',
        'bare rps',
        'non-2xx',
        'RSS MB',
        'CPU ms/req app/db/gen',
        'steal %',
      ],
      r.scenarios.map((s) => [
        s.title,
        String(s.connections),
        fixed(s.rps, 0),
        fixed(s.latency.p50, 2),
        fixed(s.latency.p95, 2),
        fixed(s.latency.p99, 2),
        s.pairLatency ? fixed(s.pairLatency.p95, 2) : '',
        s.rawSqlRatio === undefined ? '' : `${fixed(s.rawSqlRatio, 2)}×`,
        s.floorRawSqlRatio === undefined ? '' : `${fixed(s.floorRawSqlRatio, 2)}×`,
        s.bareFastifyShare === undefined ? '' : `${fixed(s.bareFastifyShare * 100, 0)}%`,
        String(s.non2xx + s.errors),
        fixed(s.rssMb, 0),
        cpu(s),
        fixed(s.cpu?.stealPercent, 0),
      ]),
    ),
    stealNote(r),
    '',
    "Baselines, same run: raw SQL = the request's own statements replayed through the driver; bare = Fastify sending the same JSON from memory;",
    'floor = Fastify sending the same statement through a pg Pool of the same size, with nothing of the app (×raw: its p50, or at 50 connections its req/s, against the raw SQL)',
    table(
      ['baseline', 'conn', 'req/s', 'p50 ms', 'p95 ms', 'statements', 'CPU ms/req app/db/gen', 'steal %'],
      [
        ...Object.entries(r.baselines.rawSql).map(([name, b]) =>
          baselineRow(`raw SQL: ${name}`, b, String(b.statements)),
        ),
        ...Object.entries(r.baselines.bareFastify).map(([name, b]) =>
          baselineRow(`bare Fastify: ${name}`, b, ''),
        ),
        ...Object.entries(r.baselines.stackFloor ?? {}).map(([name, b]) => {
          const raw = r.baselines.rawSql[name];
          const ratio = !raw
            ? ''
            : b.connections >= THROUGHPUT_CONNECTIONS
              ? ` (${fixed(b.rps / raw.rps, 2)}× req/s)`
              : ` (${fixed(b.latency.p50 / raw.latency.p50, 2)}× p50)`;
          return baselineRow(`floor: ${name}${ratio}`, b, '1');
        }),
      ],
    ),
  );
  if (r.original.length > 0) {
    out.push(
      '',
      "First page: the original approach (download the scope's every client, paginate in the client) against ours",
      table(
        ['scope', 'clients', 'original ms', 'original bytes', 'ours ms', 'ours bytes', 'speed-up'],
        r.original.map((o) => [
          o.scope,
          String(o.clients),
          fixed(o.original?.ms, 0),
          o.original ? kb(o.original.bytes) : '–',
          fixed(o.ours.ms, 1),
          kb(o.ours.bytes),
          o.original ? `${fixed(o.original.ms / o.ours.ms, 0)}×` : '–',
        ]),
      ),
    );
  }
  if (r.export) {
    const e = r.export;
    out.push(
      '',
      `CSV export: ${e.rows} rows, ${kb(e.bytes)} in ${fixed(e.seconds, 2)} s = ${fixed(e.rowsPerSecond, 0)} rows/s, peak server RSS ${fixed(e.rssMb, 0)} MB`,
    );
  }
  if (r.bulk) out.push('', ...formatBulk(r.bulk));
  if (r.intake) out.push('', ...formatIntake(r.intake));
  if (r.frontend) {
    out.push(
      '',
      table(
        [
          'route (first visit)',
          'initial JS gzip KB',
          'JS by idle KB',
          'CSS gzip KB',
          'files',
          'API requests',
        ],
        r.frontend.routes.map((x) => [
          x.route,
          x.initialJsKb === null ? '-' : fixed(x.initialJsKb),
          fixed(x.jsKb),
          fixed(x.cssKb),
          String(x.files),
          x.api.join(', '),
        ]),
      ),
      ...r.frontend.tti.map(
        (t) =>
          `time to interactive ${t.route}: median ${fixed(t.medianMs, 0)} ms (${t.runsMs.map((v) => v.toFixed(0)).join(', ')})`,
      ),
    );
    const h = r.frontend.exportHeap;
    if (h) {
      out.push(
        `CSV export through the browser: ${h.rows} rows, ${kb(h.bytes)} saved in ${fixed(h.seconds, 2)} s; page JS heap ${fixed(h.idleHeapMb, 1)} MB before, peak ${fixed(h.peakHeapMb, 1)} MB`,
      );
    }
  }
  out.push(
    '',
    `Budgets (DESIGN §8${r.options.database === 'pglite' ? ', PGlite ×2' : ''})`,
    table(
      ['budget', 'limit', 'measured', 'met'],
      r.budgets.map((b) => [
        b.budget,
        `${b.unit === '×' ? '' : ''}${fixed(b.limit, b.unit === '×' ? 1 : 0)} ${b.unit}`,
        `${fixed(b.value, b.unit === '×' ? 2 : b.unit === 'ms' ? 1 : 0)} ${b.unit}`,
        b.ok === null ? 'n/a' : b.ok ? 'yes' : 'NO',
      ]),
    ),
    '',
    `finished in ${fixed(r.seconds, 0)} s`,
  );
  return out.join('\n');
}
