import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#server/auth/session';
import { MESSAGES } from '#shared/domain';
import { type UpdateClientBody, updateClientBodySchema } from '#shared/schemas/clients';
import type { StoredClient } from './client-access';
import {
  assertEditableFields,
  assertExpectedVersion,
  planClientUpdate,
  touchesRow,
} from './plan-client-update';

const agent: SessionUser = {
  id: 'agent-1',
  email: 'agent@example.com',
  fullName: '',
  role: 'agent',
  sessionId: 's',
  sessionToken: 't',
};
const admin: SessionUser = { ...agent, id: 'admin-1', fullName: 'Ada Admin', role: 'admin' };
const stored: StoredClient = {
  id: 'c1',
  name: 'Jane',
  email: 'jane@example.com',
  phone: null,
  country: null,
  status: 'invoice-sent',
  version: 4,
  agentId: 'agent-1',
  agentName: 'Agent One',
  tradingAccountId: null,
  tradingAccountServer: null,
  tradingAccountPassword: null,
  nextFollowUpAt: null,
};

const plan = (body: UpdateClientBody, over: Partial<Parameters<typeof planClientUpdate>[0]> = {}) =>
  planClientUpdate({
    actor: agent,
    current: stored,
    body: updateClientBodySchema.parse(body),
    nextAgent: undefined,
    storedPassword: null,
    ...over,
  });

describe('planClientUpdate', () => {
  it('plans a transition with its history event, invoice and note, based on the read version', () => {
    const result = plan({ status: 'closed-client', note: 'Done' });
    expect(result).toEqual({
      baseVersion: 4,
      row: { status: 'closed-client', lastContactAt: expect.any(Date) },
      statusEvent: 'closed-client',
      notes: ['Done'],
      invoice: null,
    });
    expect(plan({ invoice: { plan: 'advance', amount: 3 } }).invoice).toEqual({
      plan: 'advance',
      amount: 800,
    });
  });

  it('a note alone does not touch the row; an invoice does', () => {
    expect(touchesRow(plan({ note: 'hi' }))).toBe(false);
    expect(touchesRow(plan({ invoice: { plan: 'custom', amount: 5 } }))).toBe(true);
    expect(touchesRow(plan({ status: 'invoice-sent' }))).toBe(false);
  });

  it('lets a status outside the pipeline move anywhere, so old data can be repaired', () => {
    expect(plan({ status: 'ringing' }, { current: { ...stored, status: 'forwarded' } }).statusEvent).toBe(
      'ringing',
    );
  });

  it('refuses a disallowed transition', () => {
    expect(() => plan({ status: 'ringing' })).toThrow(MESSAGES.invalidStatusChange.description);
  });

  it('records reassignment as a note by the acting admin before the typed note', () => {
    const result = plan(
      { agentId: 'agent-2', note: 'FYI' },
      { actor: admin, nextAgent: { id: 'agent-2', name: '' } },
    );
    expect(result.row).toEqual({ agentId: 'agent-2', lastContactAt: expect.any(Date) });
    expect(result.notes).toEqual(['Reassigned to Agent agent- by Ada Admin.', 'FYI']);
  });
});

describe('guards', () => {
  it('stops agents at admin-only fields, even unchanged ones', () => {
    expect(() => assertEditableFields(agent, { name: 'Jane' })).toThrow(MESSAGES.agentFieldsReadOnly);
    expect(() => assertEditableFields(agent, { status: 'ringing', note: 'x' })).not.toThrow();
    expect(() => assertEditableFields(admin, { name: 'Jane', agentId: null })).not.toThrow();
  });

  it('compares the expected version only when one is sent', () => {
    expect(() => assertExpectedVersion(4, undefined)).not.toThrow();
    expect(() => assertExpectedVersion(4, 4)).not.toThrow();
    expect(() => assertExpectedVersion(4, 3)).toThrow(MESSAGES.staleClient);
  });
});
