import { type ClientStatus, invoiceAmountFor, MESSAGES } from '#shared/domain';
import {
  type ClientEditValues,
  clientEditValuesSchema,
  updateClientRequestSchema,
} from '#shared/schemas/client-forms';
import type { Client, UpdateClientBody } from '#shared/schemas/clients';
import { fromPickerValue, isPastFollowUp, toPickerValue } from '#web/lib/date-time-picker';

export type EditMode = 'agent' | 'admin';

export function initialEditValues(client: Client): ClientEditValues {
  return {
    name: client.name,
    email: client.email,
    phone: client.phone ?? '',
    country: client.country ?? '',
    status: client.status,
    agentId: client.agentId,
    note: '',
    nextFollowUpAt: pickerText(client.nextFollowUpAt),
    invoice: { plan: '', amount: '' },
    tradingAccount: {
      id: client.tradingAccount.id ?? '',
      password: '',
      server: client.tradingAccount.server ?? '',
    },
  };
}

const blankToNull = (value: string) => value.trim() || null;

/** A stored follow-up as the picker shows it, in the viewer's time zone. */
function pickerText(iso: string | null): string {
  return iso ? toPickerValue(new Date(iso)) : '';
}

/** What the Invoice Sent section asks for: an invoice once a plan or an amount is entered. */
function invoiceOf({ plan, amount }: ClientEditValues['invoice']): UpdateClientBody['invoice'] | undefined {
  if (!plan && !amount.trim()) return undefined;
  const typed = amount.trim() ? Number(amount) : null;
  return { plan: plan || null, amount: plan && typed !== null ? invoiceAmountFor(plan, typed) : typed };
}

/**
 * The PATCH body for what the dialog changed (spec §4 Effects): the status when it moves, a note,
 * an invoice, the trading account when it is entered or edited, the follow-up (issue 14), and for admins the changed core
 * fields. An empty body means nothing changed. Nothing is checked here: `clientEditSchema` runs
 * the shared rules over the result, and the server checks everything again.
 */
export function buildClientUpdate(
  client: Client,
  values: ClientEditValues,
  mode: EditMode,
): UpdateClientBody {
  const body: UpdateClientBody = {};
  const statusChanged = values.status !== client.status;
  // The list offers only pipeline statuses; updateClientRequestSchema checks it all the same.
  if (statusChanged) body.status = values.status as ClientStatus;
  if (values.note.trim()) body.note = values.note.trim();
  const invoice = values.status === 'invoice-sent' ? invoiceOf(values.invoice) : undefined;
  if (invoice) body.invoice = invoice;

  const account = {
    id: values.tradingAccount.id.trim(),
    password: values.tradingAccount.password,
    server: values.tradingAccount.server.trim(),
  };
  const accountEdited =
    account.password !== '' ||
    account.id !== (client.tradingAccount.id ?? '') ||
    account.server !== (client.tradingAccount.server ?? '');
  if (values.status === 'account-details' && (statusChanged || accountEdited)) body.tradingAccount = account;
  if (values.nextFollowUpAt !== pickerText(client.nextFollowUpAt)) {
    // Unreadable text is sent as typed, so the shared schema names the field and refuses it.
    body.nextFollowUpAt = values.nextFollowUpAt
      ? (fromPickerValue(values.nextFollowUpAt) ?? values.nextFollowUpAt)
      : null;
  }

  if (mode === 'admin') {
    if (values.name.trim() !== client.name) body.name = values.name.trim();
    if (values.email.trim().toLowerCase() !== client.email.toLowerCase()) body.email = values.email.trim();
    if (blankToNull(values.phone) !== client.phone) body.phone = blankToNull(values.phone);
    if (blankToNull(values.country) !== client.country) body.country = blankToNull(values.country);
    if (values.agentId !== client.agentId) body.agentId = values.agentId;
  }

  if (Object.keys(body).length > 0) body.expectedVersion = client.version;
  return body;
}

/**
 * The dialog's resolver schema: the values become the body for `client`, checked with the shared
 * update rules; an issue's path names the dialog field that holds the value. A follow-up the user
 * moves into the past is refused too; one stored earlier that has since passed still saves.
 */
export function clientEditSchema(client: Client, mode: EditMode) {
  return clientEditValuesSchema
    .transform((values) => buildClientUpdate(client, values, mode))
    .pipe(updateClientRequestSchema)
    .superRefine((body, ctx) => {
      if (body.nextFollowUpAt && isPastFollowUp(body.nextFollowUpAt)) {
        ctx.addIssue({ code: 'custom', path: ['nextFollowUpAt'], message: MESSAGES.pastFollowUp });
      }
    });
}
