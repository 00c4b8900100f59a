import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS, settingsSectionFrom, updateSettingsBodySchema } from './settings';

describe('settingsSectionFrom', () => {
  it('fills what was never stored with the defaults', () => {
    expect(settingsSectionFrom('security', undefined)).toEqual(SETTINGS_DEFAULTS.security);
    expect(settingsSectionFrom('security', { auditRetentionDays: 30 })).toEqual({
      ...SETTINGS_DEFAULTS.security,
      auditRetentionDays: 30,
    });
  });

  it('falls back field by field when a stored value no longer fits, and drops unknown ones', () => {
    const stored = { auditRetentionDays: -5, requireTwoFactorForAgents: true, retired: 'x' };
    expect(settingsSectionFrom('security', stored)).toEqual({
      ...SETTINGS_DEFAULTS.security,
      requireTwoFactorForAgents: true,
    });
    expect(settingsSectionFrom('security', 'not an object')).toEqual(SETTINGS_DEFAULTS.security);
  });
});

describe('updateSettingsBodySchema', () => {
  it('takes any subset of a section, nothing unknown', () => {
    expect(updateSettingsBodySchema.parse({})).toEqual({});
    expect(updateSettingsBodySchema.parse({ security: { exportAlertRows: 5 } })).toEqual({
      security: { exportAlertRows: 5 },
    });
    expect(updateSettingsBodySchema.safeParse({ security: { nope: 1 } }).success).toBe(false);
    expect(updateSettingsBodySchema.safeParse({ other: {} }).success).toBe(false);
  });
});

describe('calling settings', () => {
  it('takes whole groups and IANA time zones only', () => {
    const targets = { dials: 10, connected: 5, talkMinutes: 30, meetings: 1 };
    expect(updateSettingsBodySchema.parse({ calling: { targets, timeZone: 'Europe/Berlin' } })).toEqual({
      calling: { targets, timeZone: 'Europe/Berlin' },
    });
    for (const calling of [
      { timeZone: 'Mars/Olympus' },
      { targets: { dials: 10 } },
      { idleDays: { ...SETTINGS_DEFAULTS.calling.idleDays, 'closed-client': 1 } },
      { retryMinutes: { ...SETTINGS_DEFAULTS.calling.retryMinutes, busy: 0 } },
    ]) {
      expect(updateSettingsBodySchema.safeParse({ calling }).success, JSON.stringify(calling)).toBe(false);
    }
    expect(settingsSectionFrom('calling', { timeZone: 'Nowhere/Else' }).timeZone).toBe('UTC');
  });
});
