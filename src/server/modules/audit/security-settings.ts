import type { Db } from '#server/db/client';
import { readSettingsSection } from '#server/settings';

/** The settings the audit trail reads: retention, and the thresholds of the overview's alerts. */
export type AuditSettings = {
  auditRetentionDays: number;
  exportAlertRows: number;
  revealAlertCount: number;
};

/**
 * The admin's security settings as the audit trail needs them, read on every use so a change
 * shows at once on every instance.
 */
export async function readSecuritySettings(db: Db): Promise<AuditSettings> {
  const { auditRetentionDays, exportAlertRows, revealAlertCount } = await readSettingsSection(db, 'security');
  return { auditRetentionDays, exportAlertRows, revealAlertCount };
}
