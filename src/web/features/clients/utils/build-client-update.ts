import { type ClientStatus, invoiceAmountFor, isPlanId, MESSAGES, type PlanId } from '#shared/domain';
import type { Client, UpdateClientBody } from '#shared/schemas/clients';

export type EditMode = 'agent' | 'admin';

/** What the edit dialog holds; every text field as typed. */
export type ClientEditValues = {
  name: string;
  email: string;
  phone: string;
  country: string;
  status: string;
  note: string;
  plan: PlanId | '';
  amount: string;
  tradingId: string;
  tradingPassword: string;
  tradingServer: string;
  agentId: string | null;
};

export function initialEditValues(client: Client): ClientEditValues {
  return {
    name: client.name,
    email: client.email,
    phone: client.phone ?? '',
    country: client.country ?? '',
    status: client.status,
    note: '',
    plan: '',
    amount: '',
    tradingId: client.tradingAccount.id ?? '',
    tradingPassword: '',
    tradingServer: client.tradingAccount.server ?? '',
    agentId: client.agentId,
  };
}

export type UpdatePlan =
  | { kind: 'nothing' }
  | { kind: 'invalid'; title: string; description: string }
  | { kind: 'update'; body: UpdateClientBody; newStatus: ClientStatus | null };

const blankToNull = (v: string) => (v.trim() ? v.trim() : null);

/**
 * Turns the dialog's values into one PATCH body, applying the spec's checks (§4 Effects, §5):
 * nothing changed means no request; an invoice needs plan and amount; account details need all
 * three fields. The server checks everything again.
 */
export function buildClientUpdate(client: Client, v: ClientEditValues, mode: EditMode): UpdatePlan {
  const body: UpdateClientBody = {};
  const statusChanged = v.status !== client.status;
  if (statusChanged) body.status = v.status as ClientStatus;
  if (v.note.trim()) body.note = v.note.trim();

  if (v.status === 'invoice-sent' && (v.plan || v.amount.trim())) {
    const amount = Number(v.amount);
    if (!isPlanId(v.plan) || !v.amount.trim() || !Number.isFinite(amount)) {
      return { kind: 'invalid', ...MESSAGES.invoiceDetailsRequired };
    }
    body.invoice = { plan: v.plan, amount: invoiceAmountFor(v.plan, amount) };
  }

  const account = { id: v.tradingId.trim(), password: v.tradingPassword, server: v.tradingServer.trim() };
  const accountTouched =
    account.password !== '' ||
    account.id !== (client.tradingAccount.id ?? '') ||
    account.server !== (client.tradingAccount.server ?? '');
  if (v.status === 'account-details' && (statusChanged || accountTouched)) {
    if (!account.id || !account.password || !account.server) {
      return { kind: 'invalid', ...MESSAGES.accountDetailsRequired };
    }
    body.tradingAccount = account;
  }

  if (mode === 'admin') {
    if (v.name.trim() !== client.name) body.name = v.name.trim();
    if (v.email.trim().toLowerCase() !== client.email.toLowerCase()) body.email = v.email.trim();
    if (blankToNull(v.phone) !== client.phone) body.phone = blankToNull(v.phone);
    if (blankToNull(v.country) !== client.country) body.country = blankToNull(v.country);
    if (v.agentId !== client.agentId) body.agentId = v.agentId;
    if (body.name !== undefined && !body.name) return { kind: 'invalid', ...MESSAGES.missingClientFields };
    if (body.email !== undefined && !body.email) return { kind: 'invalid', ...MESSAGES.missingClientFields };
  }

  if (Object.keys(body).length === 0) return { kind: 'nothing' };
  body.expectedVersion = client.version;
  return { kind: 'update', body, newStatus: statusChanged ? (v.status as ClientStatus) : null };
}
