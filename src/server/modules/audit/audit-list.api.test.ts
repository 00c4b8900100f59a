import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import type { AuditEntryView } from '#shared/schemas/audit';
import { auditPage, auditRequest, seedAudit } from '#tests/support/audit';
import { makeClient } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin', fullName: 'Ada Admin' });
const agent = setupUser(t, { fullName: 'Alex Agent' });

/** Every entry matching `query`, page by page with `limit`. */
async function walk(query: Record<string, string | number>, limit: number): Promise<AuditEntryView[]> {
  const all: AuditEntryView[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page = await auditPage(t, admin.cookie, { ...query, limit, ...(after ? { after } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    all.push(...page.items);
    after = page.nextCursor;
    if (!after) return all;
  }
  throw new Error('too many pages');
}

describe('GET /api/audit', () => {
  it('lists entries newest first with who, what and on what', async () => {
    const client = await makeClient(t, agent, { name: 'Listed Client' });
    await t.request({
      method: 'GET',
      url: `/api/clients/${client.id}/trading-password`,
      cookie: agent.cookie,
    });
    const { items } = await auditPage(t, admin.cookie, { limit: 1 });
    expect(items).toEqual([
      {
        id: expect.any(Number),
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        actorId: agent.id,
        actorName: 'Alex Agent',
        action: 'reveal_trading_password',
        target: { type: 'client', id: client.id, name: 'Listed Client' },
        detail: null,
      },
    ]);
  });

  it('pages by keyset without skipping or repeating entries written in the same instant', async () => {
    const at = new Date('2026-03-04T05:06:07.123Z');
    await seedAudit(
      t,
      Array.from({ length: 23 }, (_, i) => ({
        action: 'update_agent' as const,
        actorId: admin.id,
        targetType: 'user',
        targetId: `same-instant-${i}`,
        at,
      })),
    );
    const query = { from: '2026-03-04', to: '2026-03-04' };
    const all = await walk(query, 5);
    expect(all).toHaveLength(23);
    expect(new Set(all.map((e) => e.id)).size).toBe(23);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await walk(query, 23)).map((e) => e.id)).toEqual(ids);
  });

  it('filters by actor, action, target and whole UTC days', async () => {
    await seedAudit(t, [
      {
        action: 'delete_client',
        actorId: 'actor-x',
        targetType: 'client',
        targetId: 'target-1',
        at: new Date('2025-01-09T23:59:59.999Z'),
      },
      {
        action: 'delete_client',
        actorId: 'actor-x',
        targetType: 'client',
        targetId: 'target-1',
        at: new Date('2025-01-10T00:00:00Z'),
      },
      {
        action: 'update_agent',
        actorId: 'actor-x',
        targetType: 'user',
        targetId: 'target-2',
        at: new Date('2025-01-11T12:00:00Z'),
      },
      {
        action: 'delete_client',
        actorId: 'actor-y',
        targetType: 'client',
        targetId: 'target-1',
        at: new Date('2025-01-12T23:59:59.999Z'),
      },
      {
        action: 'delete_client',
        actorId: 'actor-y',
        targetType: 'client',
        targetId: 'target-3',
        at: new Date('2025-01-13T00:00:00Z'),
      },
    ]);
    const count = async (query: Record<string, string>) =>
      (await walk({ from: '2025-01-09', to: '2025-01-13', ...query }, 50)).length;
    expect(await count({})).toBe(5);
    expect(await count({ actor: 'actor-x' })).toBe(3);
    expect(await count({ action: 'delete_client' })).toBe(4);
    expect(await count({ target: 'target-1' })).toBe(3);
    expect(await count({ actor: 'actor-y', action: 'delete_client', target: 'target-1' })).toBe(1);
    expect(await count({ from: '2025-01-10', to: '2025-01-12' })).toBe(3);
    expect(await count({ from: '2025-01-13' })).toBe(1);
    expect(await count({ to: '2025-01-09' })).toBe(1);
  });

  it('names a removed actor by the e-mail the entry kept', async () => {
    await seedAudit(t, [
      {
        action: 'delete_client',
        actorId: 'gone-user',
        actorEmail: 'gone@example.com',
        at: new Date('2024-06-01T10:00:00Z'),
      },
    ]);
    const { items } = await auditPage(t, admin.cookie, { actor: 'gone-user' });
    expect(items.map((e) => e.actorName)).toEqual(['gone@example.com']);
  });

  it('refuses bad filters and cursors with a 400 naming the field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: '2025-13-01' }, 'from', MESSAGES.auditDateInvalid],
      [{ to: '2025-02-30' }, 'to', MESSAGES.auditDateInvalid],
      [{ from: '2025-01-02', to: '2025-01-01' }, 'to', MESSAGES.auditRangeInvalid],
      [{ action: 'drop_table' }, 'action', MESSAGES.auditActionInvalid],
      [{ after: 'not-a-cursor' }, 'after', MESSAGES.auditCursorInvalid],
      [
        { after: Buffer.from('2025-02-30 10:00:00+00|5').toString('base64url') },
        'after',
        MESSAGES.auditCursorInvalid,
      ],
      [{ limit: '0' }, 'limit', 'Page size must be a whole number from 1 to 200.'],
      [{ limit: '201' }, 'limit', 'Page size must be a whole number from 1 to 200.'],
      [{ unknown: 'x' }, '_', ''],
    ];
    for (const [query, field, message] of cases) {
      const res = await auditRequest(t, admin.cookie, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      const { error } = res.json();
      if (message) expect(error.fields?.[field], JSON.stringify(query)).toBe(message);
    }
  });

  it('is for admins only', async () => {
    expect((await auditRequest(t, agent.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });
});

describe('the audit log cannot be changed through the app', () => {
  it('has no route but reads under /api/audit', () => {
    const writes = t.apiRoutes.filter(
      (r) => r.url.startsWith('/api/audit') && !['GET', 'HEAD'].includes(r.method),
    );
    expect(writes).toEqual([]);
  });

  it('answers 404 to any attempt to change or delete an entry', async () => {
    const { items } = await auditPage(t, admin.cookie, { limit: 1 });
    const id = items[0]?.id ?? 1;
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
      for (const url of [`/api/audit/${id}`, '/api/audit']) {
        const res = await t.request({ method, url, cookie: admin.cookie, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await auditPage(t, admin.cookie, { limit: 1 })).items[0]?.id).toBe(id);
  });
});
