import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import type { ClientEditValues } from '#shared/schemas/client-forms';
import type { Client } from '#shared/schemas/clients';
import { toPickerValue } from '#web/lib/date-time-picker';
import { buildClientUpdate, clientEditSchema, type EditMode, initialEditValues } from './client-edit-form';

const client: Client = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: null,
  country: 'Kenya',
  status: 'ringing',
  agentId: 'agent-1',
  agentName: 'Alice',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 3,
  callCount: 0,
  lastContactAt: null,
  nextFollowUpAt: null,
  idleDays: null,
  activity: [],
  activityCount: 0,
  notes: [],
  history: [],
  invoices: [],
  tradingAccount: { id: null, server: null, hasPassword: false },
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};
const start = initialEditValues(client);

/** The dialog's check: the body it would send, or the first message it would show. */
function check(at: Client, values: ClientEditValues, mode: EditMode = 'agent') {
  const result = clientEditSchema(at, mode).safeParse(values);
  return result.success
    ? { body: result.data }
    : { message: result.error.issues[0]?.message, path: result.error.issues[0]?.path.join('.') };
}

describe('buildClientUpdate', () => {
  it('asks for nothing when nothing changed', () => {
    expect(buildClientUpdate(client, start, 'agent')).toEqual({});
    expect(buildClientUpdate(client, { ...start, note: '   ' }, 'admin')).toEqual({});
  });

  it('sends a status change with the version the editor saw', () => {
    expect(buildClientUpdate(client, { ...start, status: 'interested' }, 'agent')).toEqual({
      status: 'interested',
      expectedVersion: 3,
    });
  });

  it('sends a trimmed note alone without a status change', () => {
    expect(buildClientUpdate(client, { ...start, note: '  called back  ' }, 'agent')).toEqual({
      note: 'called back',
      expectedVersion: 3,
    });
  });

  it('takes the catalogue price for a plan and the typed amount for custom', () => {
    const at = (plan: 'basic' | 'custom', amount: string) =>
      buildClientUpdate(client, { ...start, status: 'invoice-sent', invoice: { plan, amount } }, 'agent');
    expect(at('basic', '1').invoice).toEqual({ plan: 'basic', amount: 250 });
    expect(at('custom', '99.99').invoice).toEqual({ plan: 'custom', amount: 99.99 });
  });

  it('sends a set, changed or cleared follow-up as an instant or null (issue 14)', () => {
    const set = buildClientUpdate(client, { ...start, nextFollowUpAt: '2026-12-01T09:30' }, 'agent');
    expect(set).toEqual({ nextFollowUpAt: new Date(2026, 11, 1, 9, 30).toISOString(), expectedVersion: 3 });
    const scheduled = { ...client, nextFollowUpAt: new Date(2026, 11, 1, 9, 30).toISOString() };
    expect(initialEditValues(scheduled).nextFollowUpAt).toBe('2026-12-01T09:30');
    expect(buildClientUpdate(scheduled, initialEditValues(scheduled), 'agent')).toEqual({});
    expect(
      buildClientUpdate(scheduled, { ...initialEditValues(scheduled), nextFollowUpAt: '' }, 'agent'),
    ).toEqual({
      nextFollowUpAt: null,
      expectedVersion: 3,
    });
  });

  it('refuses an unreadable follow-up on its field', () => {
    expect(check(client, { ...start, nextFollowUpAt: 'soon' })).toEqual({
      message: MESSAGES.invalidFollowUp,
      path: 'nextFollowUpAt',
    });
  });

  it('ignores the invoice fields outside Invoice Sent', () => {
    const values = { ...start, invoice: { plan: 'basic' as const, amount: '250' } };
    expect(buildClientUpdate(client, values, 'agent')).toEqual({});
  });

  it('ignores core fields for agents and sends changed ones for admins', () => {
    const changed = { ...start, name: 'Ann B', phone: ' 123 ', country: '', agentId: null };
    expect(buildClientUpdate(client, changed, 'agent')).toEqual({});
    expect(buildClientUpdate(client, changed, 'admin')).toEqual({
      name: 'Ann B',
      phone: '123',
      country: null,
      agentId: null,
      expectedVersion: 3,
    });
  });
});

describe('clientEditSchema', () => {
  it('passes a valid change through as the request body', () => {
    expect(check(client, { ...start, status: 'interested' })).toEqual({
      body: { status: 'interested', expectedVersion: 3 },
    });
  });

  it('needs plan and amount together for an invoice', () => {
    const invoiceSent = { ...start, status: 'invoice-sent' };
    expect(check(client, { ...invoiceSent, invoice: { plan: 'custom', amount: '' } })).toEqual({
      message: MESSAGES.invoiceDetailsRequired.description,
      path: 'invoice.amount',
    });
    expect(check(client, { ...invoiceSent, invoice: { plan: '', amount: '10' } })).toEqual({
      message: MESSAGES.invoiceDetailsRequired.description,
      path: 'invoice.plan',
    });
  });

  it('needs all three account fields when moving to account details', () => {
    const at = { ...client, status: 'invoice-sent' };
    const moving = { ...initialEditValues(at), status: 'account-details' };
    expect(check(at, { ...moving, tradingAccount: { id: '1', password: '', server: '' } })).toEqual({
      message: MESSAGES.accountDetailsRequired.description,
      path: 'tradingAccount',
    });
    expect(check(at, { ...moving, tradingAccount: { id: ' 1 ', password: 'p', server: 'S' } })).toMatchObject(
      {
        body: { tradingAccount: { id: '1', password: 'p', server: 'S' } },
      },
    );
  });

  it('lets a note through at account details without asking for the stored password again', () => {
    const at = {
      ...client,
      status: 'account-details',
      tradingAccount: { id: '7001', server: 'Live01', hasPassword: true },
    };
    expect(check(at, { ...initialEditValues(at), note: 'called' })).toEqual({
      body: { note: 'called', expectedVersion: 3 },
    });
  });

  it('refuses a blanked name for admins with the spec message', () => {
    expect(check(client, { ...start, name: ' ' }, 'admin')).toEqual({
      message: MESSAGES.missingClientFields.description,
      path: 'name',
    });
  });

  it('refuses a follow-up moved into the past, and lets a stored one that has passed stay', () => {
    expect(check(client, { ...start, nextFollowUpAt: '2020-01-01T10:00' })).toEqual({
      message: MESSAGES.pastFollowUp,
      path: 'nextFollowUpAt',
    });
    const overdue = { ...client, nextFollowUpAt: '2020-01-01T10:00:00.000Z' };
    expect(check(overdue, { ...initialEditValues(overdue), status: 'interested' })).toEqual({
      body: { status: 'interested', expectedVersion: 3 },
    });
    const soon = new Date(Date.now() + 60 * 60_000);
    expect(check(client, { ...start, nextFollowUpAt: toPickerValue(soon) })).toMatchObject({
      body: { nextFollowUpAt: expect.any(String) },
    });
  });

  it('does not check a stored value nobody changed', () => {
    const legacy = { ...client, status: 'forwarded', email: 'not-an-email' };
    expect(check(legacy, { ...initialEditValues(legacy), note: 'hi' }, 'admin')).toEqual({
      body: { note: 'hi', expectedVersion: 3 },
    });
  });
});
