import { eq } from 'drizzle-orm';
import { type Settings, type SettingsSection, settingsSectionFrom } from '#shared/schemas/settings';
import type { Db } from './db/client';
import { settings } from './db/schema';

/**
 * One section of the admin's settings (src/shared/schemas/settings.ts), read from the database on
 * every call so a change shows at once on every instance; unset fields have their defaults.
 */
export async function readSettingsSection<K extends SettingsSection>(
  db: Db,
  section: K,
): Promise<Settings[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, section));
  return settingsSectionFrom(section, row?.value);
}

/** Every section. */
export async function readSettings(db: Db): Promise<Settings> {
  return { security: await readSettingsSection(db, 'security') };
}
