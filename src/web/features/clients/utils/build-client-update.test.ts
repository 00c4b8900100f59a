import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { buildClientUpdate, initialEditValues } from './build-client-update';

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
  notes: [],
  history: [],
  invoices: [],
  tradingAccount: { id: null, server: null, hasPassword: false },
};
const start = initialEditValues(client);

describe('buildClientUpdate', () => {
  it('asks for nothing when nothing changed', () => {
    expect(buildClientUpdate(client, start, 'agent')).toEqual({ kind: 'nothing' });
    expect(buildClientUpdate(client, { ...start, note: '   ' }, 'admin')).toEqual({ kind: 'nothing' });
  });

  it('sends a status change with the version the editor saw', () => {
    expect(buildClientUpdate(client, { ...start, status: 'interested' }, 'agent')).toEqual({
      kind: 'update',
      body: { status: 'interested', expectedVersion: 3 },
      newStatus: 'interested',
    });
  });

  it('sends a trimmed note alone without a status change', () => {
    const plan = buildClientUpdate(client, { ...start, note: '  called back  ' }, 'agent');
    expect(plan).toEqual({
      kind: 'update',
      body: { note: 'called back', expectedVersion: 3 },
      newStatus: null,
    });
  });

  it('needs plan and amount together for an invoice', () => {
    const onlyPlan = buildClientUpdate(client, { ...start, status: 'invoice-sent', plan: 'custom' }, 'agent');
    expect(onlyPlan).toEqual({ kind: 'invalid', ...MESSAGES.invoiceDetailsRequired });
    const onlyAmount = buildClientUpdate(client, { ...start, status: 'invoice-sent', amount: '10' }, 'agent');
    expect(onlyAmount).toEqual({ kind: 'invalid', ...MESSAGES.invoiceDetailsRequired });
  });

  it('takes the catalogue price for a plan and the typed amount for custom', () => {
    const basic = buildClientUpdate(
      client,
      { ...start, status: 'invoice-sent', plan: 'basic', amount: '1' },
      'agent',
    );
    expect(basic.kind === 'update' && basic.body.invoice).toEqual({ plan: 'basic', amount: 250 });
    const custom = buildClientUpdate(
      client,
      { ...start, status: 'invoice-sent', plan: 'custom', amount: '99.99' },
      'agent',
    );
    expect(custom.kind === 'update' && custom.body.invoice).toEqual({ plan: 'custom', amount: 99.99 });
  });

  it('needs all three account fields when moving to account details', () => {
    const at = { ...client, status: 'invoice-sent' };
    const partial = buildClientUpdate(
      at,
      { ...initialEditValues(at), status: 'account-details', tradingId: '1' },
      'agent',
    );
    expect(partial).toEqual({ kind: 'invalid', ...MESSAGES.accountDetailsRequired });
    const full = buildClientUpdate(
      at,
      {
        ...initialEditValues(at),
        status: 'account-details',
        tradingId: ' 1 ',
        tradingPassword: 'p',
        tradingServer: 'S',
      },
      'agent',
    );
    expect(full.kind === 'update' && full.body.tradingAccount).toEqual({
      id: '1',
      password: 'p',
      server: 'S',
    });
  });

  it('ignores core fields for agents and sends changed ones for admins', () => {
    const changed = { ...start, name: 'Ann B', phone: ' 123 ', country: '', agentId: null };
    expect(buildClientUpdate(client, changed, 'agent')).toEqual({ kind: 'nothing' });
    expect(buildClientUpdate(client, changed, 'admin')).toEqual({
      kind: 'update',
      body: { name: 'Ann B', phone: '123', country: null, agentId: null, expectedVersion: 3 },
      newStatus: null,
    });
  });

  it('refuses a blanked name for admins', () => {
    expect(buildClientUpdate(client, { ...start, name: ' ' }, 'admin')).toEqual({
      kind: 'invalid',
      ...MESSAGES.missingClientFields,
    });
  });
});
