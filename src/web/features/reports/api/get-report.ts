import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ConversionReport,
  FunnelReport,
  LeaderboardReport,
  ReportKind,
  RevenueReport,
  TimeInStatusReport,
} from '#shared/schemas/reports';
import { ApiError, api } from '#web/lib/api';
import { QUERY_ROOTS } from '#web/lib/query-roots';
import { toQueryString } from '#web/lib/query-string';
import { rangeProblem } from '../utils/date-range';

type Answers = {
  funnel: FunnelReport;
  'time-in-status': TimeInStatusReport;
  conversion: ConversionReport;
  revenue: RevenueReport;
  leaderboard: LeaderboardReport;
};

export type ReportParams = { from: string; to: string; agentId?: string };

/** Under the clients family: a status change, an invoice or a call changes the figures. */
const reportKey = (kind: ReportKind, params: ReportParams | undefined) =>
  [QUERY_ROOTS.clients, 'reports', kind, params?.from, params?.to, params?.agentId ?? 'all'] as const;

/**
 * One report for the period (and agent); waits while `params` is undefined. A period the server
 * would refuse is refused here with the server's words, without asking it (once per report).
 */
export function useReport<K extends ReportKind>(kind: K, params: ReportParams | undefined) {
  const problem = params && rangeProblem(params);
  return useQuery({
    queryKey: reportKey(kind, params),
    queryFn: ({ signal }) =>
      problem
        ? Promise.reject<Answers[K]>(new ApiError(400, 'bad_request', problem))
        : api<Answers[K]>(`/api/reports/${kind}${toQueryString({ ...params })}`, { signal }),
    enabled: params !== undefined,
    // The previous period stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
