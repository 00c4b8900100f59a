/**
 * Bulk actions on clients (issue 15): `POST /api/clients/bulk` starts one batch job over a
 * selection (ids, or every client matching the list's filters when the request arrives), and
 * `GET /api/jobs/:id` reports its progress and outcome. docs/bulk.md describes both.
 */
import { z } from 'zod';
import { fill, MESSAGES } from '../domain';
import { clientFiltersSchema, clientIdSchema, clientStatusSchema, noteSchema } from './clients';

/** Ids are for a page's selection; anything larger is a filter. */
export const BULK_MAX_IDS = 10_000;
/** Deleting more clients than this needs the count typed back (`action.confirm`). */
export const BULK_DELETE_CONFIRM_ABOVE = 100;

/** Whether the typed confirmation is the count, with or without thousands separators. */
export function deleteConfirmed(typed: string | undefined, count: number): boolean {
  return typed?.replace(/[\s,.'’]/g, '') === String(count);
}

const agentIdSchema = z.string().trim().min(1, MESSAGES.unknownAgent).max(100, MESSAGES.unknownAgent);
const agentEmailSchema = z.string().trim().min(1, MESSAGES.unknownAgent).max(254, MESSAGES.unknownAgent);

const reassignActionSchema = z
  .strictObject({
    type: z.literal('reassign'),
    /** `agent`: every client to the one agent; `round-robin`: in turn across the agents given. */
    mode: z.enum(['agent', 'round-robin'], { error: MESSAGES.bulkActionInvalid }).default('agent'),
    agentIds: z.array(agentIdSchema).max(500).optional(),
    agentEmails: z.array(agentEmailSchema).max(500).optional(),
  })
  .superRefine((action, ctx) => {
    const count = (action.agentIds?.length ?? 0) + (action.agentEmails?.length ?? 0);
    if (count === 0)
      ctx.addIssue({ code: 'custom', message: MESSAGES.bulkAgentsRequired, path: ['agentIds'] });
    else if (action.mode === 'agent' && count > 1)
      ctx.addIssue({ code: 'custom', message: MESSAGES.bulkAgentsRequired, path: ['agentIds'] });
  });

const statusActionSchema = z.strictObject({ type: z.literal('status'), status: clientStatusSchema });

const noteActionSchema = z.strictObject({
  type: z.literal('note'),
  text: noteSchema.pipe(z.string().min(1, MESSAGES.bulkNoteRequired)),
});

const deleteActionSchema = z.strictObject({
  type: z.literal('delete'),
  /** The number of clients, typed back; required above BULK_DELETE_CONFIRM_ABOVE. */
  confirm: z.string().trim().max(20).optional(),
});

export const bulkActionSchema = z.discriminatedUnion(
  'type',
  [reassignActionSchema, statusActionSchema, noteActionSchema, deleteActionSchema],
  { error: MESSAGES.bulkActionInvalid },
);
export type BulkAction = z.infer<typeof bulkActionSchema>;
export type BulkActionType = BulkAction['type'];

/** The list's own filters (`GET /api/clients` query), as strings like the query. */
export const bulkFilterSchema = z.strictObject(clientFiltersSchema.shape);

export const bulkRequestSchema = z
  .strictObject({
    ids: z
      .array(clientIdSchema, { error: MESSAGES.bulkTargetRequired })
      .min(1, MESSAGES.bulkNothingSelected)
      .max(BULK_MAX_IDS, fill(MESSAGES.bulkTooManyIds, { max: String(BULK_MAX_IDS) }))
      .optional(),
    filter: bulkFilterSchema.optional(),
    action: bulkActionSchema,
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    message: MESSAGES.bulkTargetRequired,
    path: ['ids'],
  });
export type BulkRequest = z.infer<typeof bulkRequestSchema>;
export type BulkRequestInput = z.input<typeof bulkRequestSchema>;

export const bulkStartedSchema = z.object({ jobId: z.string() });
export type BulkStarted = z.infer<typeof bulkStartedSchema>;

export const BATCH_JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type BatchJobStatus = (typeof BATCH_JOB_STATUSES)[number];

/** Why a client was left as it was; the message is the one shown beside the count. */
export const BULK_SKIP_REASONS = {
  gone: MESSAGES.bulkSkipGone,
  'same-agent': MESSAGES.bulkSkipSameAgent,
  'duplicate-email': MESSAGES.bulkSkipDuplicateEmail,
  'same-status': MESSAGES.bulkSkipSameStatus,
  'transition-not-allowed': MESSAGES.invalidStatusChange.description,
  'account-details-required': MESSAGES.accountDetailsRequired.description,
} as const;
export type BulkSkipReason = keyof typeof BULK_SKIP_REASONS;

export const batchJobSchema = z.object({
  id: z.string(),
  /** `clients.reassign`, `clients.status`, `clients.note` or `clients.delete`. */
  kind: z.string(),
  status: z.enum(BATCH_JOB_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  changed: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  skippedReasons: z.array(z.object({ reason: z.string(), message: z.string(), count: z.number().int() })),
  /** The first skipped or failed clients, with their reason. */
  examples: z.array(
    z.object({ clientId: z.string(), name: z.string().nullable(), reason: z.string(), message: z.string() }),
  ),
  /** Clients per second since the job started; null before it has. */
  rate: z.number().nullable(),
  /** Seconds left at that rate; null when unknown or finished. */
  secondsLeft: z.number().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type BatchJob = z.infer<typeof batchJobSchema>;

export const batchJobListSchema = z.object({ items: z.array(batchJobSchema) });
export type BatchJobList = z.infer<typeof batchJobListSchema>;
