import type { Me } from '#shared/schemas/auth';

export type Role = Me['role'];

/** Where each role lives (spec §2: admins at /admin, everyone else at /agent). */
export function homeFor(role: Role): string {
  return role === 'admin' ? '/admin' : '/agent';
}

/**
 * Where a sign-in leads: back to the screen the session ended on (`from`, set by the guard that
 * sent the user to sign in) when the role may open it, else the role's home.
 */
export function afterSignIn(role: Role, from: unknown): string {
  const home = homeFor(role);
  if (typeof from !== 'string') return home;
  const path = from.split(/[?#]/)[0] ?? '';
  return path === home || path.startsWith(`${home}/`) || path === '/profile' ? from : home;
}
