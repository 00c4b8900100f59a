import { REPORT_HELP, type ReportKind } from '#shared/domain/reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { ApiError } from '#web/lib/api';
import { type ReportParams, useReport } from '../api/get-report';
import { useReportFilters } from '../hooks/use-report-filters';
import { ConversionReportCard } from './conversion-report';
import { FunnelReportCard } from './funnel-report';
import { LeaderboardReportCard } from './leaderboard-report';
import { RangePicker } from './range-picker';
import { RevenueReportCard } from './revenue-report';
import { TimeInStatusReportCard } from './time-in-status-report';

/** What each report shows, in a line; the full counting rule follows it (REPORT_HELP). */
const SUMMARY: Record<ReportKind, string> = {
  funnel: 'Clients that entered each pipeline status in the period, and the share of the step before.',
  'time-in-status': 'Median and 90th-percentile days in each status, for stays that ended in the period.',
  conversion: 'Each week, the share of the clients added that are now converted, per agent.',
  revenue: 'Invoices issued in the period per week and plan, and each agent’s totals.',
  leaderboard: 'Each agent’s clients added, conversions, invoices, revenue and calls in the period.',
};
const help = (kind: ReportKind) => ({ summary: SUMMARY[kind], rule: REPORT_HELP[kind] });

type AgentOption = { id: string; name: string };

/** An admin's page passes the agents to filter by; an agent's page sees only its own figures. */
type Props = { agents?: readonly AgentOption[] };

/**
 * The five reports for one period, and for an admin one agent or all. The period and agent live in
 * the address; the server counts, the page draws and writes the CSV files.
 */
export function ReportsView({ agents }: Props) {
  const filters = useReportFilters();
  const agentId = agents ? filters.agentId || undefined : undefined;
  const params: ReportParams | undefined = filters.range ? { ...filters.range, agentId } : undefined;
  const funnel = useReport('funnel', params);
  const timeInStatus = useReport('time-in-status', params);
  const conversion = useReport('conversion', params);
  const revenue = useReport('revenue', params);
  const leaderboard = useReport('leaderboard', params);

  const refused = [funnel, timeInStatus, conversion, revenue, leaderboard]
    .map((r) => r.error)
    .find((e): e is ApiError => e instanceof ApiError && e.status === 400);
  const agentName = agents?.find((a) => a.id === agentId)?.name;
  const fileName = (kind: ReportKind) =>
    params
      ? `${kind}-${params.from}-to-${params.to}${agentId ? `-${slug(agentName ?? agentId)}` : ''}.csv`
      : '';

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Period</CardTitle>
          <CardDescription>
            {agents
              ? 'The period and agent apply to every report below.'
              : 'Your own figures; the period applies to every report below.'}
            {funnel.data ? ` Days are counted in ${funnel.data.timeZone}, weeks start on Monday.` : ''}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {filters.today && filters.range ? (
            <RangePicker
              today={filters.today}
              range={filters.range}
              onRange={filters.setRange}
              refusal={refused && { message: refused.message, ofAgent: Boolean(refused.fields?.agentId) }}
              agent={agents ? { value: filters.agentId, onChange: filters.setAgentId } : undefined}
            />
          ) : (
            <Loading label="Loading the calendar..." />
          )}
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <FunnelReportCard report={funnel} help={help('funnel')} fileName={fileName('funnel')} />
        <TimeInStatusReportCard
          report={timeInStatus}
          help={help('time-in-status')}
          fileName={fileName('time-in-status')}
        />
      </div>
      <ConversionReportCard report={conversion} help={help('conversion')} fileName={fileName('conversion')} />
      <RevenueReportCard report={revenue} help={help('revenue')} fileName={fileName('revenue')} />
      <LeaderboardReportCard
        report={leaderboard}
        help={help('leaderboard')}
        fileName={fileName('leaderboard')}
      />
    </div>
  );
}

/** A name as part of a file name: letters and digits joined by dashes. */
function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'agent'
  );
}
