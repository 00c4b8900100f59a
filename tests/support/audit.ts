import { auditLog } from '#server/db/schema';
import type { AuditAction } from '#shared/domain';
import type { AuditPage } from '#shared/schemas/audit';
import type { TestApp } from './test-app';

export type AuditSeed = {
  action: AuditAction;
  actorId?: string | null;
  actorEmail?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  /** When it happened; now when left out. */
  at?: Date;
};

/** Writes audit entries straight into the table, for dates and volumes the API cannot make. */
export async function seedAudit(t: TestApp, entries: AuditSeed[]): Promise<void> {
  if (entries.length === 0) return;
  await t.database.db.insert(auditLog).values(
    entries.map((e) => ({
      action: e.action,
      actorId: e.actorId ?? null,
      actorEmail: e.actorEmail ?? null,
      targetType: e.targetType ?? null,
      targetId: e.targetId ?? null,
      details: e.details ? JSON.stringify(e.details) : null,
      ...(e.at ? { createdAt: e.at } : {}),
    })),
  );
}

export function auditRequest(t: TestApp, cookie: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.request({ method: 'GET', url: `/api/audit${qs ? `?${qs}` : ''}`, cookie });
}

/** One page of the audit log; fails the test on anything but 200. */
export async function auditPage(
  t: TestApp,
  cookie: string,
  query: Record<string, string | number> = {},
): Promise<AuditPage> {
  const res = await auditRequest(t, cookie, query);
  if (res.statusCode !== 200) throw new Error(`audit page failed: ${res.statusCode} ${res.body}`);
  return res.json<AuditPage>();
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
