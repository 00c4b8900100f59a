import type { ClientRecord } from '#server/db/schema';
import { agentDisplayName, statusBadge } from '#shared/domain';

/** Characters that make a spreadsheet read a cell as a formula (DESIGN §7, OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a quote so a spreadsheet shows the text instead of evaluating it. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A client as the export reads it: stored fields, the owner's name and the day it was added. */
export type ExportRow = Pick<ClientRecord, 'name' | 'email' | 'phone' | 'country' | 'status' | 'agentId'> & {
  agentName: string | null;
  dateAdded: string;
};

/** One CSV record in CSV_COLUMNS order: Name, Email, Phone, Country, Status, Agent, Date Added. */
export function csvRecord(row: ExportRow): string[] {
  return [
    row.name,
    row.email,
    row.phone ?? '',
    row.country ?? '',
    statusBadge(row.status).label,
    row.agentId ? agentDisplayName({ id: row.agentId, name: row.agentName }) : '',
    row.dateAdded,
  ].map(neutraliseCell);
}
