import { eq } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import { changeOwnPassword } from '#server/auth/accounts';
import type { Auth } from '#server/auth/auth';
import type { SessionUser } from '#server/auth/session';
import { announceSessionChange } from '#server/auth/session-cache';
import { beginAttempt, passwordCheckKeyOf, signInSucceeded } from '#server/auth/sign-in-limits';
import type { Db } from '#server/db/client';
import { user } from '#server/db/schema';
import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';
import type { Me, UpdateMeBody } from '#shared/schemas/auth';
import { toMe } from './me';

export type UpdateProfileOptions = {
  db: Db;
  auth: Auth;
  me: SessionUser;
  body: UpdateMeBody;
  /** The request's headers: the session whose password is changed, and the one kept signed in. */
  headers: Headers;
  /** The client address: password checks count against it too, as sign-ins do. */
  ip: string;
};

/**
 * PATCH /api/me. The password goes first: if the current password is wrong nothing is changed,
 * and the wrong guess counts towards the user's limit of password checks (sign-in-limits.ts).
 * A new password ends every other session of the user (DESIGN §7); `cookies` then carry the
 * refreshed session of this one.
 */
export async function updateProfile(options: UpdateProfileOptions): Promise<{ me: Me; cookies: string[] }> {
  const { db, auth, me, body } = options;
  let cookies: string[] = [];
  if (body.newPassword) {
    // Each guess costs an argon2 check: counted like sign-in, per user (issue 13).
    const attempt = await beginAttempt(db, { accountKey: passwordCheckKeyOf(me.id), ip: options.ip });
    const changed = await changeOwnPassword(auth, {
      currentPassword: body.currentPassword ?? '',
      newPassword: body.newPassword,
      headers: options.headers,
    });
    if (!changed) {
      throw new AppError(400, 'invalid_current_password', MESSAGES.currentPasswordWrong, {
        currentPassword: MESSAGES.currentPasswordWrong,
      });
    }
    cookies = changed;
    announceSessionChange({ userId: me.id });
    await signInSucceeded(db, attempt);
    await recordAudit(db, { actor: me, action: 'change_password' });
  }
  let fullName = me.fullName;
  if (body.fullName !== undefined && body.fullName !== me.fullName) {
    await db.update(user).set({ name: body.fullName, updatedAt: new Date() }).where(eq(user.id, me.id));
    fullName = body.fullName;
    announceSessionChange({ userId: me.id });
  }
  return { me: { ...toMe(me), fullName }, cookies };
}
