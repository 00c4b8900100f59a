import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain';

export const roleSchema = z.enum(['agent', 'admin']);

/** The longest address mail can carry (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, `An email address has at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email(MESSAGES.invalidEmail));

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort.description)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong.description);

export const FULL_NAME_MAX_LENGTH = 100;

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.fullNameRequired.description)
  .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters.`);

export const signInBodySchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  /** Set by the admin sign-in screen: a non-admin is refused and left signed out. */
  requireRole: z.literal('admin').optional(),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: roleSchema,
});
export type Me = z.infer<typeof meSchema>;

export const updateMeBodySchema = z
  .object({
    fullName: fullNameSchema.optional(),
    currentPassword: z.string().max(1024).optional(),
    newPassword: newPasswordSchema.optional(),
  })
  .strict()
  .refine((b) => !b.newPassword || Boolean(b.currentPassword), {
    message: MESSAGES.currentPasswordRequired,
    path: ['currentPassword'],
  });
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const setupBodySchema = z
  .object({
    token: z.string().min(1).max(200),
    email: emailSchema,
    fullName: fullNameSchema,
    password: newPasswordSchema,
  })
  .strict();
export type SetupBody = z.infer<typeof setupBodySchema>;
