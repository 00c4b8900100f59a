import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { CLIENT_STATUSES, type ClientStatus, canTransition, isTerminal } from '#shared/domain';
import type { BulkSkipReason } from '#shared/schemas/bulk';
import { webhookEventCte } from '../webhooks/outbox';
import type { BulkPlan } from './bulk-plan';

/** Who the job acts as: notes, history and audit rows name them as the single-client paths do. */
export type JobActor = { id: string; email: string; name: string };

/** A list of texts as one array parameter (drizzle would otherwise spread an array into a list). */
const textArray = (items: readonly string[]) => sql`${sql.param(items)}::text[]`;

export type ChunkInput = { jobId: string; actor: JobActor; plan: BulkPlan; from: number; to: number };
export type SkippedClient = { clientId: string; name: string | null; reason: BulkSkipReason };

/**
 * The chunk's clients that still exist, locked in id order (two jobs over the same clients lock
 * them in the same order and cannot deadlock), with `batch` holding every item of the chunk.
 */
function lockedClients(input: ChunkInput, columns: SQL): SQL {
  return sql`batch as (
      select i.seq, i.client_id from batch_job_items i
      where i.job_id = ${input.jobId} and i.seq > ${input.from} and i.seq <= ${input.to}),
    locked as (
      select b.seq, ${columns} from batch b join clients c on c.id = b.client_id
      order by c.id for update of c)`;
}

/** The chunk's items whose client was deleted since the job was requested. */
const GONE = sql`select 'gone' as reason, b.client_id as "clientId", null as name from batch b
  where not exists (select 1 from locked l where l.id = b.client_id)`;

/**
 * Reassignment (the single path: update-client.ts): the owner, a new version, the last contact,
 * a note "Reassigned to … by …" and a `reassign_client` audit row per client. Skipped: clients
 * already with their target agent, and those whose email the target agent already has (the unique
 * (agent, email) rule), counting clients earlier in the same chunk. Round robin deals the clients
 * out by their place in the selection.
 */
function reassignSql(input: ChunkInput & { plan: Extract<BulkPlan, { type: 'reassign' }> }): SQL {
  const { plan, actor, jobId } = input;
  const agentIds = plan.agents.map((a) => a.id);
  const notes = plan.agents.map((a) => a.note);
  const target = sql`(${textArray(agentIds)})[((l.seq - 1) % ${agentIds.length}) + 1]`;
  return sql`with ${lockedClients(input, sql`c.id, c.name, c.agent_id, lower(c.email) as email_key`)},
    targeted as (select l.*, ${target} as to_agent from locked l),
    classified as (
      select t.*, case
        when t.agent_id is not distinct from t.to_agent then 'same-agent'
        when exists (select 1 from clients o
          where o.agent_id = t.to_agent and lower(o.email) = t.email_key and o.id <> t.id) then 'duplicate-email'
        when row_number() over (partition by t.to_agent, t.email_key order by t.seq) > 1 then 'duplicate-email'
      end as reason
      from targeted t),
    moved as (
      update clients c set agent_id = k.to_agent, version = c.version + 1, updated_at = now(), last_contact_at = now()
      from classified k where c.id = k.id and k.reason is null
      returning c.id, k.agent_id as from_agent, k.to_agent),
    noted as (
      insert into client_notes (client_id, text, author_id, author_name)
      select m.id, n.note, ${actor.id}, ${actor.name}
      from moved m join unnest(${textArray(agentIds)}, ${textArray(notes)}) as n(agent_id, note) on n.agent_id = m.to_agent),
    audited as (
      insert into audit_log (actor_id, actor_email, action, target_type, target_id, details)
      select ${actor.id}, ${actor.email}, 'reassign_client', 'client', m.id::text,
        json_build_object('from', m.from_agent, 'to', m.to_agent, 'jobId', ${jobId}::text)::text
      from moved m)${webhookEventCte(
        'assigned_event',
        'client.assigned',
        'moved',
        sql`jsonb_build_object('clientId', src.id, 'agentId', src.to_agent, 'previousAgentId', src.from_agent,
        'by', ${actor.name}::text, 'bulkJobId', ${jobId}::text)`,
      )}
    select reason, id as "clientId", name from classified where reason is not null
    union all ${GONE}`;
}

/** Statuses a client may leave for `target`; a status outside the pipeline may go anywhere (update-client.ts). */
function allowedFrom(target: ClientStatus): string[] {
  return CLIENT_STATUSES.filter((s) => s !== target && canTransition(s, target));
}

/**
 * A status change (the single path: plan-client-update.ts): the status, a new version, the last
 * contact, a status event, and no follow-up after a terminal status. Skipped: clients already in
 * it, those the transition table does not allow, and, for Account Details, clients without stored
 * trading account details (the dialog asks for them).
 */
function statusSql(input: ChunkInput & { plan: Extract<BulkPlan, { type: 'status' }> }): SQL {
  const { plan, actor } = input;
  const target = plan.status;
  const needsAccount = target === 'account-details';
  return sql`with ${lockedClients(
    input,
    sql`c.id, c.name, c.status, (c.trading_account_id is not null and c.trading_account_server is not null
      and c.trading_account_password is not null) as has_account`,
  )},
    classified as (
      select l.*, case
        when l.status = ${target} then 'same-status'
        when l.status = any(${textArray(CLIENT_STATUSES)}) and not l.status = any(${textArray(allowedFrom(target))})
          then 'transition-not-allowed'
        when ${needsAccount} and not l.has_account then 'account-details-required'
      end as reason
      from locked l),
    changed as (
      update clients c set status = ${target}, version = c.version + 1, updated_at = now(), last_contact_at = now(),
        next_follow_up_at = ${isTerminal(target) ? sql`null` : sql`c.next_follow_up_at`}
      from classified k where c.id = k.id and k.reason is null
      returning c.id),
    events as (
      insert into client_status_events (client_id, status, actor_id, actor_name)
      select id, ${target}, ${actor.id}, ${actor.name} from changed)${webhookEventCte(
        'status_event',
        'client.status_changed',
        'changed',
        sql`jsonb_build_object('clientId', src.id, 'status', ${target}::text,
        'previousStatus', (select k.status from classified k where k.id = src.id), 'by', ${actor.name}::text,
        'bulkJobId', ${input.jobId}::text)`,
      )}
    select reason, id as "clientId", name from classified where reason is not null
    union all ${GONE}`;
}

/** A note on each client (the single path's appendNotes): the note and the last contact, no new version. */
function noteSql(input: ChunkInput & { plan: Extract<BulkPlan, { type: 'note' }> }): SQL {
  const { plan, actor } = input;
  return sql`with ${lockedClients(input, sql`c.id`)},
    touched as (
      update clients c set last_contact_at = greatest(c.last_contact_at, clock_timestamp())
      from locked l where c.id = l.id returning c.id),
    noted as (
      insert into client_notes (client_id, text, author_id, author_name)
      select id, ${plan.text}, ${actor.id}, ${actor.name} from touched)
    ${GONE}`;
}

/** Deletion (the single path: delete-client.ts): the client with its children, and a `delete_client` audit row. */
function deleteSql(input: ChunkInput): SQL {
  const { actor, jobId } = input;
  return sql`with ${lockedClients(input, sql`c.id`)},
    deleted as (
      delete from clients c using locked l where c.id = l.id
      returning c.id, c.agent_id, c.status),
    audited as (
      insert into audit_log (actor_id, actor_email, action, target_type, target_id, details)
      select ${actor.id}, ${actor.email}, 'delete_client', 'client', d.id::text,
        json_build_object('agentId', d.agent_id, 'status', d.status, 'jobId', ${jobId}::text)::text
      from deleted d)${webhookEventCte(
        'deleted_event',
        'client.deleted',
        'deleted',
        sql`jsonb_build_object('clientId', src.id, 'agentId', src.agent_id, 'status', src.status,
        'bulkJobId', ${jobId}::text)`,
      )}
    ${GONE}`;
}

function chunkSql(input: ChunkInput): SQL {
  const { plan } = input;
  switch (plan.type) {
    case 'reassign':
      return reassignSql({ ...input, plan });
    case 'status':
      return statusSql({ ...input, plan });
    case 'note':
      return noteSql({ ...input, plan });
    case 'delete':
      return deleteSql(input);
  }
}

/**
 * Applies the action to items `from + 1 … to` of the job in one set-based statement (one UPDATE
 * or DELETE for the chunk, its notes, events and audit rows as INSERT … SELECT), inside the
 * caller's transaction. Answers the clients left as they were, with the reason; every other item
 * of the range was changed.
 */
export async function applyChunk(tx: Db, input: ChunkInput): Promise<SkippedClient[]> {
  return rowsOf<SkippedClient>(tx, chunkSql(input));
}
