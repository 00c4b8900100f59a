import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '#server/auth/auth';
import type { SessionUser } from '#server/auth/session';
import { forwardCookies, toWebHeaders } from '#server/auth/web-request';
import type { Db } from '#server/db/client';
import { user } from '#server/db/schema';
import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';
import type { Me, UpdateMeBody } from '#shared/schemas/auth';

export function toMe(u: SessionUser): Me {
  return { id: u.id, email: u.email, fullName: u.fullName, role: u.role };
}

/**
 * Applies a profile change. The password goes first: if the current password is wrong nothing
 * is changed. A new password ends every other session of the user (DESIGN §7).
 */
export async function updateProfile(
  deps: { db: Db; auth: Auth },
  me: SessionUser,
  body: UpdateMeBody,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Me> {
  if (body.newPassword) {
    try {
      const { headers } = await deps.auth.api.changePassword({
        body: {
          currentPassword: body.currentPassword ?? '',
          newPassword: body.newPassword,
          revokeOtherSessions: true,
        },
        headers: toWebHeaders(req),
        returnHeaders: true,
      });
      forwardCookies(headers, reply);
    } catch (error) {
      const code = (error as { body?: { code?: string } }).body?.code;
      if (code === 'INVALID_PASSWORD') {
        throw new AppError(400, 'invalid_current_password', MESSAGES.currentPasswordWrong, {
          currentPassword: MESSAGES.currentPasswordWrong,
        });
      }
      throw error;
    }
  }
  let fullName = me.fullName;
  if (body.fullName !== undefined && body.fullName !== me.fullName) {
    await deps.db.update(user).set({ name: body.fullName, updatedAt: new Date() }).where(eq(user.id, me.id));
    fullName = body.fullName;
  }
  return { ...toMe(me), fullName };
}
