import type { ClientStatus } from './statuses';

/**
 * Rules of the CSV import (issue 15, docs/imports.md) that the server checks and the import screen
 * shows.
 */

/** The largest file accepted: bigger uploads are refused with 413 while they stream in. */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 1_000_000;
/** Rows of the file the upload answers with, for the mapping screen's preview. */
export const IMPORT_SAMPLE_ROWS = 5;
/** Examples the dry run lists of each problem (invalid rows, duplicates); counts cover all. */
export const IMPORT_PREVIEW_EXAMPLES = 100;

/**
 * Statuses a client may be imported in. From invoice-sent on, a client has an invoice (spec §5:
 * plan and amount together), which a row of a spreadsheet cannot bring, so those stay for the
 * pipeline to reach.
 */
export const IMPORT_START_STATUSES: readonly ClientStatus[] = [
  'new-client',
  'ringing',
  'interested',
  'not-interested',
];

export const IMPORT_STATUSES = [
  'uploaded',
  'running',
  'completed',
  'failed',
  'reverting',
  'reverted',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_ASSIGNMENT_MODES = ['agent', 'round-robin', 'least-loaded', 'column'] as const;
export type ImportAssignmentMode = (typeof IMPORT_ASSIGNMENT_MODES)[number];

/** The client fields a column can be mapped to, in the order the mapping screen lists them. */
export const IMPORT_FIELDS = ['name', 'email', 'phone', 'country', 'status', 'note', 'agentEmail'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
