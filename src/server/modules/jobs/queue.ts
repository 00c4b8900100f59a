import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '#server/db/client';

/** What a handler may answer: `again` queues the same job anew, to go on from its last checkpoint. */
export type JobOutcome = { again: true } | undefined;
// biome-ignore lint/suspicious/noConfusingVoidType: a handler with nothing more to do simply returns.
export type JobHandler<T> = (data: T, job: { id: string }) => Promise<JobOutcome | void>;

export type JobQueue = {
  /** Stores the job durably (resolves after its commit) and returns its id. */
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string }): Promise<string>;
  /**
   * This instance runs jobs of `name` as they come, one at a time per name. A handler that throws
   * is retried, then the job fails; a job whose instance died is taken up again by any instance
   * once it expires. So handlers checkpoint their progress in their own tables, in the transaction
   * of each piece of work, and run for at most about `SLICE_MS` before answering `{ again: true }`.
   */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  close(): Promise<void>;
};

/** How long one run of a handler should take at most before it hands over to a fresh job. */
export const SLICE_MS = 20_000;

/** The queue's tables live in their own schema, created by pg-boss on its first start. */
const SCHEMA = 'pgboss';
/** How long `close` lets running handlers finish their piece. */
const CLOSE_GRACE_MS = 30_000;

type Options = {
  log: FastifyBaseLogger;
  /** Seconds between polls for new jobs: 2 by default; tests use less. */
  pollingIntervalSeconds?: number;
  /** Seconds after which a job still active is taken as lost with its instance. */
  expireInSeconds?: number;
};

/**
 * A PostgreSQL job queue (pg-boss, docs/decisions/0028) on whichever database the app runs, through
 * the database's own connections. pg-boss starts on the first `send`, or at once when an earlier
 * run left its tables (there may be jobs to take up): an app that never queues a job never pays
 * for the queue's schema.
 */
export function createJobQueue(database: Database, options: Options): JobQueue {
  const handlers = new Map<string, JobHandler<unknown>>();
  const expireInSeconds = options.expireInSeconds ?? 60;
  const newBoss = () => {
    const created = new PgBoss({
      db: { executeSql: (text, values) => database.rawSql(text, values) },
      schema: SCHEMA,
      // Several instances share one queue; each supervises, the queue's advisory lock makes one win.
      supervise: true,
      schedule: false,
      expireInSeconds,
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
      // Kept a week, for the admin who asks what a job did.
      deleteAfterDays: 7,
    });
    created.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    return created;
  };
  let boss = newBoss();

  let started: Promise<void> | null = null;
  let closing = false;
  const pollMs = (options.pollingIntervalSeconds ?? 2) * 1000;
  const loops = new Set<Promise<void>>();
  const sleepers = new Set<() => void>();
  const knownQueues = new Set<string>();

  /**
   * Creates the queue's partition once. pg-boss's `create_queue` is not safe to run twice at once:
   * two instances (or two new queues) each insert their queue row and then need a lock on the
   * queue table that the other's insert holds, and PostgreSQL ends one with a deadlock. So the
   * creation takes a transaction-scoped advisory lock first: a text of two statements without
   * parameters is one implicit transaction, which also rolls back whole if the creation fails.
   */
  async function ensureQueue(name: string): Promise<void> {
    if (knownQueues.has(name)) return;
    if (!(await boss.getQueue(name))) {
      const literal = `'${name.replaceAll("'", "''")}'`;
      await database.rawSql(
        `SELECT pg_advisory_xact_lock(hashtext('${SCHEMA}.create_queue'));
         SELECT ${SCHEMA}.create_queue(${literal}, '{"policy":"standard"}'::json)`,
        [],
      );
    }
    knownQueues.add(name);
  }

  /** Waits `ms`, or less when the queue closes. */
  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  }

  /**
   * One job at a time of `name`, until the queue closes. Our own loop over pg-boss's fetch,
   * complete and fail rather than its `work`: its worker completes a job without waiting for the
   * database's answer, so a database that is away (or closed) at that moment becomes an unhandled
   * rejection, which stops a Node process. Here every answer is awaited and a failure is logged;
   * a job whose completion was lost expires and runs again, which the handlers' checkpoints allow.
   */
  async function workLoop(name: string, handler: JobHandler<unknown>): Promise<void> {
    while (!closing) {
      // pg-boss's fetch answers no job rather than an error when the database is away.
      const [job] = await boss.fetch<unknown>(name, { batchSize: 1 });
      if (!job) {
        await pause(pollMs);
        continue;
      }
      try {
        const outcome = await handler(job.data, { id: job.id });
        // The next run is queued before this one completes: if the process dies between the two,
        // this job expires and runs again, and the handler's checkpoint makes the repeat harmless.
        if (outcome?.again) await boss.send(name, job.data as object);
        await boss.complete(name, job.id);
      } catch (error) {
        options.log.warn({ err: error, queue: name, jobId: job.id }, 'job failed; it is retried');
        await boss
          .fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
          .catch((failError: unknown) =>
            options.log.error({ err: failError, queue: name }, 'job not marked failed'),
          );
      }
    }
  }

  async function startWorker(name: string, handler: JobHandler<unknown>): Promise<void> {
    await ensureQueue(name);
    const loop = workLoop(name, handler)
      .catch((error: unknown) => options.log.error({ err: error, queue: name }, 'job worker stopped'))
      .finally(() => loops.delete(loop));
    loops.add(loop);
  }

  function start(): Promise<void> {
    started ??= (async () => {
      await boss.start();
      for (const [name, handler] of handlers) await startWorker(name, handler);
    })().catch((error: unknown) => {
      // A start that failed (the database was away) is tried again by the next `send`, with a
      // fresh pg-boss: one whose start threw stays "starting" and would never start again.
      started = null;
      const failed = boss;
      boss = newBoss();
      void failed.stop({ graceful: false }).catch(() => {});
      throw error;
    });
    return started;
  }

  const queue: JobQueue = {
    async send(name, data, sendOptions) {
      if (closing) throw new Error('The job queue is closed');
      await start();
      await ensureQueue(name);
      const id = await boss.send(name, data, { singletonKey: sendOptions?.singletonKey });
      if (!id) throw new Error(`A job of ${name} with that key is already queued`);
      return id;
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<unknown>);
      if (started) {
        await started;
        await startWorker(name, handler as JobHandler<unknown>);
      }
    },
    async close() {
      closing = true;
      if (!started) return;
      await started.catch(() => {});
      for (const wake of sleepers) wake();
      // Handlers still running finish their piece within the grace time; the rest is taken up later.
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_GRACE_MS);
      });
      await Promise.race([Promise.all(loops), grace]);
      clearTimeout(timer);
      await boss.stop({ graceful: false, close: false });
    },
  };

  // Jobs left by an earlier run (or another instance) are taken up without waiting for a `send`.
  void hasQueueTables(database)
    .then((exists) => (exists && !closing ? start() : undefined))
    .catch((error) => options.log.error({ err: error }, 'job queue did not start'));
  return queue;
}

async function hasQueueTables(database: Database): Promise<boolean> {
  const { rows } = await database.rawSql(`SELECT to_regclass('${SCHEMA}.job') IS NOT NULL AS "exists"`, []);
  return (rows[0] as { exists?: boolean } | undefined)?.exists === true;
}
