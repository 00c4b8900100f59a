/** The five reports (issue 16), the longest range they cover, and the rule each counts by. */
import { CONVERTED_STATUSES, STATUS_INFO } from './statuses';

/** The longest range a report covers. */
export const REPORT_MAX_DAYS = 366;
/** Why a period is refused, by the server and, before it asks, by the report page. */
export const REPORT_RANGE_REFUSALS = {
  reversed: 'The start date must be on or before the end date.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
} as const;
export const REPORT_KINDS = ['funnel', 'time-in-status', 'conversion', 'revenue', 'leaderboard'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const ATTRIBUTION =
  'A client’s figures count for the agent who holds the client now: a reassigned client takes its whole history to its new agent.';
const ALL_AGENTS = '“All agents” also counts clients that no agent holds now.';
const CONVERTED_LABELS = CONVERTED_STATUSES.map((status) => STATUS_INFO[status].label).join(', ');

/** How each report counts, in words the screens show beside it (docs/decisions/0026). */
export const REPORT_HELP: Record<ReportKind, string> = {
  funnel: `Clients that entered each status between the two dates, each client once per status; a new client enters New Client when it is added. The step conversion is a status’s clients as a share of the step before it (a client may skip Ringing, so a step can pass 100%). Not Interested is the way out, shown last without a step conversion. ${ATTRIBUTION} ${ALL_AGENTS}`,
  'time-in-status': `Days a client stayed in each status, counted for stays that ended between the two dates (the client moved on): the median and the 90th percentile. A status nobody has left yet in the range shows no figure. ${ATTRIBUTION} ${ALL_AGENTS}`,
  conversion: `Clients added in each week (Monday to Sunday; the first and last weeks count only the days in the range) and how many of them are now in a converted status (${CONVERTED_LABELS}). The rate is converted ÷ added. ${ATTRIBUTION}`,
  revenue: `Invoices issued between the two dates, per week (Monday to Sunday), agent and plan: how many and their total amount. ${ATTRIBUTION}`,
  leaderboard: `Per agent for the period: clients added, clients converted (moved from another status into a converted one: ${CONVERTED_LABELS}; once per client), invoices issued and their total, and calls logged. Calls count for the agent who logged them; everything else follows the client’s present agent. ${ATTRIBUTION}`,
};
