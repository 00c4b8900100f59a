import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { loggableError } from '#server/db/pg-errors';
import { rowsOf } from '#server/db/raw-rows';
import { auditLog } from '#server/db/schema';
import { readSettingsSection } from '#server/settings';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_BATCH = 5000;

/**
 * Deletes entries older than `retentionDays`, a batch per statement so no transaction holds
 * many row locks for long. `skip locked` lets instances pruning at the same moment share the
 * work instead of waiting on each other's rows.
 */
export async function pruneAuditLog({ db, retentionDays }: { db: Db; retentionDays: number }) {
  let pruned = 0;
  for (;;) {
    const [batch] = await rowsOf<{ n: number }>(
      db,
      sql`with gone as (
        delete from ${auditLog} where ${auditLog.id} in (
          select ${auditLog.id} from ${auditLog}
          where ${auditLog.createdAt} < now() - make_interval(days => ${retentionDays}::int)
          order by ${auditLog.createdAt} limit ${sql.raw(String(PRUNE_BATCH))}
          for update skip locked)
        returning 1)
      select count(*)::int as n from gone`,
    );
    const n = batch?.n ?? 0;
    pruned += n;
    if (n < PRUNE_BATCH) return pruned;
  }
}

export type AuditRetention = {
  /** Prunes now, then once a day. */
  start(): void;
  /** Stops the timer and waits for a prune under way, so the database can close after it. */
  stop(): Promise<void>;
  /** One prune with the retention currently set; resolves once it is done (failures are logged). */
  runOnce(): Promise<void>;
};

/** The audit log's retention (issue 13): entries older than the setting's days are removed. */
export function scheduleAuditRetention({
  db,
  log,
  everyMs = DAY_MS,
}: {
  db: Db;
  log: FastifyBaseLogger;
  everyMs?: number;
}): AuditRetention {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const runOnce = () => {
    running ??= (async () => {
      const { auditRetentionDays } = await readSettingsSection(db, 'security');
      const pruned = await pruneAuditLog({ db, retentionDays: auditRetentionDays });
      if (pruned > 0) log.info({ pruned, retentionDays: auditRetentionDays }, 'old audit entries removed');
    })()
      .catch((error: unknown) => log.warn({ err: loggableError(error) }, 'pruning the audit log failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    start() {
      void runOnce();
      timer = setInterval(runOnce, everyMs);
      // A daily chore must not keep the process alive on its own.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
}
