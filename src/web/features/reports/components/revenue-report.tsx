import { lazy, Suspense } from 'react';
import { PLAN_IDS, type PlanId } from '#shared/domain';
import type { RevenueReport } from '#shared/schemas/reports';
import { Loading } from '#web/components/ui/loading';
import { shortDay } from '#web/lib/org-date';
import { weekStarts } from '../utils/date-range';
import { figureColumn, type ReportColumn, tableCsv } from '../utils/report-columns';
import { PLAN_NAMES } from '../utils/series';
import { ReportCard, type ReportProps } from './report-card';
import { ReportTable } from './report-table';

const RevenueChart = lazy(() => import('./report-charts').then((m) => ({ default: m.RevenueChart })));

type Row = RevenueReport['rows'][number];
type AgentTotal = { agentId: string; agentName: string; invoices: number; total: number } & Record<
  PlanId,
  number
>;

const WEEK_COLUMNS: ReportColumn<Row>[] = [
  { key: 'week', header: 'Week starting', value: (r) => r.weekStart },
  { key: 'agent', header: 'Agent', value: (r) => r.agentName },
  { key: 'plan', header: 'Plan', value: (r) => PLAN_NAMES[r.plan] },
  figureColumn('invoices', 'Invoices', (r) => r.invoices),
  figureColumn('amount', 'Amount', (r) => r.amount, 'dollars'),
];

const AGENT_COLUMNS: ReportColumn<AgentTotal>[] = [
  { key: 'agent', header: 'Agent', value: (r) => r.agentName },
  ...PLAN_IDS.map((plan) => figureColumn<AgentTotal>(plan, PLAN_NAMES[plan], (r) => r[plan], 'dollars')),
  figureColumn('invoices', 'Invoices', (r) => r.invoices),
  figureColumn('total', 'Total', (r) => r.total, 'dollars'),
];

/** Cents added as whole numbers, so sums of two-decimal amounts stay exact. */
const addCents = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;

/** Each agent's invoices and amounts per plan over the period, largest total first. */
function agentTotals(rows: readonly Row[]): AgentTotal[] {
  const byAgent = new Map<string, AgentTotal>();
  for (const row of rows) {
    const agent = byAgent.get(row.agentId) ?? {
      agentId: row.agentId,
      agentName: row.agentName,
      invoices: 0,
      total: 0,
      basic: 0,
      advance: 0,
      custom: 0,
    };
    agent.invoices += row.invoices;
    agent[row.plan] = addCents(agent[row.plan], row.amount);
    agent.total = addCents(agent.total, row.amount);
    byAgent.set(row.agentId, agent);
  }
  return [...byAgent.values()].sort((a, b) => b.total - a.total || a.agentName.localeCompare(b.agentName));
}

/** Every week of the period (a week without invoices too) with its amounts per plan over every agent. */
function weekTotals({ from, to, rows }: RevenueReport) {
  const byWeek = new Map(weekStarts(from, to).map((week) => [week, { basic: 0, advance: 0, custom: 0 }]));
  for (const row of rows) {
    const week = byWeek.get(row.weekStart) ?? { basic: 0, advance: 0, custom: 0 };
    week[row.plan] = addCents(week[row.plan], row.amount);
    byWeek.set(row.weekStart, week);
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, plans]) => ({ week: shortDay(week), ...plans }));
}

const weekOrder = (rows: readonly Row[]) =>
  [...rows].sort(
    (a, b) =>
      a.weekStart.localeCompare(b.weekStart) ||
      a.agentName.localeCompare(b.agentName) ||
      PLAN_IDS.indexOf(a.plan) - PLAN_IDS.indexOf(b.plan),
  );

/** Invoice totals per week stacked by plan, each agent's totals, and the weekly figures (the CSV). */
export function RevenueReportCard({ report, help, fileName }: ReportProps<RevenueReport>) {
  return (
    <ReportCard
      id="revenue"
      title="Revenue"
      help={help}
      report={report}
      isEmpty={(data) => data.rows.length === 0}
      csv={(data) => ({ fileName, text: tableCsv(WEEK_COLUMNS, weekOrder(data.rows)) })}
    >
      {(data) => (
        <div className="grid gap-4">
          <Suspense fallback={<Loading label="Loading chart..." />}>
            <RevenueChart data={weekTotals(data)} />
          </Suspense>
          <ReportTable
            caption="Invoice totals per agent and plan"
            columns={AGENT_COLUMNS}
            rows={agentTotals(data.rows)}
            rowKey={(r) => r.agentId}
            testId="revenue-agents-table"
          />
          <details>
            <summary className="cursor-pointer text-sm font-medium text-link">Weekly figures</summary>
            <div className="mt-3">
              <ReportTable
                caption="Invoices per week, agent and plan"
                columns={WEEK_COLUMNS}
                rows={weekOrder(data.rows)}
                rowKey={(r) => `${r.weekStart}-${r.agentId}-${r.plan}`}
                testId="revenue-weeks-table"
              />
            </div>
          </details>
        </div>
      )}
    </ReportCard>
  );
}
