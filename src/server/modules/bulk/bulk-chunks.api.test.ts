import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/raw-rows';
import { unique } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { applyChunk, type JobActor } from './bulk-chunk';
import type { BulkPlan } from './bulk-plan';
import {
  countRows,
  expectCountsExact,
  finishJob,
  jobRequest,
  startHeldJob,
  startJob,
} from './bulk-test-support';
import { BULK_CHUNK_SIZE, runBulkJob } from './run-bulk-job';

const t = setupTestApp();
const alice = setupUser(t, { fullName: 'Alice Chunks' });
const bob = setupUser(t, { fullName: 'Bob Chunks' });
const admin = setupUser(t, { role: 'admin', fullName: 'Ada Chunks' });

/** `count` clients of `agentId` in one INSERT, named `<prefix> <n>`. */
async function insertMany(agentId: string, count: number, prefix: string) {
  await t.database.db.execute(sql`insert into clients (name, email, status, agent_id)
    select ${prefix} || ' ' || n, ${prefix} || '-' || n || '@bulk.example.com', 'new-client', ${agentId}
    from generate_series(1, ${count}) as n`);
}

const ownedBy = (agentId: string, prefix: string) =>
  countRows(t, sql`select 1 from clients where agent_id = ${agentId} and name like ${`${prefix} %`}`);

describe('bulk jobs in chunks', () => {
  it('resumes after a crash mid-chunk: committed chunks stay, the lost one is redone, no client twice', async () => {
    const total = 2 * BULK_CHUNK_SIZE + 500;
    const prefix = unique('Chunky');
    await insertMany(alice.id, total, prefix);
    const jobId = await startHeldJob(t, admin, {
      filter: { search: prefix, agentId: alice.id },
      action: { type: 'reassign', agentIds: [bob.id] },
    });

    // One slice of no time does one chunk and asks to go on.
    expect(await runBulkJob(t.database.db, jobId, { sliceMs: 0 })).toEqual({ again: true });
    const partial = await rowsOf<{ cursor: number; action: BulkPlan; done: number }>(
      t.database.db,
      sql`select cursor, action, done from batch_jobs where id = ${jobId}`,
    );
    const cursor = BULK_CHUNK_SIZE;
    expect(partial[0]).toMatchObject({ cursor, done: cursor });
    expect(await ownedBy(bob.id, prefix)).toBe(cursor);

    // A crash in the middle of the next chunk: its work was done, but never committed.
    const actor: JobActor = { id: admin.id, email: admin.email, name: admin.fullName };
    const plan = partial[0]?.action as BulkPlan;
    await expect(
      t.database.db.transaction(async (tx) => {
        const skipped = await applyChunk(tx, {
          jobId,
          actor,
          plan,
          from: cursor,
          to: cursor + BULK_CHUNK_SIZE,
        });
        expect(skipped).toEqual([]);
        throw new Error('the process died');
      }),
    ).rejects.toThrow('the process died');
    expect(await ownedBy(bob.id, prefix)).toBe(cursor);

    // Another instance takes the job up from its checkpoint.
    const job = await finishJob(t, admin.cookie, jobId);
    expect(job).toMatchObject({
      status: 'completed',
      total,
      done: total,
      changed: total,
      skipped: 0,
      failed: 0,
    });
    expect(await ownedBy(bob.id, prefix)).toBe(total);
    const notesPerClient = await rowsOf<{ notes: number; clients: number }>(
      t.database.db,
      sql`select n.notes, count(*)::int as clients from (
        select c.id, count(cn.id)::int as notes from clients c
        left join client_notes cn on cn.client_id = c.id and cn.text like 'Reassigned to%'
        where c.name like ${`${prefix} %`} group by c.id) n group by n.notes`,
    );
    expect(notesPerClient).toEqual([{ notes: 1, clients: total }]);
    expect(
      await countRows(
        t,
        sql`select 1 from audit_log where action = 'reassign_client' and details like ${`%${jobId}%`}`,
      ),
    ).toBe(total);
    // The snapshot goes with the finished job.
    expect(await countRows(t, sql`select 1 from batch_job_items where job_id = ${jobId}`)).toBe(0);
    await expectCountsExact(t);
  });

  it('shows its progress while it runs: done of total, a rate and the time left', async () => {
    const total = BULK_CHUNK_SIZE + 10;
    const prefix = unique('Progress');
    await insertMany(alice.id, total, prefix);
    const jobId = await startJob(t, admin.cookie, {
      filter: { search: prefix },
      action: { type: 'status', status: 'ringing' },
    });
    const queued = (await jobRequest(t, admin.cookie, jobId)).json();
    expect(queued).toMatchObject({ id: jobId, kind: 'clients.status', total, failed: 0 });
    expect(['queued', 'running', 'completed']).toContain(queued.status);
    await runBulkJob(t.database.db, jobId, { sliceMs: 0 });
    const job = await finishJob(t, admin.cookie, jobId);
    expect(job).toMatchObject({ status: 'completed', done: total, changed: total });
    expect(job.rate).toBeGreaterThan(0);
    expect(job.secondsLeft).toBeNull();
    expect(
      await countRows(t, sql`select 1 from clients where status = 'ringing' and name like ${`${prefix} %`}`),
    ).toBe(total);
    await expectCountsExact(t);
  });
});
