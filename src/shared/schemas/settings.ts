/**
 * App-wide settings an admin changes (issue 13), grouped in sections. Each section is a flat
 * object whose every field has a default, so a stored section holds only what was changed and a
 * new setting is one more field here: the server fills the rest from SETTINGS_DEFAULTS.
 */
import { z } from 'zod';
import { IDLE_STATUSES, RETRY_OUTCOMES } from '../domain/calls';
import { SETTINGS_DEFAULTS } from '../domain/settings-defaults';
import { isValidTimeZone } from '../domain/time-zone';

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

const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);
const byKey = <K extends string>(keys: readonly K[], value: z.ZodNumber) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value])) as Record<K, z.ZodNumber>);

/**
 * The calling workspace (issue 14). Each field is set as a whole (a PATCH sends all of
 * `idleDays`, say), so the form that edits one group always saves a complete, valid group.
 */
const callingFields = {
  /** Minutes until the retry suggested after each unanswered outcome (up to 30 days). */
  retryMinutes: byKey(RETRY_OUTCOMES, wholeNumber(1, 43_200)),
  /** A client in an open status is idle when its last contact is older than this many days. */
  idleDays: byKey(IDLE_STATUSES, wholeNumber(1, 365)),
  /** Each agent's daily targets (the executive protocol). */
  targets: z.strictObject({
    dials: wholeNumber(0, 10_000),
    connected: wholeNumber(0, 10_000),
    talkMinutes: wholeNumber(0, 1_440),
    meetings: wholeNumber(0, 1_000),
  }),
  /** The organisation's IANA time zone: calendar days (today, the daily figures) are counted in it. */
  timeZone: z.string().trim().min(1).max(100).refine(isValidTimeZone, 'Unknown time zone'),
};

export const callingSettingsSchema = z.strictObject(callingFields);
export type CallingSettings = z.infer<typeof callingSettingsSchema>;

export const settingsSchema = z.strictObject({
  security: securitySettingsSchema,
  calling: callingSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

// Plain data with no zod, so the web app's first screens can read it without the schema code.
export { SETTINGS_DEFAULTS };

/** The sections a PATCH may change, each with any subset of its fields. */
export const settingsSectionSchemas = {
  security: z.strictObject(securityFields).partial(),
  calling: z.strictObject(callingFields).partial(),
} as const;
export type SettingsSection = keyof typeof settingsSectionSchemas;

/** PATCH /api/settings: only the fields given change; `{}` changes nothing. */
export const updateSettingsBodySchema = z.strictObject({
  security: settingsSectionSchemas.security.optional(),
  calling: settingsSectionSchemas.calling.optional(),
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
