import { eq, sql } from 'drizzle-orm';
import { type Settings, type SettingsSection, settingsSectionFrom } from '#shared/schemas/settings';
import type { Db } from './db/client';
import { rowsOf } from './db/raw-rows';
import { settings } from './db/schema';

/**
 * One section of the admin's settings (src/shared/schemas/settings.ts), read from the database on
 * every call so a change shows at once on every instance; unset fields have their defaults.
 */
export async function readSettingsSection<K extends SettingsSection>(
  db: Db,
  section: K,
): Promise<Settings[K]> {
  // Prepared: the Today queue, the idle filter and the call log each read a section per request.
  const [row] = await rowsOf<{ value: unknown }>(
    db,
    sql`select ${settings.value} as value from ${settings} where ${eq(settings.key, section)}`,
    { prepared: true },
  );
  return settingsSectionFrom(section, row?.value);
}

/** Every section. */
export async function readSettings(db: Db): Promise<Settings> {
  const [security, calling] = await Promise.all([
    readSettingsSection(db, 'security'),
    readSettingsSection(db, 'calling'),
  ]);
  return { security, calling };
}
