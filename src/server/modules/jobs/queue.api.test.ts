import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { openTestDatabase } from '#tests/support/test-database';
import { createJobQueue, type JobQueue } from './queue';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;
const fast = { log, pollingIntervalSeconds: 0.5 };

let database: Database;
const queues: JobQueue[] = [];
function newQueue(options: Partial<Parameters<typeof createJobQueue>[1]> = {}): JobQueue {
  const queue = createJobQueue(database, { ...fast, ...options });
  queues.push(queue);
  return queue;
}

/** Resolves once `check` holds, polling: jobs run in the background. */
async function eventually(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.close();
  await database.close();
});

describe('job queue', () => {
  it('runs a sent job with its data, and runs it again while the handler asks for more', async () => {
    const queue = newQueue();
    const seen: number[] = [];
    let remaining = 3;
    await queue.work<{ n: number }>('count-down', async (data) => {
      seen.push(data.n);
      remaining -= 1;
      return remaining > 0 ? { again: true } : undefined;
    });
    const id = await queue.send('count-down', { n: 7 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await eventually(() => remaining === 0, 'three runs');
    expect(seen).toEqual([7, 7, 7]);
  });

  it('retries a handler that throws, with the same data', async () => {
    const queue = newQueue();
    let attempts = 0;
    let done = false;
    await queue.work<{ word: string }>('flaky', async (data) => {
      attempts += 1;
      if (attempts === 1) throw new Error('first try fails');
      done = data.word === 'again';
    });
    await queue.send('flaky', { word: 'again' });
    await eventually(() => done, 'the retry', 30_000);
    expect(attempts).toBe(2);
  });

  it('leaves a job queued while no instance works it, and a later instance takes it up unasked', async () => {
    const sender = newQueue();
    await sender.send('later', { value: 42 });
    await sender.close();

    // A later run of the app: the queue's tables exist, so it starts without any `send`.
    const later = newQueue();
    const received: number[] = [];
    await later.work<{ value: number }>('later', async (data) => {
      received.push(data.value);
    });
    await eventually(() => received.length === 1, 'the queued job');
    expect(received).toEqual([42]);
  });

  it('hands each job to one of several instances only', async () => {
    const runs = new Map<number, number>();
    const handler = async (data: { n: number }) => {
      runs.set(data.n, (runs.get(data.n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const first = newQueue();
    const second = newQueue();
    await first.work('shared', handler);
    await second.work('shared', handler);
    for (let n = 0; n < 20; n++) await (n % 2 ? first : second).send('shared', { n });
    await eventually(() => runs.size === 20, 'twenty jobs', 60_000);
    // Give a duplicate the chance to show itself.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('creates new queues from several instances at once without a deadlock', async () => {
    const instances = Array.from({ length: 6 }, () => newQueue());
    const names = Array.from({ length: 15 }, (_, i) => `burst-${i}`);
    // Every instance sends to every new queue at the same moment, so each creates each queue.
    await Promise.all(instances.flatMap((queue) => names.map((name) => queue.send(name, {}))));
    const { rows } = await database.rawSql(
      "select count(*)::int as n from pgboss.queue where name like 'burst-%'",
      [],
    );
    expect(rows).toEqual([{ n: 15 }]);
  });

  it('starts again on the next send after a start that failed', async () => {
    let away = true;
    const flaky: Database = {
      ...database,
      rawSql: (text, values) =>
        away ? Promise.reject(new Error('the database is away')) : database.rawSql(text, values),
    };
    const queue = createJobQueue(flaky, fast);
    queues.push(queue);
    const received: string[] = [];
    await queue.work<{ word: string }>('after-outage', async (data) => {
      received.push(data.word);
    });
    await expect(queue.send('after-outage', { word: 'lost' })).rejects.toThrow('away');
    away = false;
    await queue.send('after-outage', { word: 'back' });
    await eventually(() => received.length === 1, 'the job sent once the database was back');
    expect(received).toEqual(['back']);
  });

  it('lets a running job finish and records it before close resolves, so the database can close next', async () => {
    const own = await openTestDatabase();
    const queue = createJobQueue(own, fast);
    let release: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      release = resolve;
    });
    let began = false;
    await queue.work('slow', async () => {
      began = true;
      await running;
    });
    const id = await queue.send('slow', {});
    await eventually(() => began, 'the job to begin');
    const closed = queue.close();
    setTimeout(release, 200);
    await closed;
    const { rows } = await own.rawSql('select state from pgboss.job where id = $1', [id]);
    await own.close();
    expect(rows).toEqual([{ state: 'completed' }]);
  });

  it('refuses new jobs once closed', async () => {
    const queue = newQueue();
    await queue.close();
    await expect(queue.send('late', {})).rejects.toThrow('closed');
  });
});
