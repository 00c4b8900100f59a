/**
 * Request and response shapes of the imports API (issue 15, docs/imports.md), shared by the
 * server routes and the import screen.
 */
import { z } from 'zod';
import { IMPORT_ASSIGNMENT_MODES, IMPORT_START_STATUSES, IMPORT_STATUSES } from '../domain/import-rules';
import { MESSAGES } from '../domain/messages';

const headerName = z.string().trim().min(1).max(200);

/** Which header of the file feeds each client field; name and email are required. */
export const importMappingSchema = z.strictObject({
  name: headerName.optional(),
  email: headerName.optional(),
  phone: headerName.optional(),
  country: headerName.optional(),
  status: headerName.optional(),
  note: headerName.optional(),
  agentEmail: headerName.optional(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importAssignmentSchema = z.strictObject({
  mode: z.enum(IMPORT_ASSIGNMENT_MODES, { error: MESSAGES.importAssignmentInvalid }),
  agentEmails: z.array(z.string().trim().toLowerCase().max(254)).max(1000).default([]),
});
export type ImportAssignment = z.infer<typeof importAssignmentSchema>;

/** The body of preview and commit: the same options give the same check. */
export const importOptionsSchema = z.strictObject({
  mapping: importMappingSchema,
  assignment: importAssignmentSchema,
  duplicates: z.enum(['skip', 'update'], { error: MESSAGES.importDuplicatesInvalid }).default('skip'),
  /** ISO 3166 alpha-2 country for phone numbers written without a +country code. */
  defaultCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, MESSAGES.importCountryInvalid)
    .default('GB'),
  /** Also count as duplicates clients of any agent with the same email or the same phone. */
  matchAcrossAgents: z.boolean().default(false),
  /** The status of rows whose status cell is empty (or of every row without a status column). */
  defaultStatus: z
    .string()
    .refine((s) => (IMPORT_START_STATUSES as readonly string[]).includes(s), MESSAGES.importStatusNotStart)
    .default('new-client'),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;
export type ImportOptionsInput = z.input<typeof importOptionsSchema>;

export const importIdParamsSchema = z.object({ id: z.string() });

// ---- Responses ------------------------------------------------------------------------------

export const importUploadSchema = z.object({
  id: z.string(),
  columns: z.array(z.string()),
  /** The first rows, cells in header order. */
  sampleRows: z.array(z.array(z.string())),
  rowCount: z.number().int(),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

export const importProblemSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** A duplicate: the file's row, its email, and the row (in the file) or client it repeats. */
export const importDuplicateSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  /** In the file: the earlier row it repeats. */
  firstRow: z.number().int().optional(),
  /** In the database: the existing client's id. */
  clientId: z.string().optional(),
});

const examples = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), examples: z.array(item) });

export const importPreviewSchema = z.object({
  /** Rows that would be written (created or, with duplicates 'update', updated). */
  valid: z.number().int(),
  invalidCount: z.number().int(),
  /** The first IMPORT_PREVIEW_EXAMPLES invalid rows, by row number. */
  invalid: z.array(importProblemSchema),
  duplicatesInFile: examples(importDuplicateSchema),
  duplicatesExisting: examples(importDuplicateSchema),
  /** Phones that could not be read as numbers: kept as typed, not refused. */
  phoneWarnings: examples(importProblemSchema),
  rowCount: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string().nullable(),
  columns: z.array(z.string()),
  rowCount: z.number().int(),
  rowsDone: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Clients a revert removed or restored, and those it left because they changed since. */
  reverted: z.number().int(),
  revertRefused: z.number().int(),
  /** Rows per second since the commit started; null before. */
  rate: z.number().nullable(),
  createdByEmail: z.string().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
  options: z.unknown().nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const importListSchema = z.object({ items: z.array(importSchema) });
export type ImportList = z.infer<typeof importListSchema>;

/** The revert's answer: the import as it now is, and the clients it left with why. */
export const importRevertSchema = z.object({
  import: importSchema,
  refused: examples(z.object({ clientId: z.string(), row: z.number().int(), message: z.string() })),
});
export type ImportRevert = z.infer<typeof importRevertSchema>;

/** The clients an undo left as they are because they changed since the import, as they are now. */
export const importRefusedSchema = examples(
  z.object({
    clientId: z.string(),
    row: z.number().int(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
  }),
);
export type ImportRefused = z.infer<typeof importRefusedSchema>;
