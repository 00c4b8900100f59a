import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { importRequest, options, uploadCsv, uploadOk } from './imports-test-support';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });
const agent = setupUser(t, { role: 'agent' });

async function importCount() {
  const { rows } = await t.database.rawSql('select count(*)::int as n from imports', []);
  const { rows: staged } = await t.database.rawSql('select count(*)::int as n from import_rows', []);
  return [(rows[0] as { n: number }).n, (staged[0] as { n: number }).n];
}

describe('POST /api/imports', () => {
  it('stages a comma file with a BOM, quotes and CRLF, and answers its header, first rows and count', async () => {
    const csv =
      '\uFEFFName,Email,Note\r\n"Smith, Ann",ann@example.com,"said ""hi""\r\nthen left"\r\nBob,bob@example.com,\r\n';
    const body = await uploadOk(t, admin.cookie, csv);
    expect(body.columns).toEqual(['Name', 'Email', 'Note']);
    expect(body.rowCount).toBe(2);
    expect(body.sampleRows).toEqual([
      ['Smith, Ann', 'ann@example.com', 'said "hi"\r\nthen left'],
      ['Bob', 'bob@example.com', ''],
    ]);
  });

  it('reads a semicolon file with LF line ends', async () => {
    const body = await uploadOk(
      t,
      admin.cookie,
      'Name;Email;Country\nAnn;ann@example.com;Deutschland, Ost\n',
    );
    expect(body.columns).toEqual(['Name', 'Email', 'Country']);
    expect(body.sampleRows).toEqual([['Ann', 'ann@example.com', 'Deutschland, Ost']]);
  });

  it('is listed in the history, newest first, and readable by id', async () => {
    const first = await uploadOk(t, admin.cookie, 'Name,Email\nA,a@example.com\n');
    const second = await uploadOk(t, admin.cookie, 'Name,Email\nB,b@example.com\n');
    const list = await t.request({ method: 'GET', url: '/api/imports', cookie: admin.cookie });
    const ids = (list.json() as { items: { id: string }[] }).items.map((i) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const one = await t.request({ method: 'GET', url: `/api/imports/${first.id}`, cookie: admin.cookie });
    expect(one.json()).toMatchObject({
      id: first.id,
      status: 'uploaded',
      rowsDone: 0,
      rowCount: 1,
      created: 0,
    });
  });

  const refused: [string, string | Buffer, string][] = [
    ['an empty file', '', MESSAGES.importEmpty],
    ['a header-only file', 'Name,Email\r\n', MESSAGES.importHeaderOnly],
    ['a binary file', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01, 0x02]), MESSAGES.importNotCsv],
    [
      'mixed encodings (a Latin-1 byte in UTF-8 text)',
      Buffer.concat([
        Buffer.from('Name,Email\nJosé,j@example.com\nJos'),
        Buffer.from([0xe9]),
        Buffer.from(',k@example.com\n'),
      ]),
      MESSAGES.importBadEncoding,
    ],
    [
      'a duplicate header',
      'Name,Email,email\nA,a@example.com,b\n',
      MESSAGES.importBadHeader.replace('{column}', '"email"'),
    ],
    [
      'an empty header',
      'Name,,Email\nA,x,a@example.com\n',
      MESSAGES.importBadHeader.replace('{column}', '2'),
    ],
  ];
  it.each(refused)('refuses %s with a clear 400 and stores nothing', async (_label, csv, message) => {
    const before = await importCount();
    const res = await uploadCsv(t, admin.cookie, csv);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await importCount()).toEqual(before);
  });

  it('refuses a body that is not text/csv', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/imports',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/octet-stream' },
      payload: 'Name,Email\nA,a@example.com\n',
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses 300 MB declared up front with 413', async () => {
    const before = await importCount();
    const res = await uploadCsv(t, admin.cookie, 'Name,Email\n', {
      'content-length': String(300 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MESSAGES.importTooLarge);
    expect(await importCount()).toEqual(before);
  });

  it('refuses a streamed 300 MB body with 413 once 200 MB have arrived, storing nothing', async () => {
    const before = await importCount();
    // Blank lines: the parser skips them, so the limit is met without staging any row.
    const mb = Buffer.alloc(1024 * 1024, '\n');
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent === 0) this.push('Name,Email\n');
        sent++;
        this.push(sent > 300 ? null : mb);
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: {
        origin: 'http://127.0.0.1:3000',
        host: '127.0.0.1:3000',
        cookie: admin.cookie,
        'content-type': 'text/csv',
      },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error.message).toBe(MESSAGES.importTooLarge);
    expect(await importCount()).toEqual(before);
  });

  it('removes, with a later upload, what an upload cut off by a crash had staged, and uploads never committed for a week', async () => {
    const stage = async (age: string, status = 'uploading') => {
      const { rows } = await t.database.rawSql(
        `insert into imports (file_name, status, columns, row_count, created_at, updated_at)
          values ('cut-off.csv', $2, '["Name","Email"]'::jsonb, 0, now() - $1::interval, now() - $1::interval)
          returning id`,
        [age, status],
      );
      const id = (rows[0] as { id: string }).id;
      await t.database.rawSql(
        `insert into import_rows (import_id, row_no, cells) values ($1, 1, '["A","a@example.com"]'::jsonb)`,
        [id],
      );
      return id;
    };
    const abandoned = await stage('7 hours');
    const underWay = await stage('10 minutes');
    const forgotten = await stage('8 days', 'uploaded');
    const previewed = await stage('8 days', 'uploaded');
    const preview = await importRequest(t, admin.cookie, previewed, 'preview', {
      ...options([agent.email]),
      mapping: { name: 'Name', email: 'Email' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    await uploadOk(t, admin.cookie, 'Name,Email\nCara,cara@example.com\n');
    const left = async (id: string) => {
      const { rows } = await t.database.rawSql(
        'select (select count(*) from imports where id = $1)::int as imports, (select count(*) from import_rows where import_id = $1)::int as rows',
        [id],
      );
      return rows[0];
    };
    expect(await left(abandoned)).toEqual({ imports: 0, rows: 0 });
    expect(await left(underWay)).toEqual({ imports: 1, rows: 1 });
    expect(await left(forgotten)).toEqual({ imports: 0, rows: 0 });
    expect(await left(previewed)).toEqual({ imports: 1, rows: 1 });
    await t.database.rawSql('delete from imports where id = any($1)', [[underWay, previewed]]);
  });

  it('refuses agents (403) and cross-site posts', async () => {
    expect((await uploadCsv(t, agent.cookie, 'Name,Email\nA,a@example.com\n')).statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: {
        origin: 'https://evil.example',
        host: '127.0.0.1:3000',
        cookie: admin.cookie,
        'content-type': 'text/csv',
      },
      payload: 'Name,Email\nA,a@example.com\n',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/imports', cookie: agent.cookie })).statusCode).toBe(
      403,
    );
  });
});
