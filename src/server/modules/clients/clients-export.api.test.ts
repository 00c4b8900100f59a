import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '#server/db/schema';
import { CSV_COLUMNS, CSV_FILE_NAME } from '#shared/domain';
import { lastAuditOf } from '#tests/support/audit-entries';
import { makeClient, makeUser, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { exportClientsCsv } from './export-clients';

const t = setupTestApp();
const agent = setupUser(t, { fullName: 'Carla Csv' });
const nameless = setupUser(t, { fullName: ' ' });
const admin = setupUser(t, { role: 'admin' });
/** The UTF-8 byte-order mark that starts the file, so spreadsheets read accented names right. */
const BOM = '\uFEFF';
const HEADER = CSV_COLUMNS.join(',');

beforeAll(async () => {
  await makeClient(t, agent, {
    name: 'Plain Paul',
    email: 'paul@example.com',
    phone: '555 0100',
    country: 'Chile',
  });
  await makeClient(t, agent, { name: 'Smith, "Jo"\nJunior', email: 'jo@example.com' });
  await makeClient(t, agent, {
    name: '=1+1',
    email: 'formula@example.com',
    country: '@SUM(A1)',
    phone: '+44 1',
  });
  const rung = await makeClient(t, nameless, { name: 'Rung Rita', email: 'rita@example.com' });
  await updateClientOk(t, nameless.cookie, rung.id, { status: 'ringing' });
  // Right-to-left text, an emoji, a backslash and quotes: the embedded database hands batches over
  // as JSON (decision 0035), which must give every character back as stored.
  await makeClient(t, agent, { name: 'مريم \\ 😀 "Ü"', email: 'maryam@example.com', country: 'مصر' });
});

const exportCsv = (query = '', cookie = admin.cookie) =>
  t.request({ method: 'GET', url: `/api/clients/export.csv${query}`, cookie });
const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/clients/export.csv', () => {
  it('streams RFC 4180 CSV as an attachment with the spec columns, newest first', async () => {
    const res = await exportCsv();
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${CSV_FILE_NAME}"`);
    const rungBy = `Agent ${nameless.id.slice(0, 6)}`;
    expect(res.body).toBe(
      [
        `${BOM}${HEADER}`,
        `"مريم \\ 😀 ""Ü""",maryam@example.com,,مصر,New Client,Carla Csv,${today()}`,
        `Rung Rita,rita@example.com,,,Ringing,${rungBy},${today()}`,
        `'=1+1,formula@example.com,+44 1,'@SUM(A1),New Client,Carla Csv,${today()}`,
        `"Smith, ""Jo""\nJunior",jo@example.com,,,New Client,Carla Csv,${today()}`,
        `Plain Paul,paul@example.com,555 0100,Chile,New Client,Carla Csv,${today()}`,
        '',
      ].join('\r\n'),
    );
  });

  it('honours the search, status and owner filters', async () => {
    const lines = async (query: string) => (await exportCsv(query)).body.trim().split('\r\n').slice(1);
    expect(await lines('?status=ringing')).toEqual([expect.stringMatching(/^Rung Rita,/)]);
    expect(await lines('?search=PAUL')).toEqual([expect.stringMatching(/^Plain Paul,/)]);
    expect(await lines(`?agentId=${agent.id}&search=csv`)).toHaveLength(4);
    expect(await lines(`?agentId=${nameless.id}&status=new-client`)).toEqual([]);
  });

  it('is only the header line when nothing matches', async () => {
    const res = await exportCsv('?search=nobody-matches-this');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`${BOM}${HEADER}\r\n`);
  });

  it('refuses bad filters before streaming', async () => {
    const res = await exportCsv('?status=bogus');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('records who exported with which filters', async () => {
    await exportCsv('?status=ringing&search=rita');
    const rows = await t.database.db.query.auditLog.findMany({
      where: (a, { eq }) => eq(a.action, 'export_clients'),
    });
    const last = rows.at(-1);
    expect(last).toMatchObject({ actorId: admin.id, actorEmail: admin.email });
    // The row count feeds the overview's export alert (issue 13).
    expect(JSON.parse(last?.details ?? '{}')).toEqual({
      search: 'rita',
      status: 'ringing',
      agentId: null,
      rows: 1,
    });
  });

  it('reads across batch edges without losing or repeating rows, even within one millisecond', async () => {
    const many = await makeUser(t, { fullName: 'Batch Agent' });
    for (let i = 0; i < 4; i++) await makeClient(t, many, { name: `Batch ${i}` });
    // Same millisecond, different microseconds, and exact ties broken by id.
    const stamps = ['2020-01-01T00:00:00.000001Z', '2020-01-01T00:00:00.000002Z'];
    await t.database.db.insert(clients).values(
      Array.from({ length: 7 }, (_, i) => ({
        name: `Old ${i}`,
        email: `old${i}@example.com`,
        agentId: many.id,
        createdAt: sql`${stamps[i % 2]}::timestamptz`,
      })),
    );
    const stream = await exportClientsCsv({
      db: t.database.db,
      admin: {
        id: admin.id,
        email: admin.email,
        fullName: 'A',
        role: 'admin',
        sessionId: '',
        sessionToken: '',
      },
      filters: { search: undefined, status: 'all', agentId: many.id },
      batchSize: 3,
      onError: (error) => expect.fail(String(error)),
    });
    let body = '';
    for await (const chunk of stream) body += String(chunk);
    const names = body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(names.slice(0, 4)).toEqual(['Batch 3', 'Batch 2', 'Batch 1', 'Batch 0']);
    expect(names).toHaveLength(11);
    expect(new Set(names).size).toBe(11);
    expect(names.slice(4, 7).sort()).toEqual(['Old 1', 'Old 3', 'Old 5']);
  });
});

describe('GET /api/clients/export.csv?check=true', () => {
  it('counts what the export would write, as JSON, without streaming or auditing it', async () => {
    await exportCsv();
    const before = await lastAuditOf(t, admin.id);
    const exported: unknown = JSON.parse(String(before?.details));
    const all = await exportCsv('?check=true');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^application\/json/);
    expect(exported).toMatchObject({ rows: all.json().rows });
    expect((await exportCsv('?check=true&status=ringing')).json()).toEqual({ rows: 1 });
    expect((await exportCsv('?check=true&search=nobody-matches')).json()).toEqual({ rows: 0 });
    expect((await lastAuditOf(t, admin.id))?.id).toBe(before?.id);
  });

  it('refuses what the export refuses: an agent, no session, a bad filter or a bad check', async () => {
    expect((await exportCsv('?check=true', agent.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/clients/export.csv?check=true' })).statusCode).toBe(
      401,
    );
    const badStatus = await exportCsv('?check=true&status=bogus');
    expect(badStatus.statusCode).toBe(400);
    const badCheck = await exportCsv('?check=yes');
    expect(badCheck.statusCode).toBe(400);
    expect(badCheck.json().error.fields).toHaveProperty('check');
  });
});
