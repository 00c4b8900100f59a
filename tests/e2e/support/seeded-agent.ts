import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createAgent } from './agents';
import { expect } from './fixtures';

export type SeededAgent = { email: string; password: string; fullName: string };

/** Clients at several statuses, so cards show invoices, notes, history and a trading account. */
export const SEEDED_CLIENTS = {
  nora: { name: 'Nora New', email: 'nora@seeded.test' },
  ivan: {
    name: 'Ivan Invoice',
    email: 'ivan@seeded.test',
    phone: '+44 20 7946 0001',
    country: 'UK',
    note: 'Wants Basic',
  },
  alma: { name: 'Alma Account', email: 'alma@seeded.test', phone: '+34 600 000 002', country: 'Spain' },
} as const;

/**
 * A new agent (through the invitation flow) with the seeded clients.
 * Its address is new on every call: a worker that restarts after a failure runs its set-up again.
 */
export async function createAgentWithClients(browser: Browser, fullName: string): Promise<SeededAgent> {
  const agent = {
    email: `agent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`,
    password: 'seeded-password-1',
    fullName,
  };
  const api = await createAgent(browser, agent);
  await createClient(api, SEEDED_CLIENTS.nora, []);
  await createClient(api, SEEDED_CLIENTS.ivan, [
    { status: 'ringing' },
    { status: 'interested' },
    { status: 'invoice-sent', invoice: { plan: 'basic', amount: 250 } },
  ]);
  await createClient(api, SEEDED_CLIENTS.alma, [
    { status: 'ringing' },
    { status: 'interested' },
    { status: 'invoice-sent', invoice: { plan: 'advance', amount: 800 } },
    { status: 'account-details', tradingAccount: { id: '7001', password: 'pw-7001', server: 'Live-01' } },
  ]);
  return agent;
}

async function createClient(api: APIRequestContext, data: Record<string, string>, steps: object[]) {
  const created = await api.post('/api/clients', { data });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  for (const step of steps) {
    const res = await api.patch(`/api/clients/${id}`, { data: step });
    expect(res.ok(), JSON.stringify(step)).toBe(true);
  }
}

/** Signs in through the API with the page's own cookies (the sign-in screen has tests of its own). */
export async function signInQuietly(page: Page, user: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.ok()).toBe(true);
}
