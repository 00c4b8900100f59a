import { sql } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import { announceSessionChange } from '#server/auth/session-cache';
import type { Db } from '#server/db/client';
import { settings } from '#server/db/schema';
import { readSettings } from '#server/settings';
import type { Settings, UpdateSettingsBody } from '#shared/schemas/settings';

export type UpdateSettingsOptions = { db: Db; admin: SessionUser; body: UpdateSettingsBody };

/**
 * PATCH /api/settings. Each section given is merged into the stored one by the database itself
 * (jsonb `||`), so two admins changing different fields at once both keep their change.
 */
export async function updateSettings({ db, admin, body }: UpdateSettingsOptions): Promise<Settings> {
  const sections = Object.entries(body).filter(([, value]) => value && Object.keys(value).length > 0);
  if (sections.length > 0) {
    await db.transaction(async (tx) => {
      for (const [key, value] of sections) {
        await tx
          .insert(settings)
          .values({ key, value })
          .onConflictDoUpdate({
            target: settings.key,
            set: { value: sql`${settings.value} || excluded.value`, updatedAt: new Date() },
          });
      }
      await recordAudit(tx, {
        actor: admin,
        action: 'update_settings',
        targetType: 'settings',
        details: Object.fromEntries(sections),
      });
    });
    // The security section decides who must use two-factor sign-in: checked sessions carry it.
    announceSessionChange('all');
  }
  return readSettings(db);
}
