import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { INITIAL_STATUS } from '#shared/domain';
import type { IntakeSubmission } from '#shared/schemas/intake';
import { webhookEventCte } from '../webhooks/outbox';
import { wantsWebhookEvent, webhookEventsCommitted } from '../webhooks/subscriptions';
import type { AdmittedForm } from './admit-submission';
import { pickAgent, TARGET_LABELS } from './pick-agent';

/**
 * Stores a lead (docs/decisions/0032). The same email already with one of the form's agents gets
 * a note on that client instead of a second client (`created: false`); otherwise a new client goes
 * to the picked agent, with its history entry naming the form and the rule that chose the agent,
 * the lead's note, and the `client.created` event. Submissions of one email wait for each other
 * (an advisory lock, taken by a statement of its own so the write after it sees what the previous
 * holder committed), so two at once still make one client. The write is one statement: whichever
 * of its two branches applies.
 */
export async function storeLead(
  db: Db,
  form: AdmittedForm,
  lead: IntakeSubmission,
): Promise<{ created: boolean }> {
  const by = `Intake form “${form.name}” (${TARGET_LABELS[form.targetMode]})`;
  const wantsEvent = wantsWebhookEvent(db, 'client.created');
  const client = {
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? null,
    country: lead.country ?? null,
    status: INITIAL_STATUS,
    agentId: pickAgent(form),
    utmSource: lead.utm_source,
    utmMedium: lead.utm_medium,
    utmCampaign: lead.utm_campaign,
  };
  const repeatNote = lead.note
    ? `Submitted ${form.name} again: ${lead.note}`
    : `Submitted ${form.name} again.`;
  const event = wantsEvent
    ? webhookEventCte(
        'created_event',
        'client.created',
        'created',
        sql`jsonb_build_object('client', ${JSON.stringify(client)}::jsonb || jsonb_build_object('id', src.id),
          'source', 'intake', 'intakeFormId', ${form.id}::text)`,
      )
    : sql``;
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`intake:${lead.email.toLowerCase()}`}))`);
    const [row] = await rowsOf<{ created: boolean }>(
      tx,
      sql`with existing as (
          select id from clients
          where agent_id = any(array(select jsonb_array_elements_text(${JSON.stringify(form.agentIds)}::jsonb)))
            and lower(email) = lower(${lead.email})
          order by created_at limit 1),
        touched as (
          update clients set last_contact_at = greatest(last_contact_at, clock_timestamp()),
            utm_source = coalesce(utm_source, ${lead.utm_source}), utm_medium = coalesce(utm_medium, ${lead.utm_medium}),
            utm_campaign = coalesce(utm_campaign, ${lead.utm_campaign})
          where id = (select id from existing) returning id),
        repeat_note as (
          insert into client_notes (client_id, text, author_id, author_name)
          select id, ${repeatNote}, null, ${lead.name} from touched),
        created as (
          insert into clients (name, email, phone, country, status, agent_id, utm_source, utm_medium, utm_campaign)
          select ${client.name}, ${client.email}, ${client.phone}, ${client.country}, ${client.status},
            ${client.agentId}, ${client.utmSource}, ${client.utmMedium}, ${client.utmCampaign}
          where not exists (select 1 from existing)
          returning id),
        history as (
          insert into client_status_events (client_id, status, actor_id, actor_name)
          select id, ${INITIAL_STATUS}, null, ${by} from created),
        note as (
          insert into client_notes (client_id, text, author_id, author_name)
          select id, ${lead.note ?? ''}, null, ${lead.name} from created where ${lead.note ? sql`true` : sql`false`})
        ${event}
        select exists (select 1 from created) as created`,
    );
    return row?.created ?? false;
  });
  if (created && wantsEvent) webhookEventsCommitted(db);
  return { created };
}
