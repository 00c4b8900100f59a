import { clients } from '#server/db/schema';
import type { InvitationResult } from '#shared/schemas/agents';
import type { TestApp } from './test-app';
import { sessionCookie } from './test-app';

export const NEW_AGENT_PASSWORD = 'invited-agent-pass';

export function inviteRequest(t: TestApp, cookie: string, email: unknown) {
  return t.request({ method: 'POST', url: '/api/agents/invitations', cookie, payload: { email } });
}

/** The token of an invitation link (`…/accept-invite?token=…`). */
export function tokenOf(inviteUrl: string): string {
  const token = new URL(inviteUrl).searchParams.get('token');
  if (!token) throw new Error(`no token in ${inviteUrl}`);
  return token;
}

/** Invites `email` (no SMTP_URL) and returns the invitation id and its link's token. */
export async function inviteOk(
  t: TestApp,
  cookie: string,
  email: string,
): Promise<{ id: string; token: string; result: InvitationResult }> {
  const res = await inviteRequest(t, cookie, email);
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  const result = res.json<InvitationResult>();
  if (!result.inviteUrl) throw new Error('no inviteUrl: is SMTP_URL set?');
  return { id: result.agent.id, token: tokenOf(result.inviteUrl), result };
}

export function acceptRequest(
  t: TestApp,
  token: string,
  overrides: { fullName?: string; password?: string } = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/invitations/accept',
    payload: { token, fullName: 'New Agent', password: NEW_AGENT_PASSWORD, ...overrides },
  });
}

/** Accepts an invitation and returns the new agent's id and session cookie. */
export async function acceptOk(t: TestApp, token: string, overrides: { fullName?: string } = {}) {
  const res = await acceptRequest(t, token, overrides);
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return { id: res.json<{ user: { id: string } }>().user.id, cookie: sessionCookie(res) };
}

export async function invitationStatusRequest(t: TestApp, token: string) {
  return t.request({ method: 'GET', url: `/api/invitations/status?token=${encodeURIComponent(token)}` });
}

/**
 * Inserts clients with the given statuses straight into the database: fixtures for counts that
 * would otherwise need many walks through the status pipeline.
 */
export async function insertClients(
  t: TestApp,
  agentId: string | null,
  statuses: string[],
  prefix = 'fixture',
): Promise<string[]> {
  if (statuses.length === 0) return [];
  const rows = await t.database.db
    .insert(clients)
    .values(
      statuses.map((status, i) => ({
        name: `${prefix} ${i}`,
        email: `${prefix}-${agentId ?? 'none'}-${i}@clients.example.com`,
        status,
        agentId,
      })),
    )
    .returning({ id: clients.id });
  return rows.map((r) => r.id);
}
