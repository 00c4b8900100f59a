/**
 * A client's activity timeline (issue 14): calls, notes and status changes merged newest first,
 * and the daily call figures per agent. Shared by the server routes and the web.
 */
import { z } from 'zod';
import { CALL_OUTCOMES, fill, MESSAGES } from '../domain';

/** Entries a client in a list (or a write's answer) carries; the detail and the paged route give all. */
export const ACTIVITY_PREVIEW_SIZE = 3;
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 200;

const entryBase = {
  id: z.string(),
  at: z.iso.datetime(),
  /** Who acted, as the name stored with the entry. */
  by: z.string(),
};

export const activityEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('call'),
    ...entryBase,
    outcome: z.enum(CALL_OUTCOMES),
    durationSeconds: z.number().int(),
    note: z.string().nullable(),
  }),
  z.object({ kind: z.literal('note'), ...entryBase, text: z.string() }),
  z.object({ kind: z.literal('status'), ...entryBase, status: z.string() }),
]);
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export type ActivityKind = ActivityEntry['kind'];

const limitMessage = fill(MESSAGES.invalidLimit, { max: String(ACTIVITY_MAX_PAGE_SIZE) });

/** `GET /api/clients/:id/activity`: entries older than `before` (a previous page's nextCursor). */
export const activityQuerySchema = z.strictObject({
  before: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(ACTIVITY_MAX_PAGE_SIZE, limitMessage)
    .default(ACTIVITY_PAGE_SIZE),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  items: z.array(activityEntrySchema),
  /** Pass as `before` for the next (older) page; null after the oldest entry. */
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** A calendar day, YYYY-MM-DD; an impossible date such as 2026-02-30 is refused. */
export const calendarDaySchema = z
  .string({ error: MESSAGES.invalidActivityDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidActivityDate)
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
  }, MESSAGES.invalidActivityDate);

/** `GET /api/activity/daily`: one day in the organisation's time zone; admins may pick an agent. */
export const dailyActivityQuerySchema = z.strictObject({
  date: calendarDaySchema,
  agentId: z.string().trim().min(1).max(100).optional(),
});
export type DailyActivityQuery = z.infer<typeof dailyActivityQuerySchema>;

const figures = {
  /** Calls logged. */
  dials: z.number().int(),
  /** Calls whose outcome is connected or meeting-held. */
  connected: z.number().int(),
  /** Sum of the calls' durations, in whole minutes (rounded down). */
  talkMinutes: z.number().int(),
  /** Calls whose outcome is meeting-held. */
  meetings: z.number().int(),
};

export const dailyActivitySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  targets: z.object(figures),
  /** Every agent (or the one asked for, or the caller when an agent), by name; zeros when idle. */
  agents: z.array(z.object({ agentId: z.string(), agentName: z.string(), ...figures })),
});
export type DailyActivity = z.infer<typeof dailyActivitySchema>;
