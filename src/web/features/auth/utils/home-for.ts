import type { Me } from '#shared/schemas/auth';

export type Role = Me['role'];

/** Where each role lives (spec §2: admins at /admin, everyone else at /agent). */
export function homeFor(role: Role): string {
  return role === 'admin' ? '/admin' : '/agent';
}
