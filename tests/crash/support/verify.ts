import type { Ack } from './writer';

export type Row = Record<string, unknown>;
/** Runs SQL on the database under test (PGlite opened on the data directory, or PostgreSQL). */
export type Query = (text: string, params?: unknown[]) => Promise<Row[]>;

export type AckReport = { checked: number; lost: string[] };

const str = (row: Row, key: string) => String(row[key]);

/** Every acknowledged write must be in the database (the Jepsen-style "no acknowledged write lost"). */
export async function findLostWrites(query: Query, acks: Ack[]): Promise<AckReport> {
  const ids = [...new Set(acks.map((a) => a.clientId))];
  const clients = new Map(
    (await query('select id::text as id, version from clients where id::text = any($1)', [ids])).map((r) => [
      str(r, 'id'),
      Number(r.version),
    ]),
  );
  const notes = new Set(
    (
      await query('select client_id::text as id, text from client_notes where client_id::text = any($1)', [
        ids,
      ])
    ).map((r) => `${str(r, 'id')}|${str(r, 'text')}`),
  );
  const events = new Map<string, number>();
  for (const r of await query(
    'select client_id::text as id, status, count(*)::int as n from client_status_events where client_id::text = any($1) group by 1, 2',
    [ids],
  )) {
    events.set(`${str(r, 'id')}|${str(r, 'status')}`, Number(r.n));
  }

  const lost: string[] = [];
  const statusAcks = new Map<string, number>();
  for (const ack of acks) {
    if (ack.kind === 'create' && !clients.has(ack.clientId)) lost.push(`client ${ack.clientId}`);
    if (ack.kind === 'note' && !notes.has(`${ack.clientId}|${ack.text}`)) lost.push(`note "${ack.text}"`);
    if (ack.kind === 'status') {
      const key = `${ack.clientId}|${ack.status}`;
      statusAcks.set(key, (statusAcks.get(key) ?? 0) + 1);
      const version = clients.get(ack.clientId) ?? 0;
      if (version < ack.version)
        lost.push(`client ${ack.clientId} is at version ${version}, ${ack.version} was acknowledged`);
    }
  }
  for (const [key, n] of statusAcks) {
    const found = events.get(key) ?? 0;
    if (found < n) lost.push(`status change ${key}: ${n} acknowledged, ${found} stored`);
  }
  return { checked: acks.length, lost };
}

/**
 * Physical and logical integrity: every B-tree index matches its table (amcheck with
 * heapallindexed), no child row lost its parent, and each client's row agrees with its history.
 */
export async function integrityProblems(query: Query): Promise<string[]> {
  const problems: string[] = [];
  await query('create extension if not exists amcheck');
  try {
    const checked = await query(`select count(bt_index_check(c.oid, true))::int as n
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
      join pg_namespace ns on ns.oid = c.relnamespace where am.amname = 'btree' and ns.nspname = 'public'`);
    if (Number(checked[0]?.n ?? 0) < 10) problems.push(`only ${checked[0]?.n} indexes checked`);
  } catch (error) {
    problems.push(`amcheck: ${error instanceof Error ? error.message : String(error)}`);
  }
  const checks: [string, string][] = [
    [
      'notes without a client',
      'select count(*)::int as n from client_notes n left join clients c on c.id = n.client_id where c.id is null',
    ],
    [
      'history without a client',
      'select count(*)::int as n from client_status_events e left join clients c on c.id = e.client_id where c.id is null',
    ],
    [
      'sessions without a user',
      'select count(*)::int as n from session s left join "user" u on u.id = s.user_id where u.id is null',
    ],
    [
      'clients without history',
      'select count(*)::int as n from clients c where not exists (select 1 from client_status_events e where e.client_id = c.id)',
    ],
    [
      'clients whose status is not their latest history entry',
      `select count(*)::int as n from clients c where c.status <> (select e.status from client_status_events e
        where e.client_id = c.id order by e.changed_at desc, e.id desc limit 1)`,
    ],
  ];
  for (const [label, text] of checks) {
    const n = Number((await query(text))[0]?.n ?? -1);
    if (n !== 0) problems.push(`${label}: ${n}`);
  }
  return problems;
}
