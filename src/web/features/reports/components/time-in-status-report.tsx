import { statusBadge } from '#shared/domain';
import type { TimeInStatusReport } from '#shared/schemas/reports';
import { figureColumn, type ReportColumn, tableCsv } from '../utils/report-columns';
import { ReportCard, type ReportProps } from './report-card';
import { ReportTable } from './report-table';

type Stay = TimeInStatusReport['statuses'][number];

const COLUMNS: ReportColumn<Stay>[] = [
  { key: 'status', header: 'Status', value: (s) => statusBadge(s.status).label },
  figureColumn('stays', 'Stays', (s) => s.stays),
  figureColumn('median', 'Median days', (s) => s.medianDays, 'days'),
  figureColumn('p90', 'P90 days', (s) => s.p90Days, 'days'),
];

/** Median and 90th-percentile days clients spent in each status. */
export function TimeInStatusReportCard({ report, help, fileName }: ReportProps<TimeInStatusReport>) {
  return (
    <ReportCard
      id="time-in-status"
      title="Time in status"
      help={help}
      report={report}
      isEmpty={(data) => data.statuses.every((s) => s.stays === 0)}
      csv={(data) => ({ fileName, text: tableCsv(COLUMNS, data.statuses) })}
    >
      {(data) => (
        <ReportTable
          caption="Days spent in each status"
          columns={COLUMNS}
          rows={data.statuses}
          rowKey={(s) => s.status}
          testId="time-in-status-table"
        />
      )}
    </ReportCard>
  );
}
