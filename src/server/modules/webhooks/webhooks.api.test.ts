import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '#server/crypto/secret-box';
import { rowsOf } from '#server/db/raw-rows';
import type { Webhook, WebhookDelivery } from '#shared/schemas/webhooks';
import { makeClient, patchClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { TEST_ENCRYPTION_KEY, type TestApp } from '#tests/support/test-app';
import { openTestDatabase } from '#tests/support/test-database';
import { DeliveryWorker } from './delivery-worker';
import { recordWebhookEvent } from './outbox';
import { verifyWebhookSignature } from './sign';
import { startTestReceiver } from './test-receiver';
import { webhookSecretContext } from './webhook-secret';

const SECRET = 'a-long-enough-test-secret';
const receiver = await startTestReceiver();
afterAll(() => receiver.close());

const t = setupTestApp({ WEBHOOK_RETRY_BASE_MS: '50' });
const admin = setupUser(t, { role: 'admin' });
const agent = setupUser(t);
const other = setupUser(t);

async function createWebhook(app: TestApp, cookie: string, payload: object) {
  return app.request({ method: 'POST', url: '/api/webhooks', cookie, payload });
}

async function deliveries(app: TestApp, cookie: string, id: string): Promise<WebhookDelivery[]> {
  const res = await app.request({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, cookie });
  expect(res.statusCode).toBe(200);
  return res.json<{ items: WebhookDelivery[] }>().items;
}

const outboxRows = (app: TestApp) =>
  rowsOf<{ n: number }>(app.database.db, sql`select count(*)::int as n from webhook_deliveries`).then(
    (r) => r[0]?.n ?? 0,
  );

describe('webhook endpoints', () => {
  it('refuses bad input with 400 naming the field, and agents with 403', async () => {
    const cases: [object, string][] = [
      [{ url: 'ftp://example.com/x', events: ['client.created'], secret: SECRET }, 'url'],
      [{ url: 'javascript:alert(1)', events: ['client.created'], secret: SECRET }, 'url'],
      [{ url: 'https://example.com/x', events: [], secret: SECRET }, 'events'],
      [{ url: 'https://example.com/x', events: ['client.exploded'], secret: SECRET }, 'events.0'],
      [{ url: 'https://example.com/x', events: ['client.created'], secret: 'short' }, 'secret'],
    ];
    for (const [payload, field] of cases) {
      const res = await createWebhook(t, admin.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    }
    const ok = { url: 'https://example.com/x', events: ['client.created'], secret: SECRET };
    expect((await createWebhook(t, agent.cookie, ok)).statusCode).toBe(403);
    const list = await t.request({ method: 'GET', url: '/api/webhooks', cookie: admin.cookie });
    expect(list.json().items).toEqual([]);
  });

  it('records who created, changed and deleted an endpoint in the audit log, never its secret', async () => {
    const res = await createWebhook(t, admin.cookie, {
      url: 'https://example.com/audited',
      events: ['client.created'],
      secret: SECRET,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<Webhook>();
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/webhooks/${id}`,
      cookie: admin.cookie,
      payload: { enabled: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const deleted = await t.request({ method: 'DELETE', url: `/api/webhooks/${id}`, cookie: admin.cookie });
    expect(deleted.statusCode).toBe(204);
    const entries = await rowsOf<{ action: string; actorEmail: string; details: string | null }>(
      t.database.db,
      sql`select action, actor_email as "actorEmail", details::text as details from audit_log
        where target_id = ${id} order by id`,
    );
    expect(entries.map((e) => e.action)).toEqual(['create_webhook', 'update_webhook', 'delete_webhook']);
    expect(entries.every((e) => e.actorEmail === admin.email)).toBe(true);
    expect(entries[0]?.details).toContain('https://example.com/audited');
    expect(entries.map((e) => e.details ?? '').join(' ')).not.toContain(SECRET);
  });

  it('never shows the secret after creation, only its last four characters', async () => {
    const res = await createWebhook(t, admin.cookie, {
      url: 'https://example.com/hidden',
      events: ['client.deleted'],
      secret: SECRET,
      enabled: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain(SECRET);
    expect(res.json<Webhook>().secretHint).toBe('…cret');
    const list = await t.request({ method: 'GET', url: '/api/webhooks', cookie: admin.cookie });
    expect(list.body).not.toContain(SECRET);
    const [stored] = await rowsOf<{ s: string }>(
      t.database.db,
      sql`select secret_encrypted as s from webhook_endpoints where id = ${res.json<Webhook>().id}`,
    );
    expect(stored?.s).not.toContain(SECRET);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/webhooks/${res.json<Webhook>().id}`,
      cookie: admin.cookie,
    });
    expect(removed.statusCode).toBe(204);
  });
});

describe('outbox and delivery', () => {
  let hook: Webhook;
  beforeAll(async () => {
    const res = await createWebhook(t, admin.cookie, {
      url: receiver.url,
      events: ['client.created', 'client.status_changed', 'client.assigned', 'client.deleted', 'call.logged'],
      secret: SECRET,
    });
    expect(res.statusCode).toBe(201);
    hook = res.json<Webhook>();
  });

  it('delivers each change once, signed over timestamp and body, and logs it', async () => {
    const client = await makeClient(t, agent, { name: 'Hook Subject' });
    await updateClientOk(t, agent.cookie, client.id, { status: 'ringing' });
    const call = await t.request({
      method: 'POST',
      url: `/api/clients/${client.id}/calls`,
      cookie: agent.cookie,
      payload: { outcome: 'connected', durationSeconds: 30, note: 'first call' },
    });
    expect(call.statusCode).toBe(201);
    await updateClientOk(t, admin.cookie, client.id, { agentId: other.id });
    const del = await t.request({ method: 'DELETE', url: `/api/clients/${client.id}`, cookie: admin.cookie });
    expect(del.statusCode).toBe(204);

    const mine = () => receiver.received.filter((r) => JSON.stringify(r.data).includes(client.id));
    await receiver.waitFor(() => mine().length >= 5);
    expect(
      mine()
        .map((r) => r.type)
        .sort(),
    ).toEqual([
      'call.logged',
      'client.assigned',
      'client.created',
      'client.deleted',
      'client.status_changed',
    ]);
    for (const r of mine()) {
      expect(verifyWebhookSignature(SECRET, r.timestamp, r.body, r.signature)).toBe(true);
      expect(verifyWebhookSignature('another-secret-entirely', r.timestamp, r.body, r.signature)).toBe(false);
    }
    const status = mine().find((r) => r.type === 'client.status_changed');
    expect(status?.data).toMatchObject({
      clientId: client.id,
      status: 'ringing',
      previousStatus: 'new-client',
    });
    const assigned = mine().find((r) => r.type === 'client.assigned');
    expect(assigned?.data).toMatchObject({ agentId: other.id, previousAgentId: agent.id });

    // The receiver answers before the worker writes down its answer.
    const logged = async () =>
      (await deliveries(t, admin.cookie, hook.id)).filter((d) => mine().some((r) => r.id === d.eventId));
    await expect.poll(async () => (await logged()).every((d) => d.status === 'delivered')).toBe(true);
    expect(await logged()).toHaveLength(5);
    for (const d of await logged())
      expect(d).toMatchObject({ status: 'delivered', responseCode: 204, attempts: 1 });
  });

  it('sends one event per client a bulk action changes', async () => {
    const a = await makeClient(t, agent);
    const b = await makeClient(t, agent);
    const started = await t.request({
      method: 'POST',
      url: '/api/clients/bulk',
      cookie: admin.cookie,
      payload: { ids: [a.id, b.id], action: { type: 'status', status: 'ringing' } },
    });
    expect(started.statusCode).toBe(202);
    const changed = (id: string) =>
      receiver.received.find((r) => r.type === 'client.status_changed' && r.data.clientId === id);
    await receiver.waitFor(() => Boolean(changed(a.id) && changed(b.id)));
    expect(changed(a.id)?.data).toMatchObject({
      status: 'ringing',
      previousStatus: 'new-client',
      bulkJobId: started.json().jobId,
    });
  });

  it('writes no event for a change that is refused or rolled back', async () => {
    const client = await makeClient(t, agent);
    await receiver.waitFor((all) => all.some((r) => JSON.stringify(r.data).includes(client.id)));
    const before = await outboxRows(t);
    const stale = await patchClient(t, agent.cookie, client.id, { status: 'ringing', expectedVersion: 99 });
    expect(stale.statusCode).toBe(409);
    const duplicate = await t.request({
      method: 'POST',
      url: '/api/clients',
      cookie: agent.cookie,
      payload: { name: 'Again', email: client.email },
    });
    expect(duplicate.statusCode).toBe(409);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordWebhookEvent(tx, 'client.deleted', { clientId: client.id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outboxRows(t)).toBe(before);
  });

  it('retries a failing receiver with backoff and delivers once it recovers; resend sends the same event', async () => {
    receiver.state.failing = true;
    const refusedBefore = receiver.state.refused;
    const client = await makeClient(t, agent);
    const find = async () =>
      (await deliveries(t, admin.cookie, hook.id)).find(
        (d) => d.eventType === 'client.created' && receiver.received.every((r) => r.id !== d.eventId),
      );
    // Wait for at least three refused attempts.
    await expect
      .poll(() => receiver.state.refused - refusedBefore, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    const pending = await find();
    expect(pending).toMatchObject({ status: 'pending', responseCode: 500 });
    expect(pending?.attempts).toBeGreaterThanOrEqual(3);
    receiver.state.failing = false;
    await receiver.waitFor((all) => all.some((r) => JSON.stringify(r.data).includes(client.id)));
    const delivered = async () =>
      (await deliveries(t, admin.cookie, hook.id)).find((d) => d.eventId === pending?.eventId);
    await expect.poll(async () => (await delivered())?.status).toBe('delivered');

    const resend = await t.request({
      method: 'POST',
      url: `/api/webhooks/deliveries/${(await delivered())?.id}/resend`,
      cookie: admin.cookie,
    });
    expect(resend.statusCode).toBe(200);
    await receiver.waitFor((all) => all.filter((r) => r.id === pending?.eventId).length === 2);
  });
});

describe('a receiver down for longer than the retry window', () => {
  const short = setupTestApp({ WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_RETRY_HOURS: '0.0002' });
  const shortAdmin = setupUser(short, { role: 'admin' });
  const shortAgent = setupUser(short);

  it('marks the delivery failed after its window', async () => {
    const down = await startTestReceiver();
    down.state.failing = true;
    const res = await createWebhook(short, shortAdmin.cookie, {
      url: down.url,
      events: ['client.created'],
      secret: SECRET,
    });
    const id = res.json<Webhook>().id;
    await makeClient(short, shortAgent);
    await expect
      .poll(async () => (await deliveries(short, shortAdmin.cookie, id))[0]?.status, { timeout: 15_000 })
      .toBe('failed');
    const [failed] = await deliveries(short, shortAdmin.cookie, id);
    expect(failed?.attempts).toBeGreaterThanOrEqual(2);
    expect(failed?.nextAttemptAt).toBeNull();
    await down.close();
  });
});

describe('WEBHOOK_ALLOW_PRIVATE=false', () => {
  const strict = setupTestApp({ WEBHOOK_ALLOW_PRIVATE: 'false' });
  const strictAdmin = setupUser(strict, { role: 'admin' });

  it('refuses loopback, private and link-local hosts when saving', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost/x',
      'http://10.1.2.3/x',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      'http://[::ffff:127.0.0.1]/x',
    ]) {
      const res = await createWebhook(strict, strictAdmin.cookie, {
        url,
        events: ['client.created'],
        secret: SECRET,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields).toHaveProperty('url');
    }
  });
});

describe('several workers on one outbox', () => {
  it('claims with SKIP LOCKED: every delivery is sent exactly once', async () => {
    const { db } = t.database;
    const secrets = createSecretBox(TEST_ENCRYPTION_KEY);
    // The app's own worker takes part too, sending to the receiver: three workers in all.
    const created = await createWebhook(t, admin.cookie, {
      url: receiver.url,
      events: ['import.completed'],
      secret: SECRET,
    });
    const endpointId = created.json<Webhook>().id;
    for (let i = 0; i < 60; i++) await recordWebhookEvent(db, 'import.completed', { n: i });
    const sent: string[] = [];
    const send = async ({ headers }: { headers: Record<string, string> }) => {
      sent.push(headers['x-webhook-id'] ?? '');
      await new Promise((r) => setTimeout(r, 2));
      return { ok: true as const, status: 200 };
    };
    const timing = { retryBaseMs: 50, retryWindowMs: 60_000, claimMs: 30_000, pollMs: 50, gatherMs: 10 };
    const workers = [1, 2].map(
      () => new DeliveryWorker({ db, secrets, allowPrivate: true, timing, active: () => true, send }),
    );
    const drain = async (w: DeliveryWorker) => {
      while ((await w.runOnce()) > 0) {}
    };
    await Promise.all(workers.map(drain));
    const rows = () =>
      rowsOf<{ eventId: string; status: string }>(
        db,
        sql`select event_id as "eventId", status from webhook_deliveries where endpoint_id = ${endpointId}`,
      );
    // The app's worker may still be writing down its last answers.
    await expect.poll(async () => (await rows()).every((r) => r.status === 'delivered')).toBe(true);
    const ids = await rows();
    expect(ids).toHaveLength(60);
    const all = [...sent, ...receiver.received.map((r) => r.id)];
    const mine = all.filter((id) => ids.some((r) => r.eventId === id));
    expect(new Set(mine).size).toBe(60);
    expect(mine).toHaveLength(60);
  });

  it('sends the events of commits that wake it in quick succession together', async () => {
    // A database of its own: the test app's worker would otherwise take some of the rows.
    const own = await openTestDatabase();
    const { db } = own;
    const secrets = createSecretBox(TEST_ENCRYPTION_KEY);
    const rounds: number[] = [];
    const sent: string[] = [];
    const timing = {
      retryBaseMs: 600_000,
      retryWindowMs: 3_600_000,
      claimMs: 30_000,
      pollMs: 60_000,
      gatherMs: 1_000,
    };
    const worker = new DeliveryWorker({
      db,
      secrets,
      allowPrivate: true,
      timing,
      active: () => true,
      send: async ({ headers }) => {
        sent.push(headers['x-webhook-id'] ?? '');
        return { ok: true as const, status: 200 };
      },
    });
    const runOnce = worker.runOnce.bind(worker);
    worker.runOnce = async () => {
      const taken = await runOnce();
      rounds.push(taken);
      return taken;
    };
    try {
      const [endpoint] = await rowsOf<{ id: string }>(
        db,
        sql`insert into webhook_endpoints (url, events, secret_encrypted, secret_hint)
          values ('http://127.0.0.1:9/hook', array['import.completed'], '', 'none') returning id`,
      );
      const id = endpoint?.id ?? '';
      const sealed = secrets.encrypt(SECRET, webhookSecretContext(id));
      await db.execute(sql`update webhook_endpoints set secret_encrypted = ${sealed} where id = ${id}`);
      worker.start();
      // The first round finds nothing; commits after it wake the worker within its gathering time.
      await expect.poll(() => rounds.length).toBe(1);
      for (let i = 0; i < 10; i++) {
        await recordWebhookEvent(db, 'import.completed', { n: i });
        worker.wake();
      }
      await expect.poll(() => new Set(sent).size, { timeout: 5_000 }).toBe(10);
      expect(sent).toHaveLength(10);
      expect(rounds.filter((taken) => taken > 0).length).toBeLessThanOrEqual(2);
    } finally {
      await worker.stop();
      await own.close();
    }
  });
});
