import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { intakeForms } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { IntakeForm } from '#shared/schemas/intake';
import { selectIntakeForms } from './intake-form-view';

export async function listIntakeForms({ db }: { db: Db }): Promise<{ items: IntakeForm[] }> {
  return { items: await selectIntakeForms(db) };
}

/** PATCH /api/intake-forms/:id: a disabled form answers 404 to landing pages, as a deleted one. */
export async function setIntakeFormEnabled({
  db,
  id,
  enabled,
}: {
  db: Db;
  id: string;
  enabled: boolean;
}): Promise<IntakeForm> {
  const updated = await db
    .update(intakeForms)
    .set({ enabled })
    .where(eq(intakeForms.id, id))
    .returning({ id: intakeForms.id });
  if (updated.length === 0) throw notFound();
  const [form] = await selectIntakeForms(db, sql`f.id = ${id}`);
  if (!form) throw notFound();
  return form;
}

/** DELETE /api/intake-forms/:id: the clients it brought stay. */
export async function deleteIntakeForm({ db, id }: { db: Db; id: string }): Promise<void> {
  const deleted = await db
    .delete(intakeForms)
    .where(eq(intakeForms.id, id))
    .returning({ id: intakeForms.id });
  if (deleted.length === 0) throw notFound();
  await db.execute(sql`delete from intake_rate_limits where bucket like ${`%:${id}%`}`);
}
