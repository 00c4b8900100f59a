import type { SessionUser } from '#server/auth/session';
import type { ClientRecord } from '#server/db/schema';
import { AppError } from '#server/errors';
import {
  agentDisplayName,
  type ClientStatus,
  canTransition,
  fill,
  invoiceAmountFor,
  isClientStatus,
  isTerminal,
  MESSAGES,
  type PlanId,
} from '#shared/domain';
import type { UpdateClientBody } from '#shared/schemas/clients';
import { actorName, type StoredClient } from './client-access';
import { staleClient } from './client-errors';

const INVOICE_STATUS: ClientStatus = 'invoice-sent';
const ACCOUNT_DETAILS_STATUS: ClientStatus = 'account-details';
const ADMIN_ONLY_FIELDS = ['name', 'email', 'phone', 'country', 'agentId'] as const;

export type AgentRef = { id: string; name: string | null };

/** Changes to the client row itself; the password is plaintext here and encrypted on write. */
export type RowChanges = Partial<
  Pick<
    ClientRecord,
    | (typeof ADMIN_ONLY_FIELDS)[number]
    | 'tradingAccountId'
    | 'tradingAccountServer'
    | 'nextFollowUpAt'
    | 'lastContactAt'
  >
> & { status?: ClientStatus; tradingAccountPassword?: string };

export type ClientUpdatePlan = {
  /** The version the plan was validated against; the write only succeeds if it is still current. */
  baseVersion: number;
  row: RowChanges;
  statusEvent: ClientStatus | null;
  /** Notes to append, oldest first. */
  notes: string[];
  invoice: { plan: PlanId; amount: number } | null;
};

/** Agents may change only status, notes, invoices and trading account details (spec §6). */
export function assertEditableFields(actor: SessionUser, body: UpdateClientBody): void {
  if (actor.role === 'admin') return;
  const forbidden = ADMIN_ONLY_FIELDS.filter((field) => body[field] !== undefined);
  if (forbidden.length > 0) {
    const fields = Object.fromEntries(forbidden.map((f) => [f, MESSAGES.agentFieldsReadOnly]));
    throw new AppError(403, 'field_forbidden', MESSAGES.agentFieldsReadOnly, fields);
  }
}

export function assertExpectedVersion(storedVersion: number, expected: number | undefined): void {
  if (expected !== undefined && expected !== storedVersion) throw staleClient();
}

function nextStatusOf(current: string, requested: ClientStatus | undefined): ClientStatus | null {
  if (requested === undefined || requested === current) return null;
  // A status outside the pipeline (older data) may move to any pipeline status, so it can be repaired.
  if (isClientStatus(current) && !canTransition(current, requested)) {
    throw new AppError(422, 'invalid_status_change', MESSAGES.invalidStatusChange.description, {
      status: MESSAGES.invalidStatusChange.description,
    });
  }
  return requested;
}

function planInvoice(body: UpdateClientBody, resultingStatus: string): ClientUpdatePlan['invoice'] {
  const plan = body.invoice?.plan;
  const amount = body.invoice?.amount;
  // The schema already refused one without the other; neither means no invoice (spec §4).
  if (plan == null || amount == null) return null;
  if (resultingStatus !== INVOICE_STATUS) {
    throw new AppError(400, 'invoice_not_allowed', MESSAGES.invoiceNeedsInvoiceSent, {
      invoice: MESSAGES.invoiceNeedsInvoiceSent,
    });
  }
  return { plan, amount: invoiceAmountFor(plan, amount) };
}

function planTradingAccount(
  body: UpdateClientBody,
  current: StoredClient,
  enteringAccountDetails: boolean,
  storedPassword: string | null,
): RowChanges {
  const id = body.tradingAccount?.id?.trim() ?? '';
  const server = body.tradingAccount?.server?.trim() ?? '';
  const password = body.tradingAccount?.password ?? '';
  const given = Boolean(id || server || password.trim());
  if (!given && !enteringAccountDetails) return {};
  if (!id || !server || !password.trim()) {
    throw new AppError(400, 'account_details_required', MESSAGES.accountDetailsRequired.description, {
      tradingAccount: MESSAGES.accountDetailsRequired.description,
    });
  }
  const unchanged =
    id === current.tradingAccountId && server === current.tradingAccountServer && password === storedPassword;
  return unchanged
    ? {}
    : { tradingAccountId: id, tradingAccountServer: server, tradingAccountPassword: password };
}

function planAdminFields(body: UpdateClientBody, current: StoredClient): RowChanges {
  const row: RowChanges = {};
  if (body.name !== undefined && body.name !== current.name) row.name = body.name;
  if (body.email !== undefined && body.email !== current.email) row.email = body.email;
  if (body.phone !== undefined && body.phone !== current.phone) row.phone = body.phone;
  if (body.country !== undefined && body.country !== current.country) row.country = body.country;
  return row;
}

/** Reassignment is recorded as a note by the admin, so the card shows who moved the client and when. */
function reassignmentNote(actor: SessionUser, current: StoredClient, nextAgent: AgentRef | null): string {
  const by = actorName(actor);
  if (nextAgent) return fill(MESSAGES.clientReassigned, { agent: agentDisplayName(nextAgent), actor: by });
  const previous = current.agentId ? agentDisplayName({ id: current.agentId, name: current.agentName }) : '';
  return fill(MESSAGES.clientUnassigned, { agent: previous, actor: by });
}

/**
 * Validates one PATCH against the stored client and works out its effects (spec §4, §5), without
 * touching the database. Throws the spec's messages: 422 for a disallowed transition, 400 for
 * missing invoice or account details.
 */
export function planClientUpdate(input: {
  actor: SessionUser;
  current: StoredClient;
  body: UpdateClientBody;
  /** The new owner when `agentId` changes it (null: unassign); undefined when it does not. */
  nextAgent: AgentRef | null | undefined;
  /** The decrypted stored password, so re-sending the same details is not a change. */
  storedPassword: string | null;
}): ClientUpdatePlan {
  const { actor, current, body, nextAgent, storedPassword } = input;
  const nextStatus = nextStatusOf(current.status, body.status);
  const resultingStatus = nextStatus ?? current.status;
  const invoice = planInvoice(body, resultingStatus);
  const entering = nextStatus === ACCOUNT_DETAILS_STATUS;

  const row: RowChanges = {
    ...planAdminFields(body, current),
    ...planTradingAccount(body, current, entering, storedPassword),
  };
  if (nextStatus) row.status = nextStatus;
  if (body.nextFollowUpAt !== undefined) {
    const next = body.nextFollowUpAt === null ? null : new Date(body.nextFollowUpAt);
    if (next?.getTime() !== current.nextFollowUpAt?.getTime()) row.nextFollowUpAt = next;
  }
  // A client who is not interested any more needs no call back (issue 14).
  if (nextStatus && isClientStatus(nextStatus) && isTerminal(nextStatus)) row.nextFollowUpAt = null;
  const notes: string[] = [];
  if (nextAgent !== undefined) {
    row.agentId = nextAgent?.id ?? null;
    notes.push(reassignmentNote(actor, current, nextAgent));
  }
  if (body.note) notes.push(body.note);
  // A status change or a note is a contact (issue 14), recorded by the write's own UPDATE.
  if (nextStatus || notes.length > 0) row.lastContactAt = new Date();

  return { baseVersion: current.version, row, statusEvent: nextStatus, notes, invoice };
}

/** Whether the plan changes the client row (and so needs the compare-and-set write). */
export function touchesRow(plan: ClientUpdatePlan): boolean {
  // A note alone moves the last contact without a new version: concurrent notes never conflict.
  return Object.keys(plan.row).some((key) => key !== 'lastContactAt') || plan.invoice !== null;
}
