/**
 * Issue 13: an agent removed while its requests were in flight got 500s on PostgreSQL (the
 * client insert's foreign key to the agent), and the error log then held the client's name and
 * e-mail from drizzle's "Failed query … params" text. Such a request now answers 409 and the log
 * keeps only the SQLSTATE, constraint, table and message.
 */
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { user } from '#server/db/schema';
import { makeClient, makeUser, unique } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { gate, onPostgres, untilWaitingOnLock } from './support/pg-locks';

const logLines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
const t = setupTestApp({}, { logger });
const admin = setupUser(t, { role: 'admin' });

describe.runIf(onPostgres)('a request of an agent removed while it runs (PostgreSQL)', () => {
  it('answers 409 and logs neither the client name nor the e-mail', async () => {
    const agent = await makeUser(t);
    const name = `Witness ${unique('Name')}`;
    const email = `${unique('witness')}@clients.example.com`;
    const held = gate();
    const removal = gate();
    // The removal holds the agent's row, so the client insert's foreign-key check waits on it.
    const removed = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${user} where ${user.id} = ${agent.id} for update`);
      held.open();
      await removal.opened;
      await tx.delete(user).where(eq(user.id, agent.id));
    });
    // Sent once the row is held, or on a busy machine it could finish before the lock is taken.
    await held.opened;
    const create = t.request({
      method: 'POST',
      url: '/api/clients',
      cookie: agent.cookie,
      payload: { name, email, note: 'in flight' },
    });
    await untilWaitingOnLock(t.database.db, create);
    removal.open();
    await removed;
    const res = await create;
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
    const log = logLines.join('\n');
    expect(log).toContain('23503');
    expect(log).not.toContain(name);
    expect(log).not.toContain(email);
    expect(log).not.toContain('params');
  });
});

describe('requests in flight while an admin removes their agent', () => {
  it('never answer 5xx, and the log holds no client data', async () => {
    const statuses: number[] = [];
    const secrets: string[] = [];
    for (let round = 0; round < 5; round++) {
      const agent = await makeUser(t);
      const owned = await makeClient(t, agent);
      const requests = Array.from({ length: 10 }, (_, i) => {
        const name = `Inflight ${unique('Client')}`;
        const email = `${unique('inflight')}@clients.example.com`;
        secrets.push(name, email);
        return i % 2 === 0
          ? t.request({ method: 'POST', url: '/api/clients', cookie: agent.cookie, payload: { name, email } })
          : t.request({
              method: 'PATCH',
              url: `/api/clients/${owned.id}`,
              cookie: agent.cookie,
              payload: { note: name },
            });
      });
      const removal = t.request({ method: 'DELETE', url: `/api/agents/${agent.id}`, cookie: admin.cookie });
      for (const res of await Promise.all([...requests, removal])) statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const log = logLines.join('\n');
    expect(secrets.filter((s) => log.includes(s))).toEqual([]);
  });
});
