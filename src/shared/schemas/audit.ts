/**
 * The audit API's shapes (issue 13): the admin's filters, one page of entries, and the alerts
 * about unusual exports and password reveals.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_DAY_PATTERN, AUDIT_ID_MAX_LENGTH, fill, MESSAGES } from '../domain';

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

const pageSizeMessage = fill(MESSAGES.invalidPageSize, { max: String(AUDIT_MAX_PAGE_SIZE) });

/** A calendar day, YYYY-MM-DD, read as a UTC day; an impossible date such as 2026-02-30 is refused. */
const day = z
  .string()
  .regex(AUDIT_DAY_PATTERN, MESSAGES.auditDateInvalid)
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
  }, MESSAGES.auditDateInvalid);

const id = z.string().trim().min(1).max(AUDIT_ID_MAX_LENGTH);

const filterFields = {
  /** The user who acted. */
  actor: id.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: MESSAGES.auditActionInvalid }).optional(),
  /** First and last day, both included. */
  from: day.optional(),
  to: day.optional(),
  /** The client, agent or invitation acted on. */
  target: id.optional(),
};

const inOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const outOfOrder = { message: MESSAGES.auditRangeInvalid, path: ['to'] };

/** `GET /api/audit/export.csv`: the list's filters. */
export const auditFiltersSchema = z.strictObject(filterFields).refine(inOrder, outOfOrder);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** `GET /api/audit`: the filters, the cursor of the previous page and the page size. */
export const auditQuerySchema = z
  .strictObject({
    ...filterFields,
    /** The `nextCursor` of the previous page. */
    after: z.string().max(200).optional(),
    limit: z.coerce
      .number({ error: pageSizeMessage })
      .int(pageSizeMessage)
      .min(1, pageSizeMessage)
      .max(AUDIT_MAX_PAGE_SIZE, pageSizeMessage)
      .default(AUDIT_PAGE_SIZE),
  })
  .refine(inOrder, outOfOrder);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  /** What was acted on; `name` is its current name, or null once it is gone. */
  target: z.object({ type: z.string(), id: z.string(), name: z.string().nullable() }).nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `after` for the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Someone exported many rows, or revealed many trading passwords, in the last 24 hours. */
export const securityAlertSchema = z.object({
  kind: z.enum(['export', 'reveal']),
  actorId: z.string().nullable(),
  actorName: z.string(),
  /** Rows exported, or passwords revealed, within the 24 hours. */
  count: z.number().int(),
  /** The first of those exports or reveals. */
  since: z.iso.datetime(),
});
export type SecurityAlert = z.infer<typeof securityAlertSchema>;

export const securityAlertListSchema = z.object({ items: z.array(securityAlertSchema) });
