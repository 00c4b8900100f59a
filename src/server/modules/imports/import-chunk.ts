import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clientNotes, clientStatusEvents, clients, user } from '#server/db/schema';
import { agentDisplayNameSql } from '#server/modules/agents/agent-display-name-sql';
import { assignAgents } from './assign-agents';
import { existingMatch, type ResolvedOptions, useBtreeLookups } from './import-options';
import { importClients, importPrepared, imports } from './tables';

export type Actor = { id: string; name: string };

export type ChunkContext = {
  db: Db;
  importId: string;
  resolved: ResolvedOptions;
  actor: Actor;
  /** "Assigned to {agent} by … in an import.": the history note of each created client. */
  assignedNote: string;
  chunkSize: number;
  /** Runs inside the chunk's transaction before its progress is saved (tests throw here). */
  beforeSave?: (fromRow: number) => void | Promise<void>;
};

type Candidate = { row_no: number; agent_id: string | null; existing_id: string | null };

async function insertClients(tx: Db, ctx: ChunkContext, rowNos: number[], agentIds: string[]) {
  if (rowNos.length === 0) return 0;
  const { importId, actor } = ctx;
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`with src as (
        select p.row_no, p.name, p.email, p.email_key, p.phone, p.country, p.status, p.note, a.agent_id
        from unnest(${sql.param(rowNos)}::int[], ${sql.param(agentIds)}::text[]) as a(row_no, agent_id)
        join ${importPrepared} p on p.import_id = ${importId} and p.row_no = a.row_no
      ), ins as (
        insert into ${clients} (name, email, phone, country, status, agent_id)
        select name, email, phone, country, status, agent_id from src order by row_no
        on conflict (agent_id, lower(email)) do nothing
        returning id, agent_id, lower(email) as email_key, version, last_contact_at
      ), made as (
        select ins.id, ins.agent_id, ins.version, ins.last_contact_at, src.row_no, src.status, src.note
        from ins join src on src.agent_id = ins.agent_id and src.email_key = ins.email_key
      ), events as (
        insert into ${clientStatusEvents} (client_id, status, actor_id, actor_name)
        select id, status, ${actor.id}, ${actor.name} from made
      ), notes as (
        insert into ${clientNotes} (client_id, text, author_id, author_name)
        select m.id, replace(${ctx.assignedNote}, '{agent}', ${agentDisplayNameSql(sql`u.id`, sql`u.name`)}),
            ${actor.id}, ${actor.name}
          from made m join ${user} u on u.id = m.agent_id
        union all
        select id, note, ${actor.id}, ${actor.name} from made where note is not null
      ), rec as (
        insert into ${importClients} (import_id, client_id, row_no, kind, version_after, contact_after)
        select ${importId}, id, row_no, 'created', version, last_contact_at from made
      )
      select count(*)::int as n from made`,
  );
  return Number(row?.n ?? 0);
}

async function updateClients(tx: Db, ctx: ChunkContext, rowNos: number[], clientIds: string[]) {
  if (rowNos.length === 0) return 0;
  const { importId, actor } = ctx;
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`with src as (
        select p.row_no, p.name, p.phone, p.country, p.note, a.client_id
        from unnest(${sql.param(rowNos)}::int[], ${sql.param(clientIds)}::uuid[]) as a(row_no, client_id)
        join ${importPrepared} p on p.import_id = ${importId} and p.row_no = a.row_no
      ), one as (
        select distinct on (client_id) * from src order by client_id, row_no
      ), prev as (
        select c.id, c.name, c.phone, c.country from ${clients} c join one on c.id = one.client_id
      ), upd as (
        update ${clients} c set name = one.name, phone = coalesce(one.phone, c.phone),
          country = coalesce(one.country, c.country), version = c.version + 1, updated_at = now()
        from one where c.id = one.client_id
        returning c.id, c.version, c.last_contact_at
      ), notes as (
        insert into ${clientNotes} (client_id, text, author_id, author_name)
        select upd.id, one.note, ${actor.id}, ${actor.name} from upd join one on one.client_id = upd.id
        where one.note is not null
      ), rec as (
        insert into ${importClients} (import_id, client_id, row_no, kind, previous, version_after, contact_after)
        select ${importId}, upd.id, one.row_no, 'updated',
          jsonb_build_object('name', prev.name, 'phone', prev.phone, 'country', prev.country),
          upd.version, upd.last_contact_at
        from upd join one on one.client_id = upd.id join prev on prev.id = upd.id
        on conflict (import_id, client_id) do update
          set version_after = excluded.version_after, contact_after = excluded.contact_after
      )
      select count(*)::int as n from upd`,
  );
  return Number(row?.n ?? 0);
}

/**
 * One chunk of the commit, in one transaction with its progress (docs/decisions/0029): the chunk's
 * new clients with their first history entry, assignment note and file note; the duplicates
 * updated or skipped; and the import's row advanced by exactly these counts. The import row is
 * locked first, so two instances never write the same chunk; a chunk that fails leaves nothing.
 * Answers false when there was nothing left to do.
 */
export async function runImportChunk(ctx: ChunkContext): Promise<boolean> {
  const { importId, resolved } = ctx;
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await useBtreeLookups(tx, resolved);
    const [state] = await rowsOf<{
      rows_done: number;
      row_count: number;
      next_agent: number;
      status: string;
    }>(
      tx,
      sql`select rows_done, row_count, next_agent, status from ${imports} where id = ${importId} for update`,
    );
    if (state?.status !== 'running' || state.rows_done >= state.row_count) return false;
    const from = state.rows_done + 1;
    const to = Math.min(state.rows_done + ctx.chunkSize, state.row_count);
    const range = sql`p.import_id = ${importId} and p.row_no between ${from} and ${to}`;
    const [tally] = await rowsOf<{ failed: number; in_file: number }>(
      tx,
      sql`select count(*) filter (where p.error_message is not null)::int as failed,
          count(*) filter (where p.error_message is null and p.duplicate_of is not null)::int as in_file
        from ${importPrepared} p where ${range}`,
    );
    const candidates = await rowsOf<Candidate>(
      tx,
      sql`select p.row_no, p.agent_id, ${existingMatch(resolved)} as existing_id from ${importPrepared} p
        where ${range} and p.error_message is null and p.duplicate_of is null order by p.row_no`,
    );
    const fresh = candidates.filter((c) => c.existing_id === null);
    const existing = candidates.filter((c) => c.existing_id !== null);
    const assigned = await assignAgents(
      tx,
      resolved,
      fresh.map((c) => ({ agentId: c.agent_id })),
      state.next_agent,
    );
    const created = await insertClients(
      tx,
      ctx,
      fresh.map((c) => c.row_no),
      assigned.agentIds,
    );
    const update = resolved.options.duplicates === 'update';
    const updated = update
      ? await updateClients(
          tx,
          ctx,
          existing.map((c) => c.row_no),
          existing.map((c) => c.existing_id ?? ''),
        )
      : 0;
    // Rows not written: duplicates in the file, duplicates skipped, and new rows that met a client
    // added meanwhile with the same email for the same agent.
    const skipped = Number(tally?.in_file ?? 0) + (fresh.length - created) + (existing.length - updated);
    await ctx.beforeSave?.(from);
    await tx.execute(sql`update ${imports} set rows_done = ${to}, created = created + ${created},
        updated = updated + ${updated}, skipped = skipped + ${skipped}, failed = failed + ${Number(tally?.failed ?? 0)},
        next_agent = ${assigned.nextAgent}, updated_at = now()
      where id = ${importId}`);
    return true;
  });
}
