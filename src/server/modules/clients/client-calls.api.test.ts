import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import { type ActivityPage, activityPageSchema } from '#shared/schemas/activity';
import { type LogCallAnswer, logCallAnswerSchema } from '#shared/schemas/calls';
import { getClient, makeClient, patchClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const agent = setupUser(t, { fullName: 'Cara Caller' });
const other = setupUser(t);
const admin = setupUser(t, { role: 'admin', fullName: 'Ada Admin' });

const logCall = (cookie: string, id: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/clients/${id}/calls`, cookie, payload });
const MINUTE = 60_000;

describe('POST /api/clients/:id/calls', () => {
  it('logs a call and answers it with the client’s new follow-up fields', async () => {
    const client = await makeClient(t, agent);
    const at = '2026-12-01T09:30:00.000Z';
    const res = await logCall(agent.cookie, client.id, {
      outcome: 'connected',
      durationSeconds: 125,
      note: '  Wants a demo  ',
      nextFollowUpAt: '2026-12-01T10:30:00+01:00',
    });
    expect(res.statusCode).toBe(201);
    // Sent as built (routes.ts): exactly what the schema would write.
    expect(res.body).toBe(JSON.stringify(logCallAnswerSchema.parse(res.json())));
    const { call, client: after } = res.json<LogCallAnswer>();
    expect(call).toMatchObject({ outcome: 'connected', durationSeconds: 125, note: 'Wants a demo' });
    expect(call.agentName).toBe('Cara Caller');
    expect(after).toMatchObject({ callCount: 1, nextFollowUpAt: at, version: client.version });
    expect(after.lastContactAt).toBe(call.createdAt);
    expect(after.activity[0]).toEqual({
      kind: 'call',
      id: call.id,
      at: call.createdAt,
      by: 'Cara Caller',
      outcome: 'connected',
      durationSeconds: 125,
      note: 'Wants a demo',
    });
  });

  it('suggests the retry after an unanswered call, ends the follow-up after others', async () => {
    const client = await makeClient(t, agent);
    const before = Date.now();
    const busy = (await logCall(agent.cookie, client.id, { outcome: 'busy' })).json<LogCallAnswer>();
    const due = Date.parse(busy.client.nextFollowUpAt ?? '');
    expect(due - before).toBeGreaterThanOrEqual(60 * MINUTE - 1000);
    expect(due - Date.now()).toBeLessThanOrEqual(60 * MINUTE);
    const connected = await logCall(agent.cookie, client.id, { outcome: 'connected' });
    expect(connected.json().client.nextFollowUpAt).toBeNull();
    const wrong = await logCall(agent.cookie, client.id, {
      outcome: 'wrong-number',
      nextFollowUpAt: '2026-12-01T10:00:00Z',
    });
    expect(wrong.json().client).toMatchObject({ nextFollowUpAt: null, callCount: 3 });
  });

  it('is refused on another agent’s client (404) and allowed to an admin', async () => {
    const client = await makeClient(t, agent);
    const refused = await logCall(other.cookie, client.id, { outcome: 'busy' });
    expect(refused.statusCode).toBe(404);
    const byAdmin = await logCall(admin.cookie, client.id, { outcome: 'voicemail' });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().call.agentName).toBe('Ada Admin');
    expect((await getClient(t, agent.cookie, client.id)).json().callCount).toBe(1);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const client = await makeClient(t, agent);
    const duration = MESSAGES.invalidCallDuration.replace('{max}', '14400');
    for (const [payload, field, message] of [
      [{ outcome: 'hung-up' }, 'outcome', MESSAGES.invalidCallOutcome],
      [{}, 'outcome', MESSAGES.invalidCallOutcome],
      [{ outcome: 'busy', durationSeconds: -1 }, 'durationSeconds', duration],
      [{ outcome: 'busy', durationSeconds: 14_401 }, 'durationSeconds', duration],
      [{ outcome: 'busy', durationSeconds: 1.5 }, 'durationSeconds', duration],
      [{ outcome: 'busy', nextFollowUpAt: 'tomorrow' }, 'nextFollowUpAt', MESSAGES.invalidFollowUp],
      [
        { outcome: 'busy', nextFollowUpAt: '2026-02-30T10:00:00Z' },
        'nextFollowUpAt',
        MESSAGES.invalidFollowUp,
      ],
    ] as const) {
      const res = await logCall(agent.cookie, client.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(payload)).toEqual({ [field]: message });
    }
    expect(
      (await logCall(agent.cookie, client.id, { outcome: 'busy', durationSeconds: 14_400 })).statusCode,
    ).toBe(201);
    expect((await getClient(t, agent.cookie, client.id)).json().callCount).toBe(1);
  });

  it('logs a call once for a repeated Idempotency-Key', async () => {
    const client = await makeClient(t, agent);
    const send = () =>
      t.request({
        method: 'POST',
        url: `/api/clients/${client.id}/calls`,
        cookie: agent.cookie,
        headers: { 'idempotency-key': `call-${client.id}` },
        payload: { outcome: 'connected', durationSeconds: 30 },
      });
    const [first, again] = [await send(), await send()];
    expect(again.statusCode).toBe(201);
    expect(again.json().call.id).toBe(first.json().call.id);
    expect((await getClient(t, agent.cookie, client.id)).json().callCount).toBe(1);
  });

  it('counts 50 parallel calls on one client exactly', async () => {
    const client = await makeClient(t, agent);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => logCall(agent.cookie, client.id, { outcome: 'no-answer' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const after = (await getClient(t, agent.cookie, client.id)).json();
    expect(after.callCount).toBe(50);
    expect(after.activity.filter((e: { kind: string }) => e.kind === 'call')).toHaveLength(50);
  });
});

describe('follow-ups through PATCH', () => {
  it('sets and clears the follow-up; not-interested clears it', async () => {
    const client = await makeClient(t, agent);
    const set = await updateClientOk(t, agent.cookie, client.id, { nextFollowUpAt: '2026-12-02T08:00:00Z' });
    expect(set.nextFollowUpAt).toBe('2026-12-02T08:00:00.000Z');
    expect(
      (await updateClientOk(t, agent.cookie, client.id, { nextFollowUpAt: null })).nextFollowUpAt,
    ).toBeNull();
    await updateClientOk(t, agent.cookie, client.id, { nextFollowUpAt: '2026-12-02T08:00:00Z' });
    const ended = await updateClientOk(t, agent.cookie, client.id, { status: 'not-interested' });
    expect(ended.nextFollowUpAt).toBeNull();
    const bad = await patchClient(t, agent.cookie, client.id, { nextFollowUpAt: 'next week' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ nextFollowUpAt: MESSAGES.invalidFollowUp });
  });
});

describe('the activity timeline', () => {
  it('merges calls, notes and status changes newest first, in pages', async () => {
    const client = await makeClient(t, agent, { note: 'first' });
    await logCall(agent.cookie, client.id, { outcome: 'busy' });
    await updateClientOk(t, agent.cookie, client.id, { status: 'ringing', note: 'second' });
    await logCall(agent.cookie, client.id, { outcome: 'connected', durationSeconds: 60 });
    // A save with a status and a note writes both at the same instant, and creation writes its
    // status and first note at one instant too: within such a pair either order is right.
    const expected = ['call', 'note', 'status', 'call', 'note', 'status'];
    const pairsUnordered = (kinds: string[]) =>
      kinds.map((kind, i) =>
        i % 3 === 0 ? kind : [kinds[i - (i % 3) + 1], kinds[i - (i % 3) + 2]].sort().join('+'),
      );
    const listed = (await t.request({ method: 'GET', url: '/api/clients', cookie: agent.cookie })).json();
    const card = listed.items.find((c: { id: string }) => c.id === client.id);
    expect(pairsUnordered(card.activity.map((e: { kind: string }) => e.kind))).toEqual(
      pairsUnordered(expected.slice(0, 3)),
    );
    expect(card.activityCount).toBe(6);

    const kinds: string[] = [];
    let before: string | null = null;
    do {
      const url: string = `/api/clients/${client.id}/activity?limit=4${before ? `&before=${before}` : ''}`;
      const res = await t.request({ method: 'GET', url, cookie: agent.cookie });
      expect(res.body).toBe(JSON.stringify(activityPageSchema.parse(res.json())));
      const page: ActivityPage = res.json();
      kinds.push(...page.items.map((e) => e.kind));
      before = page.nextCursor;
    } while (before);
    expect(pairsUnordered(kinds)).toEqual(pairsUnordered(expected));

    const url = `/api/clients/${client.id}/activity`;
    expect((await t.request({ method: 'GET', url, cookie: other.cookie })).statusCode).toBe(404);
    const bad = await t.request({ method: 'GET', url: `${url}?before=nope`, cookie: agent.cookie });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['before']);
  });
});
