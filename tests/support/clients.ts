import type { Client, CreateClientBody, UpdateClientBody } from '#shared/schemas/clients';
import type { TestApp } from './test-app';

export type Actor = { id: string; cookie: string; email: string; fullName: string };

let sequence = 0;
/** A unique suffix for emails and names within one test file. */
export function unique(prefix = 'x'): string {
  sequence += 1;
  return `${prefix}${sequence}`;
}

/** A signed-in user; sign-in hashes a password, so make a few per file and share them. */
export async function makeUser(
  t: TestApp,
  input: { role?: 'agent' | 'admin'; fullName?: string; email?: string } = {},
): Promise<Actor> {
  const role = input.role ?? 'agent';
  const email = input.email ?? `${unique(role)}@example.com`;
  const fullName = input.fullName ?? `${role === 'admin' ? 'Admin' : 'Agent'} ${unique('User')}`;
  const { id, cookie } = await t.userWithSession({ email, role, fullName });
  return { id, cookie, email, fullName };
}

export async function createClientRequest(t: TestApp, cookie: string, payload: object) {
  return t.request({ method: 'POST', url: '/api/clients', cookie, payload });
}

/** Creates a client as `agent` and returns it; fails the test on anything but 201. */
export async function makeClient(
  t: TestApp,
  agent: { cookie: string },
  overrides: Partial<CreateClientBody> = {},
): Promise<Client> {
  const n = unique('client');
  const res = await createClientRequest(t, agent.cookie, {
    name: `Client ${n}`,
    email: `${n}@clients.example.com`,
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`makeClient failed: ${res.statusCode} ${res.body}`);
  return res.json<Client>();
}

export function patchClient(t: TestApp, cookie: string, id: string, payload: UpdateClientBody | object) {
  return t.request({ method: 'PATCH', url: `/api/clients/${id}`, cookie, payload });
}

/** PATCH that must succeed; returns the updated client. */
export async function updateClientOk(
  t: TestApp,
  cookie: string,
  id: string,
  payload: UpdateClientBody,
): Promise<Client> {
  const res = await patchClient(t, cookie, id, payload);
  if (res.statusCode !== 200) throw new Error(`update failed: ${res.statusCode} ${res.body}`);
  return res.json<Client>();
}

export async function getClient(t: TestApp, cookie: string, id: string) {
  return t.request({ method: 'GET', url: `/api/clients/${id}`, cookie });
}

export async function listClientsRequest(
  t: TestApp,
  cookie: string,
  query: Record<string, string | number> = {},
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.request({ method: 'GET', url: `/api/clients${qs ? `?${qs}` : ''}`, cookie });
}
