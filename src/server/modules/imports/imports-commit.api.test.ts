import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#server/auth/session';
import type { JobQueue } from '#server/modules/jobs/queue';
import { fill, MESSAGES } from '#shared/domain';
import { importOptionsSchema } from '#shared/schemas/imports';
import { expectCountsExact } from '#tests/support/client-counts';
import { makeClient, patchClient } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { commitImport } from './commit-import';
import { failImport, importJobHandler, runImport } from './import-job';
import { importRequest, options, uploadOk, waitForImport } from './imports-test-support';
import { revertImport, revertJobHandler } from './revert-import';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });
const agentA = setupUser(t, { role: 'agent', fullName: 'Alice Agent' });
const agentB = setupUser(t, { role: 'agent', fullName: 'Bruno Agent' });
const other = setupUser(t, { role: 'agent' });
// Removed during an import each, by the test that says so.
const leaving = setupUser(t, { role: 'agent', fullName: 'Lea Leaving' });
const leavingToo = setupUser(t, { role: 'agent', fullName: 'Leo Leaving' });

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await t.database.rawSql(text, values)).rows as T[];
}

/** The row numbers an import still has staged (`import_rows`) and checked (`import_prepared`). */
async function stagedRows(id: string) {
  const numbers = async (table: string) =>
    (
      await rows<{ row_no: number }>(`select row_no from ${table} where import_id = $1 order by row_no`, [id])
    ).map((r) => r.row_no);
  return { rows: await numbers('import_rows'), checked: await numbers('import_prepared') };
}

/** Marks an import running with these options, as a commit does, for a run started by hand. */
async function markRunning(
  id: string,
  mapping: object,
  agentEmail: string,
  assignment: object = { mode: 'agent', agentEmails: [agentEmail] },
) {
  const body = {
    mapping,
    duplicates: 'skip',
    defaultCountry: 'GB',
    matchAcrossAgents: false,
    defaultStatus: 'new-client',
    assignment,
  };
  await t.database.rawSql(
    `update imports set status = 'running', started_at = now(), options = $2::jsonb where id = $1`,
    [id, JSON.stringify({ body, actor: { id: admin.id, name: 'Admin' } })],
  );
}

async function commitAndWait(id: string, body: ReturnType<typeof options>) {
  const res = await importRequest(t, admin.cookie, id, 'commit', body);
  expect(res.statusCode, res.body).toBe(202);
  return waitForImport(t, admin.cookie, id, ['completed', 'failed']);
}

describe('preview and commit', () => {
  it('reports invalid rows with the client API messages, duplicates in the file and phones kept as typed', async () => {
    const up = await uploadOk(
      t,
      admin.cookie,
      [
        'Name,Email,Phone,Country,Note,Status',
        'Ann,ann@example.com,020 7946 0018,UK,first,',
        ',nobody@example.com,,,,',
        'Bad,not-an-email,,,,',
        'Ann Again,ANN@example.com,,,,',
        'Phoneless,p@example.com,call me,,,',
        `Long,${'x'.repeat(250)}@example.com,,,,`,
        'Closer,c@example.com,,,,Closed Client',
        'Ringer,r@example.com,+442079460019,,,Ringing',
      ].join('\n'),
    );
    // Every column of the file mapped, for the dry run and the commit alike.
    const everyColumn = options([agentA.email], {
      mapping: {
        name: 'Name',
        email: 'Email',
        phone: 'Phone',
        country: 'Country',
        note: 'Note',
        status: 'Status',
      },
    });
    const res = await importRequest(t, admin.cookie, up.id, 'preview', everyColumn);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.invalid).toEqual([
      { row: 2, field: 'name', message: MESSAGES.missingClientFields.description },
      { row: 3, field: 'email', message: MESSAGES.invalidEmail },
      { row: 6, field: 'email', message: fill(MESSAGES.fieldTooLong, { field: 'Email', max: '254' }) },
      { row: 7, field: 'status', message: MESSAGES.importStatusNotStart },
    ]);
    expect(preview.invalidCount).toBe(4);
    expect(preview.duplicatesInFile).toEqual({
      count: 1,
      examples: [{ row: 4, email: 'ANN@example.com', firstRow: 1 }],
    });
    expect(preview.phoneWarnings).toEqual({
      count: 1,
      examples: [{ row: 5, field: 'phone', message: MESSAGES.importPhoneKept }],
    });
    expect(preview.valid).toBe(3);
    // The dry run wrote no client.
    expect(await rows(`select 1 from clients where email = 'ann@example.com'`)).toEqual([]);

    const done = await commitAndWait(up.id, everyColumn);
    expect(done).toMatchObject({
      status: 'completed',
      rowsDone: 8,
      created: 3,
      updated: 0,
      skipped: 1,
      failed: 4,
    });
    const made = await rows<{ email: string; phone: string; status: string; agent_id: string }>(
      `select email, phone, status, agent_id from clients where email in ('ann@example.com', 'p@example.com', 'r@example.com') order by email`,
    );
    expect(made).toEqual([
      { email: 'ann@example.com', phone: '+442079460018', status: 'new-client', agent_id: agentA.id },
      { email: 'p@example.com', phone: 'call me', status: 'new-client', agent_id: agentA.id },
      { email: 'r@example.com', phone: '+442079460019', status: 'ringing', agent_id: agentA.id },
    ]);
    // History: the first status entry, the assignment note and the file's note.
    const ann = await rows<{ id: string }>(`select id from clients where email = 'ann@example.com'`);
    const detail = await t.request({
      method: 'GET',
      url: `/api/clients/${ann[0]?.id}`,
      cookie: admin.cookie,
    });
    const client = detail.json();
    expect(client.history.map((h: { status: string }) => h.status)).toEqual(['new-client']);
    expect(client.notes.map((n: { text: string }) => n.text).sort()).toEqual(
      ['first', fill(MESSAGES.importAssigned, { agent: 'Alice Agent', actor: admin.fullName })].sort(),
    );
    await expectCountsExact(t);

    const failed = await t.request({
      method: 'GET',
      url: `/api/imports/${up.id}/failed.csv`,
      cookie: admin.cookie,
    });
    expect(failed.statusCode).toBe(200);
    const lines = failed.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Country,Note,Status,Row,Reason');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe(`Bad,not-an-email,,,,,3,email: ${MESSAGES.invalidEmail}`);
    // Ended, the import keeps only the staged rows it refused: what the download above needs.
    expect(await stagedRows(up.id)).toEqual({ rows: [2, 3, 6, 7], checked: [2, 3, 6, 7] });

    const audit = await rows<{ details: string }>(
      `select details from audit_log where action = 'import_clients' and target_id = $1`,
      [up.id],
    );
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({ created: 3, skipped: 1, failed: 4 });
  });

  const badOptions: [string, object, string][] = [
    ['a mapping without email', { mapping: { name: 'Name' } }, MESSAGES.importMappingRequired],
    [
      'a column the file lacks',
      { mapping: { name: 'Name', email: 'Mail' } },
      fill(MESSAGES.importUnknownColumn, { column: 'Mail' }),
    ],
    [
      'an unknown agent email',
      { assignment: { mode: 'agent', agentEmails: ['ghost@example.com'] } },
      fill(MESSAGES.importUnknownAgent, { email: 'ghost@example.com' }),
    ],
    ['a status that is not a valid start', { defaultStatus: 'closed-client' }, MESSAGES.importStatusNotStart],
    [
      'round robin without agents',
      { assignment: { mode: 'round-robin', agentEmails: [] } },
      MESSAGES.importAgentsRequired,
    ],
    [
      'the agent column unmapped',
      { assignment: { mode: 'column', agentEmails: [] } },
      MESSAGES.importAgentColumnRequired,
    ],
  ];
  it.each(badOptions)('refuses %s with 400 and writes nothing', async (_label, extra, message) => {
    const up = await uploadOk(t, admin.cookie, 'Name,Email\nZed,zed@example.com\n');
    for (const step of ['preview', 'commit'] as const) {
      const res = await importRequest(t, admin.cookie, up.id, step, {
        ...options([agentA.email]),
        mapping: { name: 'Name', email: 'Email' },
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const state = await waitForImport(t, admin.cookie, up.id, ['uploaded']);
    expect(state.status).toBe('uploaded');
    expect(await rows(`select 1 from clients where email = 'zed@example.com'`)).toEqual([]);
  });

  it('skips or updates duplicates of existing clients, matched per agent or across agents', async () => {
    const existing = await makeClient(t, agentA, {
      name: 'Old Name',
      email: 'dup@example.com',
      phone: '+447700900001',
    });
    await makeClient(t, other, { name: 'Elsewhere', email: 'else@example.com', phone: '+44 7911 123456' });
    const csv =
      'Name,Email,Phone\nNew Name,DUP@example.com,\nFresh,fresh1@example.com,\nPhone Twin,twin@example.com,07911 123456\n';

    const skip = await uploadOk(t, admin.cookie, csv);
    const skipPreview = (
      await importRequest(t, admin.cookie, skip.id, 'preview', {
        ...options([agentA.email]),
        mapping: { name: 'Name', email: 'Email', phone: 'Phone' },
      })
    ).json();
    expect(skipPreview.duplicatesExisting).toEqual({
      count: 1,
      examples: [{ row: 1, email: 'DUP@example.com', clientId: existing.id }],
    });
    expect(skipPreview.valid).toBe(2);
    expect(
      await commitAndWait(skip.id, {
        ...options([agentA.email]),
        mapping: { name: 'Name', email: 'Email', phone: 'Phone' },
      }),
    ).toMatchObject({ created: 2, skipped: 1, updated: 0 });

    await t.database.rawSql(
      `delete from clients where email in ('fresh1@example.com', 'twin@example.com')`,
      [],
    );
    const update = await uploadOk(t, admin.cookie, csv);
    const body = {
      ...options([agentA.email]),
      mapping: { name: 'Name', email: 'Email', phone: 'Phone' },
      duplicates: 'update' as const,
      matchAcrossAgents: true,
    };
    const preview = (await importRequest(t, admin.cookie, update.id, 'preview', body)).json();
    expect(preview.duplicatesExisting.count).toBe(2);
    expect(preview.valid).toBe(3);
    expect(await commitAndWait(update.id, body)).toMatchObject({ created: 1, updated: 2, skipped: 0 });
    const renamed = await rows<{ name: string; agent_id: string }>(
      `select name, agent_id from clients where id = $1`,
      [existing.id],
    );
    expect(renamed).toEqual([{ name: 'New Name', agent_id: agentA.id }]);
    const twin = await rows<{ name: string }>(`select name from clients where email = 'else@example.com'`);
    expect(twin).toEqual([{ name: 'Phone Twin' }]);
    await expectCountsExact(t);
  });

  it('assigns round robin, to the least loaded, and from the file’s agent column', async () => {
    const emails = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);
    const rr = await uploadOk(
      t,
      admin.cookie,
      `Name,Email\n${emails('rr', 5)
        .map((e) => `R,${e}`)
        .join('\n')}\n`,
    );
    await commitAndWait(rr.id, {
      ...options([agentA.email, agentB.email]),
      mapping: { name: 'Name', email: 'Email' },
      assignment: { mode: 'round-robin', agentEmails: [agentA.email, agentB.email] },
    });
    const rrAgents = await rows<{ agent_id: string }>(
      `select agent_id from clients where email like 'rr%' order by email`,
    );
    expect(rrAgents.map((r) => r.agent_id)).toEqual([agentA.id, agentB.id, agentA.id, agentB.id, agentA.id]);

    const loads = await rows<{ agent_id: string; n: number }>(
      `select agent_id, count(*)::int as n from clients where agent_id = any($1) and status not in ('not-interested', 'closed-client') group by 1`,
      [[agentA.id, agentB.id]],
    );
    const a = loads.find((l) => l.agent_id === agentA.id)?.n ?? 0;
    const b = loads.find((l) => l.agent_id === agentB.id)?.n ?? 0;
    const ll = await uploadOk(
      t,
      admin.cookie,
      `Name,Email\n${emails('ll', 6)
        .map((e) => `L,${e}`)
        .join('\n')}\n`,
    );
    await commitAndWait(ll.id, {
      ...options([]),
      mapping: { name: 'Name', email: 'Email' },
      assignment: { mode: 'least-loaded', agentEmails: [agentA.email, agentB.email] },
    });
    const after = await rows<{ agent_id: string; n: number }>(
      `select agent_id, count(*)::int as n from clients where email like 'll%' group by 1`,
    );
    const toA = after.find((l) => l.agent_id === agentA.id)?.n ?? 0;
    const toB = after.find((l) => l.agent_id === agentB.id)?.n ?? 0;
    expect(toA + toB).toBe(6);
    // Water-filling: the final loads differ by at most one, or the lighter agent took every row.
    expect(Math.abs(a + toA - (b + toB)) <= 1 || toA === 6 || toB === 6).toBe(true);

    const col = await uploadOk(
      t,
      admin.cookie,
      `Name,Email,Agent\nC1,col1@example.com,${agentB.email.toUpperCase()}\nC2,col2@example.com,nobody@example.com\nC3,col3@example.com,${agentA.email}\n`,
    );
    const colBody = {
      ...options([]),
      mapping: { name: 'Name', email: 'Email', agentEmail: 'Agent' },
      assignment: { mode: 'column' as const, agentEmails: [] },
    };
    const colPreview = (await importRequest(t, admin.cookie, col.id, 'preview', colBody)).json();
    expect(colPreview.invalid).toEqual([
      {
        row: 2,
        field: 'agentEmail',
        message: fill(MESSAGES.importUnknownAgent, { email: 'nobody@example.com' }),
      },
    ]);
    expect(await commitAndWait(col.id, colBody)).toMatchObject({ created: 2, failed: 1 });
    const colAgents = await rows<{ email: string; agent_id: string }>(
      `select email, agent_id from clients where email like 'col%' order by email`,
    );
    expect(colAgents).toEqual([
      { email: 'col1@example.com', agent_id: agentB.id },
      { email: 'col3@example.com', agent_id: agentA.id },
    ]);
    await expectCountsExact(t);
  });

  it('undoes an import, leaving the clients changed since and restoring updated fields', async () => {
    const kept = await makeClient(t, agentA, { name: 'Before', email: 'restore@example.com', country: 'FR' });
    const up = await uploadOk(
      t,
      admin.cookie,
      'Name,Email,Country\nAfter,restore@example.com,DE\nU1,undo1@example.com,\nU2,undo2@example.com,\nU3,undo3@example.com,\n',
    );
    const body = {
      ...options([agentA.email]),
      mapping: { name: 'Name', email: 'Email', country: 'Country' },
      duplicates: 'update' as const,
    };
    expect(await commitAndWait(up.id, body)).toMatchObject({ created: 3, updated: 1 });
    const [u1] = await rows<{ id: string }>(`select id from clients where email = 'undo1@example.com'`);
    const [u2] = await rows<{ id: string }>(`select id from clients where email = 'undo2@example.com'`);
    // Changed since: one gets a status change, the other only a note (no new version).
    expect((await patchClient(t, agentA.cookie, u1?.id ?? '', { status: 'ringing' })).statusCode).toBe(200);
    expect((await patchClient(t, agentA.cookie, u2?.id ?? '', { note: 'called back' })).statusCode).toBe(200);

    const res = await t.request({
      method: 'POST',
      url: `/api/imports/${up.id}/revert`,
      cookie: admin.cookie,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().refused.count).toBe(2);
    expect(res.json().refused.examples.map((e: { message: string }) => e.message)).toEqual([
      MESSAGES.importChangedSince,
      MESSAGES.importChangedSince,
    ]);
    const done = await waitForImport(t, admin.cookie, up.id, ['reverted']);
    expect(done).toMatchObject({ reverted: 2, revertRefused: 2 });
    // After the undo, the clients it left can still be listed, with their names, by row.
    const refused = await t.request({
      method: 'GET',
      url: `/api/imports/${up.id}/refused`,
      cookie: admin.cookie,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({
      count: 2,
      examples: [
        {
          clientId: u1?.id,
          row: 2,
          name: 'U1',
          email: 'undo1@example.com',
          message: MESSAGES.importChangedSince,
        },
        {
          clientId: u2?.id,
          row: 3,
          name: 'U2',
          email: 'undo2@example.com',
          message: MESSAGES.importChangedSince,
        },
      ],
    });
    const byAgent = await t.request({
      method: 'GET',
      url: `/api/imports/${up.id}/refused`,
      cookie: agentA.cookie,
    });
    expect(byAgent.statusCode).toBe(403);
    const left = await rows<{ email: string }>(
      `select email from clients where email like 'undo%' order by email`,
    );
    expect(left.map((r) => r.email)).toEqual(['undo1@example.com', 'undo2@example.com']);
    expect(await rows(`select name, country from clients where id = $1`, [kept.id])).toEqual([
      { name: 'Before', country: 'FR' },
    ]);
    const again = await t.request({
      method: 'POST',
      url: `/api/imports/${up.id}/revert`,
      cookie: admin.cookie,
    });
    expect(again.statusCode).toBe(409);
    const audit = await rows<{ details: string }>(
      `select details from audit_log where action = 'revert_import' and target_id = $1`,
      [up.id],
    );
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({ reverted: 2, refused: 2 });
    await expectCountsExact(t);
  });

  it('a commit or revert whose job cannot be queued leaves the import as it was, to be asked again', async () => {
    const up = await uploadOk(t, admin.cookie, 'Name,Email\nQ1,queue1@example.com\nQ2,queue2@example.com\n');
    const body = { ...options([agentA.email]), mapping: { name: 'Name', email: 'Email' } };
    const brokenQueue: JobQueue = {
      send: () => Promise.reject(new Error('the queue is away')),
      work: async () => {},
      close: async () => {},
    };
    const actor = { id: admin.id, email: admin.email, role: 'admin' } as SessionUser;
    const db = t.database.db;
    await expect(
      commitImport({
        db,
        jobs: brokenQueue,
        admin: actor,
        id: up.id,
        options: importOptionsSchema.parse(body),
      }),
    ).rejects.toThrow('away');
    const [afterCommit] = await rows<{ status: string }>(`select status from imports where id = $1`, [up.id]);
    expect(afterCommit?.status).toBe('uploaded');
    expect(await commitAndWait(up.id, body)).toMatchObject({ status: 'completed', created: 2 });

    await expect(revertImport({ db, jobs: brokenQueue, admin: actor, id: up.id })).rejects.toThrow('away');
    const [afterRevert] = await rows<{ status: string }>(`select status from imports where id = $1`, [up.id]);
    expect(afterRevert?.status).toBe('completed');

    // A revert whose runs keep failing ends as a failed import that can be undone again.
    await t.database.rawSql(`update imports set status = 'reverting' where id = $1`, [up.id]);
    const handler = revertJobHandler(db, pino({ level: 'silent' }));
    await t.database.rawSql(`alter table import_clients rename to import_clients_away`);
    try {
      await handler({ importId: up.id, actor });
    } finally {
      await t.database.rawSql(`alter table import_clients_away rename to import_clients`);
    }
    const [afterFailure] = await rows<{ status: string }>(`select status from imports where id = $1`, [
      up.id,
    ]);
    expect(afterFailure?.status).toBe('failed');
    const res = await t.request({
      method: 'POST',
      url: `/api/imports/${up.id}/revert`,
      cookie: admin.cookie,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await waitForImport(t, admin.cookie, up.id, ['reverted'])).toMatchObject({ reverted: 2 });
    await expectCountsExact(t);
  });

  it('a chunk that fails midway leaves nothing of itself; the run resumes from the last saved chunk with exact counts', async () => {
    const n = 7;
    const csv = `Name,Email\n${Array.from({ length: n }, (_, i) => `Crash ${i},crash${i}@example.com`).join('\n')}\n`;
    const up = await uploadOk(t, admin.cookie, csv);
    const body = { ...options([agentB.email]), mapping: { name: 'Name', email: 'Email' } };
    // Marked running as a commit does, but run here by hand instead of by the queue.
    await markRunning(up.id, body.mapping, agentB.email);
    await expect(
      runImport(t.database, up.id, {
        chunkSize: 3,
        beforeSave: (from) => {
          if (from === 4) throw new Error('killed mid-chunk');
        },
      }),
    ).rejects.toThrow('killed mid-chunk');
    const mid = await waitForImport(t, admin.cookie, up.id, ['running']);
    expect(mid).toMatchObject({ rowsDone: 3, created: 3 });
    expect(await rows(`select email from clients where email like 'crash%'`)).toHaveLength(3);
    await expectCountsExact(t);

    await runImport(t.database, up.id, { chunkSize: 3 });
    const done = await waitForImport(t, admin.cookie, up.id, ['completed']);
    expect(done).toMatchObject({ rowsDone: n, created: n, skipped: 0, failed: 0 });
    expect(await rows(`select email from clients where email like 'crash%'`)).toHaveLength(n);
    await expectCountsExact(t);
  });

  it('stops, saying why, when an agent it names or assigns to is removed meanwhile', async () => {
    const handler = importJobHandler(t.database, pino({ level: 'silent' }));
    const remove = async (id: string) =>
      expect(
        (await t.request({ method: 'DELETE', url: `/api/agents/${id}`, cookie: admin.cookie })).statusCode,
      ).toBe(200);
    const firstChunkOnly = { chunkSize: 1, sliceMs: -1 };

    // The file's agent column names an agent who is removed after the rows were checked.
    const byColumn = await uploadOk(
      t,
      admin.cookie,
      `Name,Email,Agent\nKept,kept@example.com,${agentA.email}\nOrphan,orphan@example.com,${leaving.email}\n`,
    );
    await markRunning(byColumn.id, { name: 'Name', email: 'Email', agentEmail: 'Agent' }, '', {
      mode: 'column',
    });
    expect(await runImport(t.database, byColumn.id, firstChunkOnly)).toEqual({ again: true });
    await remove(leaving.id);
    await handler({ importId: byColumn.id });
    expect(await waitForImport(t, admin.cookie, byColumn.id, ['failed'])).toMatchObject({
      rowsDone: 1,
      created: 1,
      error: fill(MESSAGES.importInterrupted, { reason: MESSAGES.importAgentRemoved }),
    });

    // The one agent of the options is removed between two runs.
    const toOne = await uploadOk(
      t,
      admin.cookie,
      'Name,Email\nFirst,first@example.com\nSecond,second@example.com\n',
    );
    await markRunning(toOne.id, { name: 'Name', email: 'Email' }, leavingToo.email);
    expect(await runImport(t.database, toOne.id, firstChunkOnly)).toEqual({ again: true });
    await remove(leavingToo.id);
    await handler({ importId: toOne.id });
    expect(await waitForImport(t, admin.cookie, toOne.id, ['failed'])).toMatchObject({
      rowsDone: 1,
      created: 1,
      error: fill(MESSAGES.importInterrupted, {
        reason: fill(MESSAGES.importUnknownAgent, { email: leavingToo.email }),
      }),
    });
    await expectCountsExact(t);
  });

  it('a run that keeps failing marks the import failed with its saved counts, and its partial batch reverts', async () => {
    const csv = `Name,Email\n${Array.from({ length: 5 }, (_, i) => `Half ${i},half${i}@example.com`).join('\n')}\n`;
    const up = await uploadOk(t, admin.cookie, csv);
    await markRunning(up.id, { name: 'Name', email: 'Email' }, agentA.email);
    await expect(
      runImport(t.database, up.id, {
        chunkSize: 2,
        beforeSave: (from) => {
          if (from > 2) throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect((await stagedRows(up.id)).rows).toHaveLength(5);
    await failImport(t.database.db, up.id);
    const failed = await waitForImport(t, admin.cookie, up.id, ['failed']);
    expect(failed).toMatchObject({ rowsDone: 2, created: 2, skipped: 0, failed: 0 });
    expect(await stagedRows(up.id)).toEqual({ rows: [], checked: [] });
    expect(await rows(`select 1 from clients where email like 'half%'`)).toHaveLength(2);
    await expectCountsExact(t);

    const res = await t.request({
      method: 'POST',
      url: `/api/imports/${up.id}/revert`,
      cookie: admin.cookie,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await waitForImport(t, admin.cookie, up.id, ['reverted'])).toMatchObject({
      reverted: 2,
      revertRefused: 0,
    });
    expect(await rows(`select 1 from clients where email like 'half%'`)).toEqual([]);
    await expectCountsExact(t);
  });

  it('checks one import once at a time: two previews at once with different options both answer', async () => {
    const csv = `Name,Email\n${Array.from({ length: 40 }, (_, i) => `Twin ${i},twin${i}@example.com`).join('\n')}\n`;
    const up = await uploadOk(t, admin.cookie, csv);
    const mapping = { name: 'Name', email: 'Email' };
    const [toA, toB] = await Promise.all([
      importRequest(t, admin.cookie, up.id, 'preview', { ...options([agentA.email]), mapping }),
      importRequest(t, admin.cookie, up.id, 'preview', { ...options([agentB.email]), mapping }),
    ]);
    expect([toA.statusCode, toB.statusCode], toA.body + toB.body).toEqual([200, 200]);
    expect([toA.json().valid, toB.json().valid]).toEqual([40, 40]);
    expect((await stagedRows(up.id)).checked).toHaveLength(40);
  });

  it('commits with its own options, not those of an earlier preview', async () => {
    const up = await uploadOk(t, admin.cookie, 'Name,Email\nSwitch,switch@example.com\n');
    const mapping = { name: 'Name', email: 'Email' };
    const toA = { ...options([agentA.email]), mapping };
    expect((await importRequest(t, admin.cookie, up.id, 'preview', toA)).statusCode).toBe(200);
    await commitAndWait(up.id, { ...options([agentB.email]), mapping });
    expect(await rows(`select agent_id from clients where email = 'switch@example.com'`)).toEqual([
      { agent_id: agentB.id },
    ]);
  });

  it('refuses agents on every import route', async () => {
    const up = await uploadOk(t, admin.cookie, 'Name,Email\nX,x@example.com\n');
    const body = options([agentA.email]);
    for (const [method, url] of [
      ['GET', `/api/imports/${up.id}`],
      ['POST', `/api/imports/${up.id}/preview`],
      ['POST', `/api/imports/${up.id}/commit`],
      ['POST', `/api/imports/${up.id}/revert`],
      ['GET', `/api/imports/${up.id}/failed.csv`],
    ] as const) {
      const res = await t.request({
        method,
        url,
        cookie: agentA.cookie,
        ...(method === 'POST' ? { payload: body } : {}),
      });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
