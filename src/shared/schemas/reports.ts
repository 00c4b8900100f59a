/**
 * Manager analytics (issue 16): `GET /api/reports/{funnel,time-in-status,conversion,revenue,
 * leaderboard}?from&to&agentId`. Days are calendar days in the organisation's time zone (the
 * calling settings), both ends included; weeks start on Monday. Agents get their own figures and
 * `agentId` is ignored for them; admins pass an agent's id or leave it out for everyone.
 */
import { z } from 'zod';
import { CLIENT_STATUSES, type ClientStatus, PLAN_IDS } from '../domain';
import { REPORT_MAX_DAYS, REPORT_RANGE_REFUSALS } from '../domain/reports';
import { calendarDaySchema } from './activity';

// The kinds, the longest range and each report's rule are plain data the screens show, kept out
// of this file so a screen reading them does not load zod.
export { REPORT_HELP, REPORT_KINDS, REPORT_MAX_DAYS, type ReportKind } from '../domain/reports';

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const reportQuerySchema = z
  .strictObject({
    from: calendarDaySchema,
    to: calendarDaySchema,
    agentId: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((q) => q.from <= q.to, {
    message: REPORT_RANGE_REFUSALS.reversed,
    path: ['from'],
  })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < REPORT_MAX_DAYS, {
    message: REPORT_RANGE_REFUSALS.tooLong,
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const reportBase = { from: z.string(), to: z.string(), timeZone: z.string() };
const agentRef = { agentId: z.string(), agentName: z.string() };

/** How many clients entered each pipeline status in the range, and the share that went on. */
export const funnelReportSchema = z.object({
  ...reportBase,
  steps: z.array(
    z.object({
      status: z.string(),
      /** Clients that entered this status in the range (each client once per status). */
      entered: z.number().int(),
      /**
       * entered ÷ the previous step's entered × 100 (FUNNEL_STATUSES order), one decimal; null for
       * the first step, after a step of 0, and for not-interested (the exit, not a step).
       */
      conversionFromPrevious: z.number().nullable(),
    }),
  ),
});
export type FunnelReport = z.infer<typeof funnelReportSchema>;

/** Days spent in each status by stays that ended in the range. */
export const timeInStatusReportSchema = z.object({
  ...reportBase,
  statuses: z.array(
    z.object({
      status: z.string(),
      /** Stays counted. */
      stays: z.number().int(),
      /** null when there is no stay. Days to one decimal. */
      medianDays: z.number().nullable(),
      p90Days: z.number().nullable(),
    }),
  ),
});
export type TimeInStatusReport = z.infer<typeof timeInStatusReportSchema>;

/** Weekly conversion rate (the spec's converted set) per agent. */
export const conversionReportSchema = z.object({
  ...reportBase,
  agents: z.array(
    z.object({
      ...agentRef,
      weeks: z.array(
        z.object({
          /** The Monday the week starts on, YYYY-MM-DD. */
          weekStart: z.string(),
          clients: z.number().int(),
          converted: z.number().int(),
          /** Percent to one decimal, 0 without clients. */
          rate: z.number(),
        }),
      ),
    }),
  ),
});
export type ConversionReport = z.infer<typeof conversionReportSchema>;

/** Invoice totals per week, per plan and per agent. */
export const revenueReportSchema = z.object({
  ...reportBase,
  rows: z.array(
    z.object({
      weekStart: z.string(),
      ...agentRef,
      plan: z.enum(PLAN_IDS),
      invoices: z.number().int(),
      /** Two decimals. */
      amount: z.number(),
    }),
  ),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** Each agent's figures for the period, best revenue first. */
export const leaderboardReportSchema = z.object({
  ...reportBase,
  agents: z.array(
    z.object({
      ...agentRef,
      added: z.number().int(),
      converted: z.number().int(),
      invoices: z.number().int(),
      revenue: z.number(),
      calls: z.number().int(),
    }),
  ),
});
export type LeaderboardReport = z.infer<typeof leaderboardReportSchema>;

/**
 * The funnel's steps in pipeline order. Not interested is the way out, not a step: it comes last,
 * and its conversionFromPrevious is always null.
 */
export const FUNNEL_STATUSES: readonly ClientStatus[] = [
  ...CLIENT_STATUSES.filter((status) => status !== 'not-interested'),
  'not-interested',
];
