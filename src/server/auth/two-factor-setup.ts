import { MESSAGES } from '#shared/domain';
import type { BackupCodes, TwoFactorSetup } from '#shared/schemas/account-security';
import type { Me } from '#shared/schemas/auth';
import { recordAudit } from '../audit';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { type AuthFailure, authError, readAuthFailure } from './auth-response';
import type { SessionUser } from './session';
import { announceSessionChange } from './session-cache';
import { beginAttempt, forgetAttempt, passwordCheckKeyOf, signInSucceeded } from './sign-in-limits';
import { findUserById } from './users';

/** A signed-in user's own two-factor action; `send` posts the body to the plugin's endpoint. */
export type TwoFactorActionOptions = {
  db: Db;
  me: SessionUser;
  ip: string;
  send: (body: object) => Promise<Response>;
};

/** The plugin's refusals in our words; anything else keeps its own status and code. */
function setUpError(failure: AuthFailure): AppError {
  switch (failure.code) {
    case 'INVALID_PASSWORD':
      return new AppError(400, 'invalid_password', MESSAGES.currentPasswordWrong, {
        password: MESSAGES.currentPasswordWrong,
      });
    case 'TOTP_ALREADY_ENABLED':
      return new AppError(409, 'two_factor_already_on', MESSAGES.twoFactorAlreadyOn);
    case 'TWO_FACTOR_NOT_ENABLED':
    case 'TOTP_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
      return new AppError(409, 'two_factor_not_on', MESSAGES.twoFactorNotOn);
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      // Signed in already, setting up: there is no sign-in to start again.
      return new AppError(400, 'invalid_two_factor_code', MESSAGES.twoFactorSetupCodeInvalid, {
        code: MESSAGES.twoFactorSetupCodeInvalid,
      });
    default:
      return authError(failure, MESSAGES.signedOut);
  }
}

/**
 * Sends a request that checks the account's password, counted like sign-in (sign-in-limits.ts)
 * under the user's own key: a stolen session cannot test passwords at argon2's pace for free,
 * and nobody else can use up this budget. The answer is parsed, or thrown as our error.
 */
async function sendWithPassword<T>(
  options: TwoFactorActionOptions,
  password: string,
): Promise<{ body: T; cookies: string[] }> {
  const { db, me, ip } = options;
  const attempt = await beginAttempt(db, { accountKey: passwordCheckKeyOf(me.id), ip });
  const response = await options.send({ password });
  if (!response.ok) {
    const failure = await readAuthFailure(response);
    if (failure.code !== 'INVALID_PASSWORD') await forgetAttempt(db, attempt);
    throw setUpError(failure);
  }
  await signInSucceeded(db, attempt);
  return { body: (await response.json()) as T, cookies: response.headers.getSetCookie() };
}

/** POST /api/auth/two-factor/enable: a new secret and backup codes, off until a code confirms them. */
export async function enableTwoFactor(
  options: TwoFactorActionOptions & { password: string },
): Promise<TwoFactorSetup> {
  const { body } = await sendWithPassword<TwoFactorSetup>(options, options.password);
  return { totpURI: body.totpURI, backupCodes: body.backupCodes };
}

/** POST /api/auth/two-factor/disable. The session is renewed by the plugin: pass `cookies` on. */
export async function disableTwoFactor(
  options: TwoFactorActionOptions & { password: string },
): Promise<string[]> {
  const { cookies } = await sendWithPassword(options, options.password);
  announceSessionChange({ userId: options.me.id });
  await recordAudit(options.db, {
    actor: options.me,
    action: 'disable_two_factor',
  });
  return cookies;
}

/** POST /api/auth/two-factor/generate-backup-codes: new codes; the old ones stop working. */
export async function regenerateBackupCodes(
  options: TwoFactorActionOptions & { password: string },
): Promise<BackupCodes> {
  const { body } = await sendWithPassword<BackupCodes>(options, options.password);
  await recordAudit(options.db, {
    actor: options.me,
    action: 'regenerate_backup_codes',
  });
  return { backupCodes: body.backupCodes };
}

/**
 * A code sent with a session: the first one after enabling turns two-factor sign-in on (the
 * plugin then renews the session: pass `cookies` on); later ones only check.
 */
export async function confirmTwoFactor(
  options: TwoFactorActionOptions & { code: string; wasEnabled: boolean },
): Promise<{ user: Me; cookies: string[] }> {
  const { db, me } = options;
  const response = await options.send({ code: options.code });
  if (!response.ok) throw setUpError(await readAuthFailure(response));
  const nowEnabled = (await findUserById(db, me.id))?.twoFactorEnabled === true;
  if (nowEnabled && !options.wasEnabled) {
    announceSessionChange({ userId: me.id });
    await recordAudit(db, { actor: me, action: 'enable_two_factor' });
  }
  const { id, email, fullName, role } = me;
  return { user: { id, email, fullName, role }, cookies: response.headers.getSetCookie() };
}
