/**
 * The actions issue 13 names must leave an audit entry: invitations, agent edits and removals,
 * client reassignment, client deletes, exports (with their row count) and password reveals.
 */
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '#shared/domain';
import type { AuditEntryView } from '#shared/schemas/audit';
import { acceptRequest, inviteOk } from '#tests/support/agents';
import { auditPage } from '#tests/support/audit';
import { makeClient, makeUser, patchClient, unique } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin', fullName: 'Audit Admin' });
const agent = setupUser(t, { fullName: 'Owner Agent' });
const other = setupUser(t, { fullName: 'Other Agent' });

/** The newest entry of `action`, which must exist. */
async function latest(action: AuditAction): Promise<AuditEntryView> {
  const [entry] = (await auditPage(t, admin.cookie, { action, limit: 1 })).items;
  if (!entry) throw new Error(`no ${action} entry`);
  return entry;
}

describe('audited actions', () => {
  it('invitations: sent, resent, revoked and accepted', async () => {
    const email = `${unique('invitee')}@example.com`;
    const invitation = await inviteOk(t, admin.cookie, email);
    expect(await latest('invite_agent')).toMatchObject({
      actorId: admin.id,
      target: { type: 'invitation', id: invitation.id, name: email },
    });
    const resent = await t.request({
      method: 'POST',
      url: `/api/agents/invitations/${invitation.id}/resend`,
      cookie: admin.cookie,
    });
    expect(resent.statusCode).toBe(200);
    expect((await latest('resend_invitation')).target?.id).toBe(invitation.id);
    const accepted = await acceptRequest(t, (await inviteOk(t, admin.cookie, email)).token);
    expect(accepted.statusCode).toBe(200);
    expect((await latest('accept_invitation')).actorName).toBe('New Agent');
    const revokedEmail = `${unique('revoked')}@example.com`;
    const revoked = await inviteOk(t, admin.cookie, revokedEmail);
    await t.request({ method: 'DELETE', url: `/api/agents/invitations/${revoked.id}`, cookie: admin.cookie });
    expect(await latest('revoke_invitation')).toMatchObject({
      target: { id: revoked.id, name: revokedEmail },
    });
  });

  it('agent edits and removals, named after the agent even once removed', async () => {
    const leaving = await makeUser(t, { fullName: 'Leaving Agent' });
    await t.request({
      method: 'PATCH',
      url: `/api/agents/${leaving.id}`,
      cookie: admin.cookie,
      payload: { fullName: 'Renamed Agent' },
    });
    expect(await latest('update_agent')).toMatchObject({
      target: { type: 'user', id: leaving.id, name: 'Renamed Agent' },
      detail: { nameChanged: true, passwordChanged: false },
    });
    await t.request({ method: 'DELETE', url: `/api/agents/${leaving.id}`, cookie: admin.cookie });
    expect(await latest('remove_agent')).toMatchObject({
      target: { type: 'user', id: leaving.id, name: leaving.email },
    });
  });

  it('client reassignment, to another agent and to nobody', async () => {
    const client = await makeClient(t, agent);
    expect((await patchClient(t, admin.cookie, client.id, { agentId: other.id })).statusCode).toBe(200);
    expect(await latest('reassign_client')).toMatchObject({
      actorId: admin.id,
      target: { type: 'client', id: client.id, name: client.name },
      detail: { from: agent.id, to: other.id },
    });
    expect((await patchClient(t, admin.cookie, client.id, { agentId: null })).statusCode).toBe(200);
    expect((await latest('reassign_client')).detail).toEqual({ from: other.id, to: null });
  });

  it('client deletes', async () => {
    const client = await makeClient(t, agent);
    await t.request({ method: 'DELETE', url: `/api/clients/${client.id}`, cookie: admin.cookie });
    expect(await latest('delete_client')).toMatchObject({
      target: { type: 'client', id: client.id, name: null },
    });
  });

  it('client exports, with the number of rows they held', async () => {
    const marker = unique('Exported');
    for (let i = 0; i < 3; i++) await makeClient(t, other, { name: `${marker} ${i}` });
    await t.request({ method: 'GET', url: `/api/clients/export.csv?search=${marker}`, cookie: admin.cookie });
    expect((await latest('export_clients')).detail).toMatchObject({ search: marker, rows: 3 });
    await t.request({
      method: 'GET',
      url: `/api/clients/export.csv?agentId=${other.id}`,
      cookie: admin.cookie,
    });
    expect((await latest('export_clients')).detail).toMatchObject({ agentId: other.id, rows: 3 });
  });

  it('trading-password reveals, by agents and admins', async () => {
    const client = await makeClient(t, agent);
    for (const cookie of [agent.cookie, admin.cookie]) {
      await t.request({ method: 'GET', url: `/api/clients/${client.id}/trading-password`, cookie });
    }
    const { items } = await auditPage(t, admin.cookie, {
      action: 'reveal_trading_password',
      target: client.id,
    });
    expect(items.map((e) => e.actorId)).toEqual([admin.id, agent.id]);
  });
});
