import { useState } from 'react';
import type { LeaderboardReport } from '#shared/schemas/reports';
import { figureColumn, type ReportColumn, tableCsv } from '../utils/report-columns';
import { ReportCard, type ReportProps } from './report-card';
import { ReportTable, type SortState } from './report-table';

type Row = LeaderboardReport['agents'][number];

const COLUMNS: ReportColumn<Row>[] = [
  { key: 'agent', header: 'Agent', value: (r) => r.agentName },
  figureColumn('added', 'Added', (r) => r.added),
  figureColumn('converted', 'Converted', (r) => r.converted),
  figureColumn('invoices', 'Invoices', (r) => r.invoices),
  figureColumn('revenue', 'Revenue', (r) => r.revenue, 'dollars'),
  figureColumn('calls', 'Calls', (r) => r.calls),
];

/** The rows in the chosen order; ties keep the server's order (best revenue first). */
function sorted(rows: readonly Row[], sort: SortState | undefined): Row[] {
  const column = COLUMNS.find((c) => c.key === sort?.key);
  if (!sort || !column) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [column.value(a) ?? '', column.value(b) ?? ''];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return String(x).localeCompare(String(y)) * factor;
  });
}

/** Each agent's figures for the period, sortable by any column. */
export function LeaderboardReportCard({ report, help, fileName }: ReportProps<LeaderboardReport>) {
  const [sort, setSort] = useState<SortState | undefined>();
  const onSort = (key: string) =>
    setSort((current) =>
      // Names read A to Z first, figures largest first.
      current?.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'agent' ? 'asc' : 'desc' },
    );
  return (
    <ReportCard
      id="leaderboard"
      title="Leaderboard"
      help={help}
      report={report}
      isEmpty={(data) =>
        data.agents.every((r) => !r.added && !r.converted && !r.invoices && !r.revenue && !r.calls)
      }
      csv={(data) => ({ fileName, text: tableCsv(COLUMNS, sorted(data.agents, sort)) })}
    >
      {(data) => (
        <ReportTable
          caption="Each agent's figures for the period"
          columns={COLUMNS}
          rows={sorted(data.agents, sort)}
          rowKey={(r) => r.agentId}
          testId="leaderboard-table"
          sort={sort}
          onSort={onSort}
        />
      )}
    </ReportCard>
  );
}
