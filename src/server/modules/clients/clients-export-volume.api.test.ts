import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { EXPORT_BATCH_SIZE, exportClientsCsv } from './export-clients';

// Ten batches: enough to show the stream never holds more than one (EXPORT_BATCH_SIZE rows).
const ROWS = 10 * EXPORT_BATCH_SIZE;
const t = setupTestApp();
const agent = setupUser(t, { fullName: 'Volume Vic' });
const admin = setupUser(t, { role: 'admin' });

beforeAll(async () => {
  await t.database.db.execute(sql`
    insert into clients (name, email, phone, country, agent_id, created_at)
    select 'Client ' || g, 'client' || g || '@volume.test', '+1 555 ' || g, 'Chile', ${agent.id},
           now() - g * interval '1 second'
    from generate_series(1, ${ROWS}) as g`);
}, 120_000);

it('streams 20,000 rows batch by batch, never holding them all', async () => {
  const stream = await exportClientsCsv({
    db: t.database.db,
    admin: {
      id: admin.id,
      email: admin.email,
      fullName: 'A',
      role: 'admin',
      sessionId: '',
      sessionToken: '',
    },
    filters: { search: undefined, status: 'all', agentId: agent.id },
    onError: (error) => expect.fail(String(error)),
  });
  let lines = 0;
  let chunks = 0;
  let largestChunk = 0;
  let first = '';
  for await (const chunk of stream) {
    const text = String(chunk);
    if (chunks === 0) first = text;
    chunks += 1;
    largestChunk = Math.max(largestChunk, text.length);
    lines += text.split('\r\n').length - 1;
  }
  expect(lines).toBe(ROWS + 1);
  expect(first).toContain('Client 1,client1@volume.test');
  // One chunk per batch of rows: the stream never carries more than a batch at a time.
  expect(chunks).toBeGreaterThanOrEqual(ROWS / EXPORT_BATCH_SIZE);
  expect(largestChunk).toBeLessThan(EXPORT_BATCH_SIZE * 200);
}, 120_000);
