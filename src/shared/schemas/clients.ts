/**
 * Request and response shapes of the clients API (DESIGN §6), shared by the server routes and the
 * web forms. Rules that need the stored client (transitions, ownership) live in the server.
 */
import { z } from 'zod';
import {
  CLIENT_STATUSES,
  fill,
  invoiceAmountFor,
  MAX_PAGE_SIZE,
  MESSAGES,
  PAGE_SIZE,
  PLAN_IDS,
  SEARCH_MAX_LENGTH,
  STATUS_FILTER_ALL,
} from '../domain';
import { activityEntrySchema } from './activity';

export const CLIENT_FIELD_LIMITS = {
  name: 200,
  email: 254,
  phone: 50,
  country: 100,
  note: 5000,
  search: SEARCH_MAX_LENGTH,
};
export const TRADING_ACCOUNT_LIMITS = { id: 100, password: 200, server: 200 };
export { UNASSIGNED_AGENT_FILTER } from '../domain/constants';

/** Largest amount numeric(12,2) holds. */
const MAX_INVOICE_AMOUNT = 9_999_999_999.99;

const tooLong = (field: string, max: number) => fill(MESSAGES.fieldTooLong, { field, max: String(max) });
const missing = MESSAGES.missingClientFields.description;

const requiredText = (field: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong(field, max));

/** Optional free text: blank means "none" and is stored as null. */
const nullableText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(field, max))
    .nullable()
    .transform((v) => (v ? v : null));

export const clientEmailSchema = requiredText('Email', CLIENT_FIELD_LIMITS.email).pipe(
  z.email(MESSAGES.invalidEmail),
);

export const noteSchema = z
  .string()
  .trim()
  .max(CLIENT_FIELD_LIMITS.note, tooLong('Note', CLIENT_FIELD_LIMITS.note));

export const clientIdSchema = z.guid();

/** A follow-up time: an ISO date-time with `Z` or an offset, or null for none. */
export const followUpSchema = z.iso
  .datetime({ offset: true, error: MESSAGES.invalidFollowUp })
  .refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year <= 9999;
  }, MESSAGES.invalidFollowUp)
  .nullable();
export const clientStatusSchema = z.enum(CLIENT_STATUSES, { error: MESSAGES.invalidStatusFilter });
export const planIdSchema = z.enum(PLAN_IDS, { error: MESSAGES.invoiceDetailsRequired.description });

/** Greater than 0, at most two decimals, and small enough for numeric(12,2). */
export function isValidInvoiceAmount(amount: number): boolean {
  return amount > 0 && amount <= MAX_INVOICE_AMOUNT && /^\d+(\.\d{1,2})?$/.test(String(amount));
}

// ---- Requests -------------------------------------------------------------------------------

export const createClientBodySchema = z.strictObject({
  name: requiredText('Name', CLIENT_FIELD_LIMITS.name),
  email: clientEmailSchema,
  phone: nullableText('Phone', CLIENT_FIELD_LIMITS.phone).optional(),
  country: nullableText('Country', CLIENT_FIELD_LIMITS.country).optional(),
  note: noteSchema.optional(),
});
export type CreateClientBody = z.infer<typeof createClientBodySchema>;

/** Plan and amount: both or neither (spec §5); the amount of a catalogue plan is its price. */
export const invoiceInputSchema = z
  .strictObject({
    plan: planIdSchema.nullable().optional(),
    amount: z.number({ error: MESSAGES.invalidInvoiceAmount }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const hasPlan = v.plan != null;
    const hasAmount = v.amount != null;
    if (hasPlan !== hasAmount) {
      const path = [hasPlan ? 'amount' : 'plan'];
      ctx.addIssue({ code: 'custom', message: MESSAGES.invoiceDetailsRequired.description, path });
    } else if (
      v.plan != null &&
      v.amount != null &&
      !isValidInvoiceAmount(invoiceAmountFor(v.plan, v.amount))
    ) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidInvoiceAmount, path: ['amount'] });
    }
  });
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;

/** Optional account text; the password is not trimmed, it is kept exactly as typed. */
const accountText = (field: string, max: number, trim = true) =>
  (trim ? z.string().trim() : z.string()).max(max, tooLong(field, max)).nullable().optional();

/** Set as a unit: when any field is filled, all three must be (checked by the server). */
export const tradingAccountInputSchema = z.strictObject({
  id: accountText('Account ID', TRADING_ACCOUNT_LIMITS.id),
  password: accountText('Password', TRADING_ACCOUNT_LIMITS.password, false),
  server: accountText('Server', TRADING_ACCOUNT_LIMITS.server),
});
export type TradingAccountInput = z.infer<typeof tradingAccountInputSchema>;

export const updateClientBodySchema = z.strictObject({
  status: clientStatusSchema.optional(),
  note: noteSchema.optional(),
  invoice: invoiceInputSchema.optional(),
  tradingAccount: tradingAccountInputSchema.optional(),
  // Admin only (spec §6); an agent sending any of these gets 403.
  name: requiredText('Name', CLIENT_FIELD_LIMITS.name).optional(),
  email: clientEmailSchema.optional(),
  phone: nullableText('Phone', CLIENT_FIELD_LIMITS.phone).optional(),
  country: nullableText('Country', CLIENT_FIELD_LIMITS.country).optional(),
  /** null unassigns the client. */
  agentId: z
    .string()
    .trim()
    .min(1, MESSAGES.unknownAgent)
    .max(100, MESSAGES.unknownAgent)
    .nullable()
    .optional(),
  /** When to call next (issue 14); null clears it. A terminal status clears it too. */
  nextFollowUpAt: followUpSchema.optional(),
  /** The version the editor saw; a newer stored version answers 409 stale_version. */
  expectedVersion: z
    .number({ error: MESSAGES.invalidVersion })
    .int(MESSAGES.invalidVersion)
    .min(1, MESSAGES.invalidVersion)
    .optional(),
});
export type UpdateClientBody = z.infer<typeof updateClientBodySchema>;

/** Status filter keys (spec §3) plus not-interested, so every stored status can be found. */
export const statusFilterSchema = z.enum([STATUS_FILTER_ALL, ...CLIENT_STATUSES], {
  error: MESSAGES.invalidStatusFilter,
});
export type StatusFilter = z.infer<typeof statusFilterSchema>;

export const clientFiltersSchema = z.object({
  search: z
    .string()
    .trim()
    .max(CLIENT_FIELD_LIMITS.search, tooLong('Search', CLIENT_FIELD_LIMITS.search))
    .optional()
    .transform((v) => (v ? v : undefined)),
  status: statusFilterSchema.default(STATUS_FILTER_ALL),
  /** Admins only: an agent's id or `unassigned`. Agents always see their own clients. */
  agentId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Admins: only clients whose UTM source is exactly this (issue 17). */
  source: z
    .string()
    .trim()
    .max(200, tooLong('Source', 200))
    .transform((v) => (v ? v : undefined))
    .optional(),
  /** `true`: only idle clients (issue 14: last contact older than the status's idle days). */
  idle: z
    .enum(['true', 'false'], { error: 'Write idle as true or false.' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ClientFilters = z.infer<typeof clientFiltersSchema>;

const pageSizeMessage = fill(MESSAGES.invalidPageSize, { max: String(MAX_PAGE_SIZE) });

/** A whole number from 1 to `max` in a query string; anything else gets `message`. */
const countUpTo = (max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

export const listClientsQuerySchema = clientFiltersSchema.extend({
  page: countUpTo(10_000_000, MESSAGES.invalidPage).default(1),
  pageSize: countUpTo(MAX_PAGE_SIZE, pageSizeMessage).default(PAGE_SIZE),
});
export type ListClientsQuery = z.infer<typeof listClientsQuerySchema>;
/** What a caller may send: every field optional, numbers may be strings. */
export type ListClientsQueryInput = z.input<typeof listClientsQuerySchema>;

// ---- Responses ------------------------------------------------------------------------------

export const clientNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  authorName: z.string(),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;

export const clientHistoryEntrySchema = z.object({
  status: z.string(),
  changedAt: z.iso.datetime(),
  by: z.string(),
});
export type ClientHistoryEntry = z.infer<typeof clientHistoryEntrySchema>;

export const clientInvoiceSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_IDS),
  amount: z.number(),
  date: z.iso.datetime(),
});
export type ClientInvoice = z.infer<typeof clientInvoiceSchema>;

/** The password itself is only available through the audited reveal endpoint. */
export const tradingAccountSchema = z.object({
  id: z.string().nullable(),
  server: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type TradingAccount = z.infer<typeof tradingAccountSchema>;

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  /** A pipeline status; older data may hold others (the badge shows UNKNOWN, spec §4). */
  status: z.string(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
  /** Calls logged (issue 14). */
  callCount: z.number().int(),
  /** The latest call, note or status change. */
  lastContactAt: z.iso.datetime().nullable(),
  nextFollowUpAt: z.iso.datetime().nullable(),
  /** Whole days since the last contact when the client is idle, else null. */
  idleDays: z.number().int().nullable(),
  /**
   * Calls, notes and status changes, newest first: all of them in `GET /api/clients/:id`, the
   * latest ACTIVITY_PREVIEW_SIZE elsewhere (lists, write answers); `activityCount` counts them all.
   */
  activity: z.array(activityEntrySchema),
  activityCount: z.number().int(),
  /** Newest first; in lists and write answers only the latest ACTIVITY_PREVIEW_SIZE (see activity). */
  notes: z.array(clientNoteSchema),
  history: z.array(clientHistoryEntrySchema),
  invoices: z.array(clientInvoiceSchema),
  tradingAccount: tradingAccountSchema,
  /** Where the lead came from, when an intake form brought it (issue 17). */
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientListPageSchema = z.object({
  items: z.array(clientSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ClientListPage = z.infer<typeof clientListPageSchema>;

/** The statistics object (spec §3), plus not-interested, which has no tile. */
export const clientStatsSchema = z.object({
  total: z.number().int(),
  newClients: z.number().int(),
  ringing: z.number().int(),
  interested: z.number().int(),
  'not-interested': z.number().int(),
  'invoice-sent': z.number().int(),
  'account-details': z.number().int(),
  'pending-activation': z.number().int(),
  'closed-client': z.number().int(),
});
export type ClientStats = z.infer<typeof clientStatsSchema>;

export const tradingPasswordSchema = z.object({ password: z.string().nullable() });
export type TradingPassword = z.infer<typeof tradingPasswordSchema>;
