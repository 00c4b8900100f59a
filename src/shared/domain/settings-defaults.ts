import type { Settings } from '../schemas/settings';

/** What every setting is until an admin changes it (issue 13); the server fills stored sections from it. */
export const SETTINGS_DEFAULTS: Settings = {
  security: {
    requireTwoFactorForAdmins: false,
    requireTwoFactorForAgents: false,
    auditRetentionDays: 365,
    exportAlertRows: 10_000,
    revealAlertCount: 20,
  },
  calling: {
    retryMinutes: { 'no-answer': 120, busy: 60, voicemail: 1_440 },
    idleDays: {
      'new-client': 1,
      ringing: 2,
      interested: 3,
      'invoice-sent': 2,
      'account-details': 2,
      'pending-activation': 3,
    },
    targets: { dials: 300, connected: 100, talkMinutes: 200, meetings: 3 },
    timeZone: 'UTC',
  },
};
