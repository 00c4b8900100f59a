import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import { inviteOk } from '#tests/support/agents';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });
const agent = setupUser(t);
const other = setupUser(t);
let invitationId: string;
beforeAll(async () => {
  invitationId = (await inviteOk(t, admin.cookie, 'pending@example.com')).id;
});

const adminEndpoints = (): [string, InjectOptions][] => [
  ['list agents', { method: 'GET', url: '/api/agents' }],
  ['performance', { method: 'GET', url: '/api/agents/performance' }],
  ['overview', { method: 'GET', url: '/api/admin/overview' }],
  ['invite', { method: 'POST', url: '/api/agents/invitations', payload: { email: 'x@example.com' } }],
  ['resend', { method: 'POST', url: `/api/agents/invitations/${invitationId}/resend`, payload: {} }],
  ['revoke', { method: 'DELETE', url: `/api/agents/invitations/${invitationId}` }],
  ['edit agent', { method: 'PATCH', url: `/api/agents/${other.id}`, payload: { fullName: 'Hacked' } }],
  ['remove agent', { method: 'DELETE', url: `/api/agents/${other.id}` }],
];

describe('admin-only endpoints', () => {
  it('answer 401 to a signed-out caller', async () => {
    for (const [name, opts] of adminEndpoints()) {
      const res = await t.request(opts);
      expect(res.statusCode, name).toBe(401);
      expect(res.json().error.message, name).toBe(MESSAGES.signedOut);
    }
  });

  it('answer 403 to an agent and change nothing', async () => {
    for (const [name, opts] of adminEndpoints()) {
      const res = await t.request({ ...opts, cookie: agent.cookie });
      expect(res.statusCode, name).toBe(403);
      expect(res.json().error.message, name).toBe(MESSAGES.forbidden);
    }
    const list = await t.request({ method: 'GET', url: '/api/agents', cookie: admin.cookie });
    const items: { id: string; email: string; fullName: string | null }[] = list.json().items;
    expect(items.find((a) => a.id === other.id)?.fullName).toBe(other.fullName);
    expect(items.map((a) => a.email)).toContain('pending@example.com');
    expect(items.map((a) => a.email)).not.toContain('x@example.com');
  });

  it('let the admin in', async () => {
    for (const [name, opts] of adminEndpoints().slice(0, 3)) {
      expect((await t.request({ ...opts, cookie: admin.cookie })).statusCode, name).toBe(200);
    }
  });
});

describe('routing', () => {
  it('/api/agents/performance is not taken for an agent id', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/agents/performance',
      cookie: admin.cookie,
      payload: { fullName: 'X' },
    });
    expect(res.statusCode).toBe(404);
    const perf = await t.request({ method: 'GET', url: '/api/agents/performance', cookie: admin.cookie });
    expect(
      perf
        .json()
        .items.map((p: { agentId: string }) => p.agentId)
        .sort(),
    ).toEqual([agent.id, other.id].sort());
  });

  it('the invitation endpoints for invitees need no session', async () => {
    const status = await t.request({ method: 'GET', url: '/api/invitations/status?token=nope' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ valid: false, email: null });
    const accept = await t.request({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token: 'nope', fullName: 'N', password: 'long-enough-pass' },
    });
    expect(accept.statusCode).toBe(410);
  });
});
