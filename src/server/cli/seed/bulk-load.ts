import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { CONNECTED_OUTCOMES, MEETING_OUTCOMES } from '#shared/domain/calls';

const outcomeList = (outcomes: readonly string[]) => sql.raw(outcomes.map((o) => `'${o}'`).join(', '));

/** The tables a client batch writes to. */
const TABLES = ['clients', 'client_notes', 'client_status_events', 'invoices', 'client_calls'];

type Definition = { table: string; name: string; ddl: string; kind: 'key' | 'index' | 'foreign' };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The indexes and constraints of the client tables, and the foreign keys of other tables that
 * point at them (their keys cannot be dropped while those exist), read from the catalogue so the
 * copy matches whatever the migrations made.
 */
async function readDefinitions(db: Db): Promise<Definition[]> {
  const tableList = sql.join(
    TABLES.map((t) => sql`${t}`),
    sql`, `,
  );
  const constraints = await rowsOf<{ table: string; name: string; type: string; def: string }>(
    db,
    sql`select c.conrelid::regclass::text as "table", c.conname as name, c.contype as type,
          pg_get_constraintdef(c.oid) as def
        from pg_constraint c
        where (c.conrelid::regclass::text in (${tableList}) and c.contype in ('p', 'u', 'f'))
          or (c.contype = 'f' and c.confrelid::regclass::text in (${tableList}))`,
  );
  const indexes = await rowsOf<{ table: string; name: string; def: string }>(
    db,
    sql`select i.indrelid::regclass::text as "table", i.indexrelid::regclass::text as name,
          pg_get_indexdef(i.indexrelid) as def
        from pg_index i where i.indrelid::regclass::text in (${tableList})
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  const alter = (c: { table: string; name: string; def: string }) =>
    `alter table ${c.table} add constraint ${quoted(c.name)} ${c.def}`;
  const kindOf = (type: string): Definition['kind'] => (type === 'f' ? 'foreign' : 'key');
  return [
    ...constraints.map((c): Definition => ({ ...c, ddl: alter(c), kind: kindOf(c.type) })),
    ...indexes.map((i): Definition => ({ table: i.table, name: i.name, ddl: i.def, kind: 'index' })),
  ];
}

async function drop(db: Db, definitions: Definition[]) {
  // Foreign keys first: the primary keys they point at cannot go while they exist.
  const byKind = (kind: Definition['kind']) => definitions.filter((d) => d.kind === kind);
  for (const d of [...byKind('foreign'), ...byKind('key'), ...byKind('index')]) {
    await db.execute(
      sql.raw(
        d.kind === 'index'
          ? `drop index if exists ${quoted(d.name)}`
          : `alter table ${d.table} drop constraint if exists ${quoted(d.name)}`,
      ),
    );
  }
}

/** Runs `tasks` with at most `parallel` at a time. */
export async function inParallel(tasks: (() => Promise<void>)[], parallel: number) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < tasks.length; i = next++) await tasks[i]?.();
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}

type Build = { parallel: number; memory: string };

async function restore(db: Db, definitions: Definition[], { parallel, memory }: Build) {
  const present = new Set(
    (
      await rowsOf<{ name: string }>(
        db,
        sql`select conname as name from pg_constraint union all select relname from pg_class where relkind = 'i'`,
      )
    ).map((r) => r.name),
  );
  // Keys before indexes, foreign keys last: they need the keys they point at.
  for (const kind of ['key', 'index', 'foreign'] as const) {
    const todo = definitions.filter((d) => d.kind === kind && !present.has(d.name));
    await inParallel(
      todo.map((d) => async () => {
        await db.transaction(async (tx) => {
          // Sorting in memory is what makes a GIN build fast; the setting ends with the build.
          await tx.execute(sql.raw(`set local maintenance_work_mem = '${memory}'`));
          await tx.execute(sql.raw(d.ddl));
        });
      }),
      parallel,
    );
  }
}

/**
 * Loads the client tables the way PostgreSQL loads fastest: without indexes and constraints, built
 * once at the end (one sort each instead of millions of index insertions). Whatever happens, every
 * index and constraint is put back before this returns.
 */
export async function withoutIndexes(
  db: Db,
  build: Build,
  load: () => Promise<void>,
  log: (m: string) => void,
) {
  const definitions = await readDefinitions(db);
  await drop(db, definitions);
  try {
    await load();
  } finally {
    const started = performance.now();
    await restore(db, definitions, build);
    log(`indexes and constraints rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * Runs `load` with the insert triggers whose work a batch does in bulk switched off: call_rollup's
 * (parallel batches would each upsert most of the same buckets and wait on each other's locks; the
 * rollup is rebuilt from the calls afterwards), the status events' stay lookup (the batch writes
 * each event's previous status and time itself, and the lookup's index is dropped during the load)
 * and the owner lookups of status events and invoices (the batch writes each row's agent itself).
 */
const LOAD_TRIGGERS = [
  ['client_calls', 'client_calls_rollup_inserts'],
  ['client_status_events', 'client_status_events_previous'],
  ['client_status_events', 'client_status_events_owner'],
  ['invoices', 'invoices_owner'],
] as const;

export async function withoutLoadTriggers(db: Db, load: () => Promise<void>) {
  for (const [table, trigger] of LOAD_TRIGGERS) {
    await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  }
  try {
    await load();
  } finally {
    for (const [table, trigger] of LOAD_TRIGGERS) {
      await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
    }
  }
}

/**
 * call_rollup summed again from every call, in one statement (the same figures as migration 0014),
 * written in key order: one day of every agent then sits on a few hundred pages, as the live
 * rollup does (its rows are written as the day goes), instead of one row per page.
 */
export async function rebuildCallRollup(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from call_rollup`);
    await tx.execute(sql`insert into call_rollup (bucket_start, agent_id, dials, connected, talk_seconds, meetings)
      select date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), agent_id, count(*),
        count(*) filter (where outcome in (${outcomeList(CONNECTED_OUTCOMES)})), sum(duration_seconds),
        count(*) filter (where outcome in (${outcomeList(MEETING_OUTCOMES)}))
      from client_calls where agent_id is not null group by 1, 2 order by 1, 2`);
  });
}

/** Statistics for the planner, and the visibility map that index-only scans need. */
export async function vacuumAnalyze(db: Db) {
  for (const table of [...TABLES, 'call_rollup', 'call_day_rollup', 'user', 'account']) {
    await db.execute(sql.raw(`vacuum (analyze) ${quoted(table)}`));
  }
}
