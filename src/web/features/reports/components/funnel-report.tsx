import { statusBadge } from '#shared/domain';
import type { FunnelReport } from '#shared/schemas/reports';
import { figureColumn, type ReportColumn, tableCsv } from '../utils/report-columns';
import { ReportCard, type ReportProps } from './report-card';
import { ReportTable } from './report-table';

type Step = FunnelReport['steps'][number];

/** The funnel's table: each status with a bar as long as its share of the largest step. */
function columns(largest: number): ReportColumn<Step>[] {
  return [
    {
      key: 'status',
      header: 'Status',
      value: (s) => statusBadge(s.status).label,
      show: (s) => (
        <span className="grid gap-1">
          {statusBadge(s.status).label}
          <span className="block h-2 rounded-full bg-muted" aria-hidden>
            <span
              className="block h-2 rounded-full bg-brand-500"
              style={{ width: `${largest ? (s.entered / largest) * 100 : 0}%` }}
            />
          </span>
        </span>
      ),
    },
    figureColumn('entered', 'Entered', (s) => s.entered),
    figureColumn('conversion', 'Conversion', (s) => s.conversionFromPrevious, 'percent'),
  ];
}

/** How many clients entered each pipeline status, and the share that went on to the next. */
export function FunnelReportCard({ report, help, fileName }: ReportProps<FunnelReport>) {
  const columnsFor = (data: FunnelReport) => columns(Math.max(0, ...data.steps.map((s) => s.entered)));
  return (
    <ReportCard
      id="funnel"
      title="Funnel"
      help={help}
      report={report}
      isEmpty={(data) => data.steps.every((s) => s.entered === 0)}
      csv={(data) => ({ fileName, text: tableCsv(columnsFor(data), data.steps) })}
    >
      {(data) => (
        <ReportTable
          caption="Clients entering each status"
          columns={columnsFor(data)}
          rows={data.steps}
          rowKey={(s) => s.status}
          testId="funnel-table"
        />
      )}
    </ReportCard>
  );
}
