/**
 * Every action the server records in the audit log (issue 13); a new one is added here first.
 * Shared so the audit API can validate its `action` filter and the admin screen can offer it.
 */
export const AUDIT_ACTIONS = [
  'accept_invitation',
  'change_password',
  'delete_client',
  'disable_two_factor',
  'enable_two_factor',
  'export_audit',
  'export_clients',
  'invite_agent',
  'reassign_client',
  'regenerate_backup_codes',
  'remove_agent',
  'resend_invitation',
  'reset_two_factor',
  'reveal_trading_password',
  'revoke_invitation',
  'revoke_sessions',
  'sign_in',
  'sign_in_failed',
  'update_agent',
  'update_settings',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
