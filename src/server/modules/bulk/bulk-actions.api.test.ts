import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/raw-rows';
import { fill, MESSAGES } from '#shared/domain';
import { bulkRequestSchema } from '#shared/schemas/bulk';
import type { Client } from '#shared/schemas/clients';
import { insertClients } from '#tests/support/agents';
import { getClient, makeClient, unique, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import {
  bulkRequest,
  countRows,
  expectCountsExact,
  finishJob,
  jobRequest,
  startHeldJob,
  startJob,
  waitForJob,
} from './bulk-test-support';
import { startBulkJob } from './start-bulk-job';

const t = setupTestApp();
const alice = setupUser(t, { fullName: 'Alice Bulk' });
const bob = setupUser(t, { fullName: 'Bob Bulk' });
const carol = setupUser(t, { fullName: 'Carol Bulk' });
const admin = setupUser(t, { role: 'admin', fullName: 'Ada Admin' });

const clientOf = async (id: string) => (await getClient(t, admin.cookie, id)).json<Client>();
const jobCount = () => countRows(t, sql`select 1 from batch_jobs`);

describe('POST /api/clients/bulk: reassign', () => {
  it('moves the selected clients to an agent, with notes, audit rows and exact counts', async () => {
    const picked = [await makeClient(t, alice), await makeClient(t, alice), await makeClient(t, alice)];
    const left = await makeClient(t, alice);
    const jobId = await startJob(t, admin.cookie, {
      ids: picked.map((c) => c.id),
      action: { type: 'reassign', agentIds: [bob.id] },
    });
    // Run by the server on its own (at once, or by the queue): nothing here runs the job.
    const job = await waitForJob(t, admin.cookie, jobId);
    expect(job).toMatchObject({
      kind: 'clients.reassign',
      status: 'completed',
      total: 3,
      done: 3,
      changed: 3,
      skipped: 0,
      failed: 0,
    });
    expect(job.finishedAt).not.toBeNull();
    for (const c of picked) {
      const moved = await clientOf(c.id);
      expect(moved.agentId).toBe(bob.id);
      expect(moved.version).toBe(c.version + 1);
      expect(moved.notes[0]?.text).toBe(
        fill(MESSAGES.clientReassigned, { agent: bob.fullName, actor: admin.fullName }),
      );
    }
    expect((await clientOf(left.id)).agentId).toBe(alice.id);
    const audits = await rowsOf<{ action: string; details: string }>(
      t.database.db,
      sql`select action, details from audit_log where details like ${`%${jobId}%`} or target_id = ${jobId} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['bulk_clients', ...picked.map(() => 'reassign_client')]);
    expect(JSON.parse(audits[1]?.details ?? '{}')).toMatchObject({ from: alice.id, to: bob.id, jobId });
    await expectCountsExact(t);
  });

  it('is run by the job queue alone when the instance that took the request does not run it', async () => {
    const client = await makeClient(t, alice);
    const session = { ...admin, role: 'admin' as const, sessionId: '', sessionToken: '' };
    const { jobId } = await startBulkJob({
      db: t.database.db,
      jobs: t.jobs,
      admin: session,
      body: bulkRequestSchema.parse({ ids: [client.id], action: { type: 'reassign', agentIds: [carol.id] } }),
    });
    const job = await waitForJob(t, admin.cookie, jobId);
    expect(job).toMatchObject({ status: 'completed', changed: 1 });
    expect((await clientOf(client.id)).agentId).toBe(carol.id);
  });

  it('deals the clients out in turn across the chosen agents (round robin), named by email', async () => {
    const ids = await insertClients(t, null, Array(9).fill('new-client'), unique('Robin'));
    const jobId = await startJob(t, admin.cookie, {
      ids,
      action: { type: 'reassign', mode: 'round-robin', agentEmails: [alice.email, bob.email, carol.email] },
    });
    const job = await finishJob(t, admin.cookie, jobId);
    expect(job.changed).toBe(9);
    const owners = await rowsOf<{ agent_id: string }>(
      t.database.db,
      sql`select agent_id from clients where id = any(${sql.param(ids)}::uuid[]) order by id`,
    );
    // In id order: alice, bob, carol, alice, …
    expect(owners.map((o) => o.agent_id)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [alice.id, bob.id, carol.id][i % 3]),
    );
    await expectCountsExact(t);
  });

  it('skips clients already with the agent and those whose email the agent already has', async () => {
    const already = await makeClient(t, carol);
    const email = `${unique('twin')}@clients.example.com`;
    await makeClient(t, carol, { email });
    const twin = await makeClient(t, alice, { email });
    // Two clients of different agents with one email: the first moves, the second would clash.
    const shared = `${unique('pair')}@clients.example.com`;
    const first = await makeClient(t, alice, { email: shared });
    const second = await makeClient(t, bob, { email: shared });
    const free = await makeClient(t, bob);
    const jobId = await startJob(t, admin.cookie, {
      ids: [already.id, twin.id, first.id, second.id, free.id],
      action: { type: 'reassign', agentIds: [carol.id] },
    });
    const job = await finishJob(t, admin.cookie, jobId);
    expect(job).toMatchObject({ total: 5, done: 5, changed: 2, skipped: 3, failed: 0 });
    const reasons = Object.fromEntries(job.skippedReasons.map((r) => [r.reason, r]));
    expect(reasons['same-agent']).toEqual({
      reason: 'same-agent',
      message: MESSAGES.bulkSkipSameAgent,
      count: 1,
    });
    expect(reasons['duplicate-email']?.count).toBe(2);
    expect(job.examples.map((e) => e.clientId).sort()).toEqual(
      [already.id, twin.id, [first.id, second.id].sort()[1]].sort(),
    );
    expect(job.examples.find((e) => e.clientId === already.id)?.name).toBe(already.name);
    expect((await clientOf(twin.id)).agentId).toBe(alice.id);
    expect((await clientOf(free.id)).agentId).toBe(carol.id);
    await expectCountsExact(t);
  });

  it('refuses an unknown agent, and one agent mode with several, writing nothing', async () => {
    const client = await makeClient(t, alice);
    const before = await jobCount();
    const unknownId = await bulkRequest(t, admin.cookie, {
      ids: [client.id],
      action: { type: 'reassign', agentIds: ['no-such-agent'] },
    });
    expect(unknownId.statusCode).toBe(400);
    expect(unknownId.json().error).toMatchObject({ code: 'unknown_agent', message: MESSAGES.unknownAgent });
    const adminAsAgent = await bulkRequest(t, admin.cookie, {
      ids: [client.id],
      action: { type: 'reassign', agentEmails: [admin.email] },
    });
    expect(adminAsAgent.statusCode).toBe(400);
    const two = await bulkRequest(t, admin.cookie, {
      ids: [client.id],
      action: { type: 'reassign', mode: 'agent', agentIds: [bob.id, carol.id] },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().error.message).toBe(MESSAGES.bulkAgentsRequired);
    expect(await jobCount()).toBe(before);
    expect((await clientOf(client.id)).version).toBe(client.version);
  });
});

describe('POST /api/clients/bulk: status', () => {
  it('changes each client whose transition is allowed and reports the rest with the reason', async () => {
    const fresh = await makeClient(t, alice);
    const ringing = await makeClient(t, alice);
    await updateClientOk(t, alice.cookie, ringing.id, { status: 'ringing' });
    const lost = await makeClient(t, alice, { name: 'Lost Cause' });
    await updateClientOk(t, alice.cookie, lost.id, { status: 'not-interested' });
    const there = await makeClient(t, alice);
    const historyBefore = (await updateClientOk(t, alice.cookie, there.id, { status: 'interested' })).history;
    const jobId = await startJob(t, admin.cookie, {
      ids: [fresh.id, ringing.id, lost.id, there.id],
      action: { type: 'status', status: 'interested' },
    });
    const job = await finishJob(t, admin.cookie, jobId);
    expect(job).toMatchObject({ kind: 'clients.status', total: 4, changed: 2, skipped: 2, failed: 0 });
    expect(job.skippedReasons).toEqual(
      expect.arrayContaining([
        { reason: 'transition-not-allowed', message: MESSAGES.invalidStatusChange.description, count: 1 },
        { reason: 'same-status', message: MESSAGES.bulkSkipSameStatus, count: 1 },
      ]),
    );
    expect(job.examples).toContainEqual({
      clientId: lost.id,
      name: 'Lost Cause',
      reason: 'transition-not-allowed',
      message: MESSAGES.invalidStatusChange.description,
    });
    for (const id of [fresh.id, ringing.id]) {
      const changed = await clientOf(id);
      expect(changed.status).toBe('interested');
      expect(changed.history[0]).toMatchObject({ status: 'interested', by: admin.fullName });
    }
    expect((await clientOf(lost.id)).status).toBe('not-interested');
    expect((await clientOf(there.id)).history).toEqual(historyBefore);
    await expectCountsExact(t);
  });

  it('moves to Account Details only the clients whose trading account is already stored', async () => {
    const stored = await makeClient(t, alice);
    await updateClientOk(t, alice.cookie, stored.id, { status: 'ringing' });
    await updateClientOk(t, alice.cookie, stored.id, { status: 'invoice-sent' });
    await updateClientOk(t, alice.cookie, stored.id, {
      tradingAccount: { id: '7', password: 'pw', server: 'S1' },
    });
    const bare = await makeClient(t, alice);
    await updateClientOk(t, alice.cookie, bare.id, { status: 'ringing' });
    await updateClientOk(t, alice.cookie, bare.id, { status: 'invoice-sent' });
    const jobId = await startJob(t, admin.cookie, {
      ids: [stored.id, bare.id],
      action: { type: 'status', status: 'account-details' },
    });
    const job = await finishJob(t, admin.cookie, jobId);
    expect(job.changed).toBe(1);
    expect(job.skippedReasons).toEqual([
      { reason: 'account-details-required', message: MESSAGES.accountDetailsRequired.description, count: 1 },
    ]);
    expect((await clientOf(stored.id)).status).toBe('account-details');
    expect((await clientOf(bare.id)).status).toBe('invoice-sent');
  });
});

describe('POST /api/clients/bulk: note and delete', () => {
  it('adds the note to every selected client without a new version; a deleted one is reported', async () => {
    const a = await makeClient(t, alice);
    const b = await makeClient(t, bob);
    const gone = await makeClient(t, bob);
    // Held out of the queue's reach, so the delete surely comes between request and run.
    const jobId = await startHeldJob(t, admin, {
      ids: [a.id, b.id, gone.id],
      action: { type: 'note', text: '  Called about the webinar  ' },
    });
    await t.request({ method: 'DELETE', url: `/api/clients/${gone.id}`, cookie: admin.cookie });
    const job = await finishJob(t, admin.cookie, jobId);
    expect(job).toMatchObject({ total: 3, done: 3, changed: 2, skipped: 1 });
    expect(job.examples).toEqual([
      { clientId: gone.id, name: null, reason: 'gone', message: MESSAGES.bulkSkipGone },
    ]);
    for (const c of [a, b]) {
      const noted = await clientOf(c.id);
      expect(noted.notes[0]).toMatchObject({ text: 'Called about the webinar', authorName: admin.fullName });
      expect(noted.version).toBe(c.version);
    }
  });

  it('deletes up to 100 clients without a confirmation, with an audit row each', async () => {
    const ids = await insertClients(t, bob.id, Array(5).fill('ringing'), unique('Doomed'));
    const jobId = await startJob(t, admin.cookie, { ids, action: { type: 'delete' } });
    const job = await finishJob(t, admin.cookie, jobId);
    expect(job).toMatchObject({ kind: 'clients.delete', changed: 5 });
    expect(await countRows(t, sql`select 1 from clients where id = any(${sql.param(ids)}::uuid[])`)).toBe(0);
    expect(
      await countRows(
        t,
        sql`select 1 from audit_log where action = 'delete_client' and details like ${`%${jobId}%`}`,
      ),
    ).toBe(5);
    await expectCountsExact(t);
  });

  it('needs the count typed back to delete more than 100, and writes nothing without it', async () => {
    const prefix = unique('Mass');
    await insertClients(t, carol.id, Array(101).fill('new-client'), prefix);
    const filter = { search: prefix, status: 'all' as const, agentId: carol.id };
    const before = await jobCount();
    const cases: [string | undefined, string][] = [
      [undefined, fill(MESSAGES.bulkDeleteConfirm, { count: '101' })],
      ['', fill(MESSAGES.bulkDeleteConfirm, { count: '101' })],
      ['100', fill(MESSAGES.bulkDeleteConfirmWrong, { typed: '100', count: '101' })],
      ['yes', fill(MESSAGES.bulkDeleteConfirmWrong, { typed: 'yes', count: '101' })],
    ];
    for (const [confirm, message] of cases) {
      const res = await bulkRequest(t, admin.cookie, { filter, action: { type: 'delete', confirm } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'confirmation_required', message });
    }
    expect(await jobCount()).toBe(before);
    expect(await countRows(t, sql`select 1 from batch_job_items`)).toBe(0);
    const jobId = await startJob(t, admin.cookie, { filter, action: { type: 'delete', confirm: '101' } });
    expect((await finishJob(t, admin.cookie, jobId)).changed).toBe(101);
    expect(
      await countRows(
        t,
        sql`select 1 from clients where agent_id = ${carol.id} and name like ${`${prefix} %`}`,
      ),
    ).toBe(0);
    await expectCountsExact(t);
  });
});

describe('POST /api/clients/bulk: the selection', () => {
  it('acts on the clients matching the filters when asked, not those matching later', async () => {
    const prefix = unique('Snap');
    const matching = await insertClients(t, alice.id, Array(4).fill('ringing'), prefix);
    await insertClients(t, alice.id, Array(2).fill('interested'), `${prefix}b`);
    const jobId = await startJob(t, admin.cookie, {
      filter: { search: prefix, status: 'ringing' },
      action: { type: 'note', text: 'Snapshot note' },
    });
    // Matches now, but not when the admin asked.
    const late = await insertClients(t, alice.id, ['ringing'], `${prefix} late`);
    const job = await finishJob(t, admin.cookie, jobId);
    expect(job).toMatchObject({ total: 4, changed: 4 });
    const noted = await rowsOf<{ client_id: string }>(
      t.database.db,
      sql`select client_id from client_notes where text = 'Snapshot note' order by client_id`,
    );
    expect(noted.map((n) => n.client_id)).toEqual([...matching].sort());
    expect(noted.map((n) => n.client_id)).not.toContain(late[0]);
  });

  it('answers 400 with the shared messages for a bad selection or action, and writes nothing', async () => {
    const client = await makeClient(t, alice);
    const before = await jobCount();
    const cases: [object, string][] = [
      [{ action: { type: 'note', text: 'x' } }, MESSAGES.bulkTargetRequired],
      [{ ids: [client.id], filter: {}, action: { type: 'note', text: 'x' } }, MESSAGES.bulkTargetRequired],
      [{ ids: [], action: { type: 'note', text: 'x' } }, MESSAGES.bulkNothingSelected],
      [{ ids: ['not-a-uuid'], action: { type: 'note', text: 'x' } }, ''],
      [{ ids: [client.id], action: { type: 'note', text: '   ' } }, MESSAGES.bulkNoteRequired],
      [{ ids: [client.id], action: { type: 'status', status: 'forwarded' } }, MESSAGES.invalidStatusFilter],
      [{ ids: [client.id], action: { type: 'archive' } }, MESSAGES.bulkActionInvalid],
      [{ ids: [client.id], action: { type: 'reassign', agentIds: [] } }, MESSAGES.bulkAgentsRequired],
      [{ filter: { status: 'lost' }, action: { type: 'note', text: 'x' } }, MESSAGES.invalidStatusFilter],
      [
        { filter: { search: unique('Nobody') }, action: { type: 'note', text: 'x' } },
        MESSAGES.bulkNothingSelected,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await bulkRequest(t, admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(res.json().error), JSON.stringify(body)).toContain(message);
    }
    expect(await jobCount()).toBe(before);
  });

  it('refuses agents and cross-site requests (403) and answers 404 for a job that does not exist', async () => {
    const client = await makeClient(t, alice);
    const res = await bulkRequest(t, alice.cookie, { ids: [client.id], action: { type: 'note', text: 'x' } });
    expect(res.statusCode).toBe(403);
    const before = await jobCount();
    const crossSite = await t.request({
      method: 'POST',
      url: '/api/clients/bulk',
      cookie: admin.cookie,
      headers: { origin: 'https://elsewhere.example' },
      payload: { ids: [client.id], action: { type: 'delete' } },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await jobCount()).toBe(before);
    const jobId = await startJob(t, admin.cookie, { ids: [client.id], action: { type: 'note', text: 'x' } });
    expect((await jobRequest(t, alice.cookie, jobId)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/jobs', cookie: alice.cookie })).statusCode).toBe(403);
    expect((await jobRequest(t, admin.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: '/api/jobs', cookie: admin.cookie });
    expect(list.json().items.map((j: { id: string }) => j.id)).toContain(jobId);
  });
});
