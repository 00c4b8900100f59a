/**
 * The calling workspace's requests and answers (issue 14): logging a call and the Today queue.
 */
import { z } from 'zod';
import { CALL_OUTCOMES, fill, MAX_CALL_DURATION_SECONDS, MESSAGES } from '../domain';
import { clientSchema, followUpSchema, noteSchema } from './clients';

const durationMessage = fill(MESSAGES.invalidCallDuration, { max: String(MAX_CALL_DURATION_SECONDS) });

export const callOutcomeSchema = z.enum(CALL_OUTCOMES, { error: MESSAGES.invalidCallOutcome });

/**
 * `POST /api/clients/:id/calls`. `nextFollowUpAt` replaces the client's follow-up: omitted, it
 * becomes the suggested retry after no-answer, busy and voicemail and none after the others;
 * wrong-number always clears it. A blank note is no note.
 */
export const logCallBodySchema = z.strictObject({
  outcome: callOutcomeSchema,
  durationSeconds: z
    .number({ error: durationMessage })
    .int(durationMessage)
    .min(0, durationMessage)
    .max(MAX_CALL_DURATION_SECONDS, durationMessage)
    .default(0),
  note: noteSchema.optional().transform((v) => (v ? v : null)),
  nextFollowUpAt: followUpSchema.optional(),
});
export type LogCallBody = z.input<typeof logCallBodySchema>;
export type LogCallInput = z.output<typeof logCallBodySchema>;

export const callSchema = z.object({
  id: z.string(),
  outcome: callOutcomeSchema,
  durationSeconds: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  agentName: z.string(),
});
export type Call = z.infer<typeof callSchema>;

export const logCallAnswerSchema = z.object({ call: callSchema, client: clientSchema });
export type LogCallAnswer = z.infer<typeof logCallAnswerSchema>;

export const WORK_QUEUE_PAGE_SIZE = 10;
export const WORK_QUEUE_MAX_PAGE_SIZE = 100;
const limitMessage = fill(MESSAGES.invalidLimit, { max: String(WORK_QUEUE_MAX_PAGE_SIZE) });

/** `GET /api/work-queue`: an admin passes `agentId` (an agent's id, or `all`); agents get their own. */
export const workQueueQuerySchema = z.strictObject({
  agentId: z.string().trim().min(1).max(100).optional(),
  /** The previous page's nextCursor. */
  after: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(WORK_QUEUE_MAX_PAGE_SIZE, limitMessage)
    .default(WORK_QUEUE_PAGE_SIZE),
});
export type WorkQueueQuery = z.infer<typeof workQueueQuerySchema>;
/** `agentId` value with which an admin asks for every agent's queue. */
export const ALL_AGENTS = 'all';

/**
 * Overdue follow-ups (oldest first), then follow-ups due later today (organisation time zone),
 * then new clients never called (oldest first).
 */
export const workQueueSchema = z.object({
  items: z.array(clientSchema),
  counts: z.object({
    overdue: z.number().int(),
    dueToday: z.number().int(),
    neverCalled: z.number().int(),
  }),
  nextCursor: z.string().nullable(),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;
