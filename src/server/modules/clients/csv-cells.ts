import type { ClientRecord } from '#server/db/schema';
import { agentDisplayName, statusBadge } from '#shared/domain';

/** Characters that make a spreadsheet read a cell as a formula (DESIGN §7, OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A phone number as people write it: an optional leading `+`, then digits, spaces, dots, dashes
 * and round brackets, with at least one digit, not starting with a dash. A spreadsheet may read
 * such a cell as a number or as sums of numbers, but it cannot run a formula: calling a function,
 * naming a cell or another sheet, or starting another program (DDE) each need a letter, a quote,
 * `!`, `|`, `=`, `@` or a tab or CR, and none can appear. So the quote that would show in front
 * of every international number is left off (docs/security.md, "Output encoding").
 */
const PLAIN_PHONE = /^(?=[^0-9]*[0-9])\+?[0-9(][0-9 .()-]*$/;

/** Prefixes a quote so a spreadsheet shows the text instead of evaluating it. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A phone cell: a plain phone number as written, anything else neutralised like any cell. */
export function neutralisePhoneCell(value: string): string {
  return PLAIN_PHONE.test(value) ? value : neutraliseCell(value);
}

/** A client as the export reads it: stored fields, the owner's name and the day it was added. */
export type ExportRow = Pick<ClientRecord, 'name' | 'email' | 'phone' | 'country' | 'status' | 'agentId'> & {
  agentName: string | null;
  dateAdded: string;
};

/** One CSV record in CSV_COLUMNS order: Name, Email, Phone, Country, Status, Agent, Date Added. */
export function csvRecord(row: ExportRow): string[] {
  return [
    neutraliseCell(row.name),
    neutraliseCell(row.email),
    neutralisePhoneCell(row.phone ?? ''),
    neutraliseCell(row.country ?? ''),
    neutraliseCell(statusBadge(row.status).label),
    neutraliseCell(row.agentId ? agentDisplayName({ id: row.agentId, name: row.agentName }) : ''),
    neutraliseCell(row.dateAdded),
  ];
}
