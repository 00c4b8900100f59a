/**
 * Two-factor sign-in and sessions (issue 13): the bodies and answers of `/api/auth/two-factor/*`,
 * `/api/me/sessions` and the admin's session and two-factor actions on an agent.
 */
import { z } from 'zod';
import { meSchema } from './auth';

/** GET /api/me: the user, and whether they have two-factor sign-in and must have it. */
export const profileSchema = meSchema.extend({
  twoFactorEnabled: z.boolean(),
  /** The admin's settings require it of this user; without it every other call is a 403. */
  twoFactorRequired: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Two-factor enable, disable and new backup codes confirm the account's password. */
export const confirmPasswordBodySchema = z.strictObject({ password: z.string().min(1).max(1024) });
export type ConfirmPasswordBody = z.infer<typeof confirmPasswordBodySchema>;

/** A code from the authenticator app, or a backup code; spaces people type are dropped. */
export const twoFactorCodeBodySchema = z.strictObject({
  code: z
    .string()
    .max(64)
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().min(1)),
});
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>;

/** POST /api/auth/two-factor/enable: the app's otpauth:// URI (for the QR code) and backup codes. */
export const twoFactorSetupSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodesSchema>;

export const twoFactorStateSchema = z.object({ twoFactorEnabled: z.boolean() });

/** A sign-in with the password only: either signed in, or the second factor is asked for. */
export const signInAnswerSchema = z.union([
  z.object({ user: meSchema }),
  z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) }),
]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  /** The session this request was sent with. */
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ items: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const revokedSessionsSchema = z.object({ revoked: z.number().int() });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;
