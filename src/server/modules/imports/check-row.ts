import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { CLIENT_STATUSES, fill, MESSAGES, STATUS_INFO } from '#shared/domain';
import { IMPORT_START_STATUSES } from '#shared/domain/import-rules';
import { createClientBodySchema } from '#shared/schemas/clients';
import type { ResolvedOptions } from './import-options';

/** A row as the import writes it, or the first problem that stops it. */
export type CheckedRow = {
  name: string | null;
  email: string | null;
  emailKey: string | null;
  phone: string | null;
  country: string | null;
  status: string | null;
  note: string | null;
  agentId: string | null;
  errorField: string | null;
  errorMessage: string | null;
  phoneWarning: string | null;
};

/** Every way a status may be written in a file: its key or its label, any case. */
const STATUS_BY_TEXT = new Map<string, string>(
  CLIENT_STATUSES.flatMap((s) => [
    [s, s],
    [STATUS_INFO[s].label.toLowerCase(), s],
  ]),
);
const START = new Set<string>(IMPORT_START_STATUSES);
/** Already in E.164: kept as it is without a parse, which costs more than the rest of the row. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

function normalisedPhone(typed: string, country: string): { phone: string; warning: string | null } {
  if (E164.test(typed)) return { phone: typed, warning: null };
  const parsed = parsePhoneNumberFromString(typed, country as CountryCode);
  if (parsed?.isValid()) return { phone: parsed.number, warning: null };
  return { phone: typed, warning: MESSAGES.importPhoneKept };
}

const cell = (cells: readonly string[], index: number | undefined) =>
  index === undefined ? undefined : (cells[index] ?? '');

/**
 * One row checked as the client-create API checks its body (the same schema, so the same
 * messages), then its status, its agent and its phone, which the API does not take.
 */
export function checkRow(cells: readonly string[], resolved: ResolvedOptions): CheckedRow {
  const { columnOf, options } = resolved;
  const failed = (field: string, message: string): CheckedRow => ({
    name: null,
    email: null,
    emailKey: null,
    phone: null,
    country: null,
    status: null,
    note: null,
    agentId: null,
    errorField: field,
    errorMessage: message,
    phoneWarning: null,
  });
  const body = {
    name: cell(cells, columnOf.name) ?? '',
    email: cell(cells, columnOf.email) ?? '',
    phone: cell(cells, columnOf.phone) ?? null,
    country: cell(cells, columnOf.country) ?? null,
    note: cell(cells, columnOf.note),
  };
  const parsed = createClientBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failed(String(issue?.path[0] ?? 'name'), issue?.message ?? MESSAGES.badRequest);
  }
  const statusText = cell(cells, columnOf.status)?.trim().toLowerCase() ?? '';
  const status = statusText ? STATUS_BY_TEXT.get(statusText) : options.defaultStatus;
  if (!status) return failed('status', MESSAGES.importUnknownStatus);
  if (!START.has(status)) return failed('status', MESSAGES.importStatusNotStart);
  let agentId: string | null =
    resolved.chosen.length === 1 && options.assignment.mode === 'agent'
      ? (resolved.chosen[0]?.id ?? null)
      : null;
  if (options.assignment.mode === 'column') {
    const email = cell(cells, columnOf.agentEmail)?.trim().toLowerCase() ?? '';
    const agent = resolved.agentsByEmail.get(email);
    if (!agent)
      return failed(
        'agentEmail',
        email ? fill(MESSAGES.importUnknownAgent, { email }) : MESSAGES.unknownAgent,
      );
    agentId = agent.id;
  }
  const { name, email, country, note } = parsed.data;
  const phone = parsed.data.phone ? normalisedPhone(parsed.data.phone, options.defaultCountry) : null;
  return {
    name,
    email,
    emailKey: email.toLowerCase(),
    phone: phone?.phone ?? null,
    country: country ?? null,
    status,
    note: note ? note : null,
    agentId,
    errorField: null,
    errorMessage: null,
    phoneWarning: phone?.warning ?? null,
  };
}
