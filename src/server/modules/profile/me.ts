import type { SessionUser, TwoFactorStatus } from '#server/auth/session';
import type { Profile } from '#shared/schemas/account-security';
import type { Me } from '#shared/schemas/auth';

/** The signed-in user as the API shows them, without the session's ids. */
export function toMe(user: SessionUser): Me {
  return { id: user.id, email: user.email, fullName: user.fullName, role: user.role };
}

/** GET /api/me: also whether two-factor sign-in is on and required, so the web can ask for set-up first. */
export function toProfile(user: SessionUser, twoFactor: TwoFactorStatus | null): Profile {
  return {
    ...toMe(user),
    twoFactorEnabled: twoFactor?.enabled ?? false,
    twoFactorRequired: twoFactor?.required ?? false,
  };
}
