import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clientCalls, clients } from '#server/db/schema';
import { notFound } from '#server/errors';
import { readSettingsSection } from '#server/settings';
import { CALL_OUTCOME_INFO, suggestedFollowUp } from '#shared/domain';
import type { Call, LogCallAnswer, LogCallInput } from '#shared/schemas/calls';
import { webhookEventCte } from '../webhooks/outbox';
import { wantsWebhookEvent, webhookEventsCommitted } from '../webhooks/subscriptions';
import { iso } from './activity-sql';
import { actorName } from './client-access';
import { clientScope } from './client-scope';
import { loadClientView } from './client-view';

/**
 * The follow-up a call leaves (issue 14): the one given (null: none); wrong-number always none;
 * when none is given, the suggested retry after an unanswered call, else none: the call answered
 * whatever follow-up brought the agent to it.
 */
async function followUpAfter(db: Db, body: LogCallInput): Promise<Date | null> {
  if (CALL_OUTCOME_INFO[body.outcome].clearsFollowUp) return null;
  if (body.nextFollowUpAt !== undefined) return body.nextFollowUpAt ? new Date(body.nextFollowUpAt) : null;
  if (!CALL_OUTCOME_INFO[body.outcome].suggestsRetry) return null;
  const { retryMinutes } = await readSettingsSection(db, 'calling');
  return suggestedFollowUp(body.outcome, retryMinutes);
}

/**
 * POST /api/clients/:id/calls: one statement, so atomic without a transaction. The client row is
 * updated first (call count, last contact, follow-up), which also checks the caller may see it and
 * locks it, so parallel calls on one client count one each; the call is inserted only if the row
 * was updated.
 */
export async function logCall({
  db,
  actor,
  id,
  body,
}: {
  db: Db;
  actor: SessionUser;
  id: string;
  body: LogCallInput;
}): Promise<LogCallAnswer> {
  const followUp = await followUpAfter(db, body);
  const agentName = actorName(actor);
  const wantsEvent = wantsWebhookEvent(db, 'call.logged');
  const event = wantsEvent
    ? webhookEventCte(
        'call_event',
        'call.logged',
        'inserted',
        sql`jsonb_build_object('clientId', src.client_id, 'callId', src.id, 'agentId', src.agent_id,
          'outcome', src.outcome, 'durationSeconds', src.duration_seconds, 'note', src.note,
          'nextFollowUpAt', ${followUp?.toISOString() ?? null}::text)`,
      )
    : sql``;
  const [call] = await rowsOf<Call>(
    db,
    sql`with stamp as (select clock_timestamp() as at),
      updated as (
        update ${clients} set ${sql.identifier('call_count')} = ${clients.callCount} + 1,
          ${sql.identifier('last_contact_at')} = greatest(${clients.lastContactAt}, (select at from stamp)),
          ${sql.identifier('next_follow_up_at')} = ${followUp?.toISOString() ?? null}::timestamptz
        where ${and(eq(clients.id, id), clientScope('clients', actor))}
        returning ${clients.id}),
      inserted as (
        insert into ${clientCalls} (client_id, agent_id, agent_name, outcome, duration_seconds, note, created_at)
        select id, ${actor.id}, ${agentName}, ${body.outcome}, ${body.durationSeconds}, ${body.note},
          (select at from stamp) from updated
        returning *)${event}
      select ${sql.raw('id')}, outcome, duration_seconds as "durationSeconds", note,
        ${iso(sql.raw('created_at'))} as "createdAt", agent_name as "agentName" from inserted`,
    { prepared: true },
  );
  if (!call) throw notFound();
  if (wantsEvent) webhookEventsCommitted(db);
  const client = await loadClientView(db, id);
  if (!client) throw notFound();
  return { call, client };
}
