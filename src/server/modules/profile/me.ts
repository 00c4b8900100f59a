import type { SessionUser } from '#server/auth/session';
import type { Me } from '#shared/schemas/auth';

/** GET /api/me: the signed-in user as the API shows them, without the session's ids. */
export function toMe(user: SessionUser): Me {
  return { id: user.id, email: user.email, fullName: user.fullName, role: user.role };
}
