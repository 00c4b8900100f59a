import { emailSchema } from '#shared/schemas/auth';
import { recordAudit } from '../audit';
import type { Db } from '../db/client';

export type SignInAuditEntry = {
  /** The account signed in to, when it exists. */
  account: { id: string; email: string } | null;
  /** What was typed as the e-mail address. */
  email: string;
  ip: string;
  /** Why it failed; absent for a success. */
  failed?: 'password' | 'second_factor' | 'not_admin';
  /** The second factor that completed or failed the sign-in, if one was asked for. */
  secondFactor?: 'totp' | 'backup_code';
};

/**
 * One audit entry per sign-in success or failure (issue 13), never with the password. For an
 * unknown account the typed address is kept only if it is an e-mail address: people type their
 * password into the wrong field.
 */
export async function auditSignIn(db: Db, entry: SignInAuditEntry): Promise<void> {
  const { account, ip, failed, secondFactor } = entry;
  const typed = account ? null : emailSchema.safeParse(entry.email);
  await recordAudit(db, {
    actor: account ? { id: account.id, email: account.email } : null,
    action: failed ? 'sign_in_failed' : 'sign_in',
    details: {
      ip,
      ...(failed ? { reason: failed } : {}),
      ...(secondFactor ? { secondFactor } : {}),
      ...(typed?.success ? { email: typed.data } : {}),
    },
  });
}
