import { sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { user } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { JobQueue } from '#server/modules/jobs/queue';
import { agentDisplayName, MESSAGES } from '#shared/domain';
import type { Import, ImportOptions } from '#shared/schemas/imports';
import { IMPORT_JOB } from './import-job';
import { resolveOptions } from './import-options';
import { importView } from './import-view';
import { loadImport } from './load-import';
import { imports } from './tables';

/** What the commit job reads back from the import row: the options and who committed. */
export type StoredOptions = { body: ImportOptions; actor: { id: string; name: string } };

/**
 * Starts the commit (issue 15): the options are checked as the preview checks them (a 400 writes
 * nothing), the import becomes `running` with them, and a job does the writing, so the commit
 * goes on whatever happens to this request or this instance.
 */
export async function commitImport({
  db,
  jobs,
  admin,
  id,
  options,
}: {
  db: Db;
  jobs: JobQueue;
  admin: SessionUser;
  id: string;
  options: ImportOptions;
}): Promise<Import> {
  const found = await loadImport(db, id);
  if (found.status !== 'uploaded') throw new AppError(409, 'import_committed', MESSAGES.importNotUploaded);
  await resolveOptions(db, found.columns, options);
  const [me] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(sql`${user.id} = ${admin.id}`);
  const stored: StoredOptions = {
    body: options,
    actor: { id: admin.id, name: me ? agentDisplayName(me) : admin.email },
  };
  const [started] = await rowsOf<{ id: string }>(
    db,
    sql`update ${imports} set status = 'running', options = ${JSON.stringify(stored)}::jsonb,
        started_at = now(), updated_at = now()
      where id = ${id} and status = 'uploaded' returning id`,
  );
  if (!started) throw new AppError(409, 'import_committed', MESSAGES.importNotUploaded);
  try {
    await jobs.send(IMPORT_JOB, { importId: id }, { singletonKey: `import:${id}` });
  } catch (error) {
    // No job was queued: without this the import would stay "running" with nothing to run it.
    await db.execute(sql`update ${imports} set status = 'uploaded', options = null, started_at = null,
        updated_at = now() where id = ${id} and status = 'running' and rows_done = 0`);
    throw error;
  }
  return importView(await loadImport(db, id));
}
