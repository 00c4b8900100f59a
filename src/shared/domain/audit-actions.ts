/**
 * Every action the server records in the audit log (issue 13); a new one is added here first.
 * Shared so the audit API can validate its `action` filter and the admin screen can offer it.
 */
export const AUDIT_ACTIONS = [
  'accept_invitation',
  'api_token_request',
  'bulk_clients',
  'change_password',
  'create_api_token',
  'create_intake_form',
  'create_webhook',
  'delete_client',
  'delete_intake_form',
  'delete_webhook',
  'disable_two_factor',
  'enable_two_factor',
  'export_audit',
  'export_clients',
  'import_clients',
  'invite_agent',
  'reassign_client',
  'regenerate_backup_codes',
  'remove_agent',
  'resend_invitation',
  'reset_two_factor',
  'reveal_trading_password',
  'revert_import',
  'revoke_api_token',
  'revoke_invitation',
  'revoke_sessions',
  'sign_in',
  'sign_in_failed',
  'update_agent',
  'update_intake_form',
  'update_settings',
  'update_webhook',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The longest actor or target id an audit filter takes. */
export const AUDIT_ID_MAX_LENGTH = 100;

/** The form of an audit filter's day, YYYY-MM-DD (the schema also refuses impossible dates). */
export const AUDIT_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
