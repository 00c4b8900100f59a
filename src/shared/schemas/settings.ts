/**
 * App-wide settings an admin changes (issue 13), grouped in sections. Each section is a flat
 * object whose every field has a default, so a stored section holds only what was changed and a
 * new setting is one more field here: the server fills the rest from SETTINGS_DEFAULTS.
 */
import { z } from 'zod';

const securityFields = {
  /** Admins without two-factor sign-in are sent to set it up before anything else. */
  requireTwoFactorForAdmins: z.boolean(),
  requireTwoFactorForAgents: z.boolean(),
  /** Audit entries older than this many days are pruned. */
  auditRetentionDays: z.number().int().min(1).max(36_500),
  /** The overview warns when someone exported more rows than this in the last 24 hours. */
  exportAlertRows: z.number().int().min(1).max(100_000_000),
  /** The overview warns when someone revealed more trading passwords than this in 24 hours. */
  revealAlertCount: z.number().int().min(1).max(1_000_000),
};

export const securitySettingsSchema = z.strictObject(securityFields);
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const settingsSchema = z.strictObject({ security: securitySettingsSchema });
export type Settings = z.infer<typeof settingsSchema>;

export const SETTINGS_DEFAULTS: Settings = {
  security: {
    requireTwoFactorForAdmins: false,
    requireTwoFactorForAgents: false,
    auditRetentionDays: 365,
    exportAlertRows: 10_000,
    revealAlertCount: 20,
  },
};

/** The sections a PATCH may change, each with any subset of its fields. */
export const settingsSectionSchemas = {
  security: z.strictObject(securityFields).partial(),
} as const;
export type SettingsSection = keyof typeof settingsSectionSchemas;

/** PATCH /api/settings: only the fields given change; `{}` changes nothing. */
export const updateSettingsBodySchema = z.strictObject({
  security: settingsSectionSchemas.security.optional(),
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

/**
 * A stored section with its defaults filled in. Field by field, so a value that no longer fits
 * its schema (a setting whose rules changed since it was saved) falls back to its default instead
 * of failing every request that reads the settings.
 */
export function settingsSectionFrom<K extends SettingsSection>(section: K, stored: unknown): Settings[K] {
  const merged: Record<string, unknown> = { ...SETTINGS_DEFAULTS[section] };
  if (typeof stored === 'object' && stored !== null) {
    for (const [name, schema] of Object.entries(settingsSectionSchemas[section].shape)) {
      const parsed = schema.safeParse((stored as Record<string, unknown>)[name]);
      if (parsed.success && parsed.data !== undefined) merged[name] = parsed.data;
    }
  }
  return merged as Settings[K];
}
