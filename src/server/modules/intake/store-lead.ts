import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { INITIAL_STATUS } from '#shared/domain';
import type { IntakeSubmission } from '#shared/schemas/intake';
import { wantsWebhookEvent, webhookEventsCommitted } from '../webhooks/subscriptions';
import type { AdmittedForm } from './admit-submission';
import { pickAgent, TARGET_LABELS } from './pick-agent';

/**
 * Stores a lead (docs/decisions/0032) through `intake_store_lead` (migration 0027), one round trip.
 * The same email already with one of the form's agents gets a note on that client instead of a
 * second client (`created: false`); otherwise a new client goes to the picked agent, with its
 * history entry naming the form and the rule that chose the agent, the lead's note, and the
 * `client.created` event. Submissions of one email wait for each other (an advisory lock, then
 * statements of their own that see what the previous holder committed), so two at once still make
 * one client.
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
    utmSource: lead.utm_source ?? null,
    utmMedium: lead.utm_medium ?? null,
    utmCampaign: lead.utm_campaign ?? null,
  };
  const repeatNote = lead.note
    ? `Submitted ${form.name} again: ${lead.note}`
    : `Submitted ${form.name} again.`;
  // The event's data; the function fills in the new client's id.
  const event = wantsEvent ? JSON.stringify({ client, source: 'intake', intakeFormId: form.id }) : null;
  const [row] = await rowsOf<{ created: boolean }>(
    db,
    sql`select intake_store_lead(${sql.param(form.agentIds)}::text[], ${client.name}, ${client.email}, ${client.phone},
      ${client.country}, ${client.status}, ${client.agentId}, ${client.utmSource}, ${client.utmMedium},
      ${client.utmCampaign}, ${by}, ${lead.note || null}, ${repeatNote}, ${event}::jsonb) as created`,
    { prepared: true },
  );
  const created = row?.created ?? false;
  if (created && wantsEvent) webhookEventsCommitted(db);
  return { created };
}
