import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/raw-rows';
import { MESSAGES } from '#shared/domain';
import type { CreateIntakeFormInput, IntakeForm } from '#shared/schemas/intake';
import { getClient } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import type { TestApp } from '#tests/support/test-app';

const LANDING = 'http://landing.example.com';
const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });
const ann = setupUser(t, { fullName: 'Ann Intake' });
const ben = setupUser(t, { fullName: 'Ben Intake' });

async function createForm(input: Partial<CreateIntakeFormInput> = {}): Promise<IntakeForm> {
  const res = await t.request({
    method: 'POST',
    url: '/api/intake-forms',
    cookie: admin.cookie,
    payload: {
      name: 'Landing A',
      target: { mode: 'agent', agentEmails: [ann.email] },
      allowedOrigins: [LANDING],
      ...input,
    },
  });
  if (res.statusCode !== 201) throw new Error(`createForm: ${res.statusCode} ${res.body}`);
  return res.json<IntakeForm>();
}

function post(app: TestApp, key: string, payload: object | string, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: 'POST',
    url: `/api/intake/${key}`,
    headers: { origin: LANDING, ...headers },
    payload,
  });
}

const clientsWithEmail = (email: string) =>
  rowsOf<{ id: string; agentId: string | null; utmSource: string | null }>(
    t.database.db,
    sql`select id, agent_id as "agentId", utm_source as "utmSource" from clients where lower(email) = lower(${email})`,
  );

let n = 0;
const lead = (extra: object = {}) => ({
  name: `Lead ${++n}`,
  email: `lead${n}@visitors.example.com`,
  ...extra,
});

describe('intake forms (admin)', () => {
  it('creates a form with a key and refuses bad input and agents', async () => {
    const form = await createForm();
    expect(form).toMatchObject({ name: 'Landing A', allowedOrigins: [LANDING], enabled: true });
    expect(form.key).toMatch(/^[\w-]{20,}$/);
    expect(form.target.agents.map((a) => a.id)).toEqual([ann.id]);
    const bad: [object, string][] = [
      [{ allowedOrigins: ['landing.example.com'] }, 'allowedOrigins.0'],
      [{ allowedOrigins: ['https://x.example.com/path'] }, 'allowedOrigins.0'],
      [{ target: { mode: 'agent', agentEmails: [ann.email, ben.email] } }, 'target.agentEmails'],
      [{ target: { mode: 'round-robin', agentEmails: ['nobody@example.com'] } }, 'target.agentEmails'],
      [{ target: { mode: 'round-robin', agentEmails: [admin.email] } }, 'target.agentEmails'],
    ];
    for (const [input, field] of bad) {
      const res = await t.request({
        method: 'POST',
        url: '/api/intake-forms',
        cookie: admin.cookie,
        payload: {
          name: 'Bad',
          target: { mode: 'agent', agentEmails: [ann.email] },
          allowedOrigins: [LANDING],
          ...input,
        },
      });
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    }
    // No origin at all is asked for, not explained as a badly written one.
    const none = await t.request({
      method: 'POST',
      url: '/api/intake-forms',
      cookie: admin.cookie,
      payload: { name: 'Bad', target: { mode: 'agent', agentEmails: [ann.email] }, allowedOrigins: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toMatchObject({ allowedOrigins: MESSAGES.intakeOriginsRequired });
    const asAgent = await t.request({
      method: 'POST',
      url: '/api/intake-forms',
      cookie: ann.cookie,
      payload: {
        name: 'Mine',
        target: { mode: 'agent', agentEmails: [ann.email] },
        allowedOrigins: [LANDING],
      },
    });
    expect(asAgent.statusCode).toBe(403);
  });
});

describe('intake forms in the audit log', () => {
  it('records who created, disabled and deleted a form', async () => {
    const form = await createForm({ name: 'Audited form' });
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/intake-forms/${form.id}`,
      cookie: admin.cookie,
      payload: { enabled: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/intake-forms/${form.id}`,
      cookie: admin.cookie,
    });
    expect(deleted.statusCode).toBe(204);
    const entries = await rowsOf<{ action: string; actorEmail: string }>(
      t.database.db,
      sql`select action, actor_email as "actorEmail" from audit_log where target_id = ${form.id} order by id`,
    );
    expect(entries).toEqual([
      { action: 'create_intake_form', actorEmail: admin.email },
      { action: 'update_intake_form', actorEmail: admin.email },
      { action: 'delete_intake_form', actorEmail: admin.email },
    ]);
  });
});

describe('POST /api/intake/:key', () => {
  it('stores a JSON lead with its UTM fields for the form agent (201), shown on the client', async () => {
    const form = await createForm();
    const body = lead({
      phone: '+1 555 0100',
      note: 'Call after 5',
      utm_source: 'google',
      utm_campaign: 'spring',
    });
    const res = await post(t, form.key, body);
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe(LANDING);
    const [stored] = await clientsWithEmail(body.email);
    expect(stored).toMatchObject({ agentId: ann.id, utmSource: 'google' });
    const card = (await getClient(t, ann.cookie, stored?.id ?? '')).json();
    expect(card).toMatchObject({ utmSource: 'google', utmMedium: null, utmCampaign: 'spring' });
    expect(card.history[0].by).toContain('Landing A');
    expect(card.notes.map((x: { text: string }) => x.text)).toContain('Call after 5');
  });

  it('adds a note to the existing client when the same email comes again (200)', async () => {
    const form = await createForm();
    const body = lead();
    expect((await post(t, form.key, body)).statusCode).toBe(201);
    const again = await post(t, form.key, { ...body, email: body.email.toUpperCase(), note: 'Still keen' });
    expect(again.statusCode).toBe(200);
    const stored = await clientsWithEmail(body.email);
    expect(stored).toHaveLength(1);
    const card = (await getClient(t, ann.cookie, stored[0]?.id ?? '')).json();
    expect(card.notes[0].text).toContain('Still keen');
  });

  it('makes one client of the same email posted several times at once', async () => {
    const form = await createForm({ target: { mode: 'round-robin', agentEmails: [ann.email, ben.email] } });
    const body = lead();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(t, form.key, { ...body, note: `Try ${i}` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const stored = await clientsWithEmail(body.email);
    expect(stored).toHaveLength(1);
    const [{ notes } = { notes: 0 }] = await rowsOf<{ notes: number }>(
      t.database.db,
      sql`select count(*)::int as notes from client_notes where client_id = ${stored[0]?.id ?? ''}`,
    );
    expect(notes).toBe(6);
  });

  it('records client.created with the new client, its form and its id in the outbox', async () => {
    const hook = await t.request({
      method: 'POST',
      url: '/api/webhooks',
      cookie: admin.cookie,
      payload: {
        url: 'https://example.com/intake-hook',
        events: ['client.created'],
        secret: 'intake-hook-secret-0123456789',
      },
    });
    expect(hook.statusCode).toBe(201);
    try {
      const form = await createForm();
      const body = lead({ utm_source: 'newsletter' });
      expect((await post(t, form.key, body)).statusCode).toBe(201);
      const [stored] = await clientsWithEmail(body.email);
      const events = await rowsOf<{
        data: { client: Record<string, unknown>; source: string; intakeFormId: string };
      }>(
        t.database.db,
        sql`select data from webhook_deliveries where event_type = 'client.created' and data->'client'->>'id' = ${stored?.id ?? ''}`,
      );
      expect(events).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({
        source: 'intake',
        intakeFormId: form.id,
        client: {
          id: stored?.id,
          name: body.name,
          email: body.email,
          agentId: ann.id,
          utmSource: 'newsletter',
        },
      });
      // A repeat of the email is a note, not a new client: no second event.
      expect((await post(t, form.key, body)).statusCode).toBe(200);
      const after = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from webhook_deliveries where event_type = 'client.created' and data->'client'->>'email' = ${body.email}`,
      );
      expect(after).toEqual([{ n: 1 }]);
    } finally {
      await t.request({
        method: 'DELETE',
        url: `/api/webhooks/${hook.json<{ id: string }>().id}`,
        cookie: admin.cookie,
      });
    }
  });

  it('refuses another origin (403, no CORS grant) and answers the preflight for allowed ones only', async () => {
    const form = await createForm();
    const body = lead();
    const foreign = await post(t, form.key, body, { origin: 'http://evil.example.net' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const none = await t.app.inject({ method: 'POST', url: `/api/intake/${form.key}`, payload: body });
    expect(none.statusCode).toBe(403);
    expect(await clientsWithEmail(body.email)).toHaveLength(0);

    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: `/api/intake/${form.key}`,
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const ok = await preflight(LANDING);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(LANDING);
    const refused = await preflight('http://evil.example.net');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a filled honeypot 200 and stores nothing', async () => {
    const form = await createForm();
    const body = lead({ website: 'http://spam.example.com' });
    const res = await post(t, form.key, body);
    expect(res.statusCode).toBe(200);
    expect(await clientsWithEmail(body.email)).toHaveLength(0);
  });

  it('refuses an invalid email with 400 naming the field and the client-create message', async () => {
    const form = await createForm();
    const res = await post(t, form.key, { name: 'No Mail', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: MESSAGES.invalidEmail });
    const missing = await post(t, form.key, { email: 'x@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('name');
  });

  it('takes an HTML form post and sends the browser back to an allowed page', async () => {
    const form = await createForm();
    const body = lead();
    const fields = new URLSearchParams({ ...body, utm_medium: 'cpc', redirect: `${LANDING}/thanks` });
    const res = await post(t, form.key, fields.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${LANDING}/thanks`);
    expect(await clientsWithEmail(body.email)).toHaveLength(1);
    // A redirect elsewhere is ignored: a plain page instead.
    const other = lead();
    const away = new URLSearchParams({ ...other, redirect: 'http://evil.example.net/' });
    const plain = await post(t, form.key, away.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.headers['content-type']).toContain('text/html');
  });

  it('limits requests per address and per form, counted in the database (429)', async () => {
    const perIp = await createForm({ perIpPerMinute: 2 });
    expect((await post(t, perIp.key, lead())).statusCode).toBe(201);
    expect((await post(t, perIp.key, lead())).statusCode).toBe(201);
    const third = lead();
    expect((await post(t, perIp.key, third)).statusCode).toBe(429);
    expect(await clientsWithEmail(third.email)).toHaveLength(0);
    // Another address still gets through.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/intake/${perIp.key}`,
      headers: { origin: LANDING },
      remoteAddress: '203.0.113.9',
      payload: lead(),
    });
    expect(elsewhere.statusCode).toBe(201);

    const perForm = await createForm({ perFormPerMinute: 1, perIpPerMinute: 100 });
    expect((await post(t, perForm.key, lead())).statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/intake/${perForm.key}`,
      headers: { origin: LANDING },
      remoteAddress: '203.0.113.10',
      payload: lead(),
    });
    expect(other.statusCode).toBe(429);
  });

  it('hands leads out round robin and to the least loaded agent', async () => {
    const rr = await createForm({ target: { mode: 'round-robin', agentEmails: [ann.email, ben.email] } });
    const owners: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const body = lead();
      expect((await post(t, rr.key, body)).statusCode).toBe(201);
      owners.push((await clientsWithEmail(body.email))[0]?.agentId ?? null);
    }
    expect(owners).toEqual([ann.id, ben.id, ann.id, ben.id]);

    // Ann has more open clients than Ben by now (earlier tests): Ben is the least loaded.
    const ll = await createForm({ target: { mode: 'least-loaded', agentEmails: [ann.email, ben.email] } });
    const body = lead();
    expect((await post(t, ll.key, body)).statusCode).toBe(201);
    expect((await clientsWithEmail(body.email))[0]?.agentId).toBe(ben.id);
  });

  it('answers 404 for an unknown, disabled or deleted form', async () => {
    expect((await post(t, 'no-such-key', lead())).statusCode).toBe(404);
    const form = await createForm();
    const off = await t.request({
      method: 'PATCH',
      url: `/api/intake-forms/${form.id}`,
      cookie: admin.cookie,
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ enabled: false });
    expect((await post(t, form.key, lead())).statusCode).toBe(404);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/intake-forms/${form.id}`,
      cookie: admin.cookie,
    });
    expect(del.statusCode).toBe(204);
  });
});

describe('the admin clients list by source', () => {
  it('filters by UTM source, with the total counted', async () => {
    const form = await createForm({ perIpPerMinute: 100 });
    const tagged = [
      lead({ utm_source: 'newsletter-x' }),
      lead({ utm_source: 'newsletter-x' }),
      lead({ utm_source: 'other' }),
    ];
    for (const body of tagged) expect((await post(t, form.key, body)).statusCode).toBe(201);
    const res = await t.request({
      method: 'GET',
      url: '/api/clients?source=newsletter-x',
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ total: number; items: { email: string; utmSource: string }[] }>();
    expect(page.total).toBe(2);
    expect(page.items.map((c) => c.email).sort()).toEqual([tagged[0]?.email, tagged[1]?.email].sort());
  });
});
