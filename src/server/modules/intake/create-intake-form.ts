import { randomBytes } from 'node:crypto';
import { and, inArray, sql } from 'drizzle-orm';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { intakeForms, user } from '#server/db/schema';
import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';
import type { CreateIntakeFormBody, IntakeForm } from '#shared/schemas/intake';
import { selectIntakeForms } from './intake-form-view';

/** POST /api/intake-forms: every email must name an agent; the key is 128 random bits. */
export async function createIntakeForm({
  db,
  body,
}: {
  db: Db;
  body: CreateIntakeFormBody;
}): Promise<IntakeForm> {
  const emails = body.target.agentEmails;
  const agents = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(and(inArray(sql`lower(${user.email})`, emails), isAgentUser()));
  if (agents.length !== emails.length) {
    throw new AppError(400, 'unknown_agent', MESSAGES.intakeUnknownAgent, {
      'target.agentEmails': MESSAGES.intakeUnknownAgent,
    });
  }
  const byEmail = new Map(agents.map((a) => [a.email.toLowerCase(), a.id]));
  const [created] = await db
    .insert(intakeForms)
    .values({
      key: randomBytes(16).toString('base64url'),
      name: body.name,
      targetMode: body.target.mode,
      agentIds: emails.flatMap((e) => byEmail.get(e) ?? []),
      allowedOrigins: body.allowedOrigins,
      perIpPerMinute: body.perIpPerMinute,
      perFormPerMinute: body.perFormPerMinute,
    })
    .returning({ id: intakeForms.id });
  if (!created) throw new Error('insert returned no row');
  const [form] = await selectIntakeForms(db, sql`f.id = ${created.id}`);
  if (!form) throw new Error('created form not found');
  return form;
}
