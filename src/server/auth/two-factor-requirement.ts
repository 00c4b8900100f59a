import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/domain';
import { AppError } from '../errors';

/**
 * What a user who must set up two-factor sign-in and has not may still reach, besides
 * `/api/auth/*` (set-up and sign-out) and the public routes, which have no session to check:
 * `/api/me` tells the web app to send them to set-up first.
 */
const OPEN_BEFORE_SET_UP = new Set(['/api/me']);

/** 403 `two_factor_required` for such a user on every other route (issue 13). */
export function assertTwoFactorSetUp(req: FastifyRequest): void {
  const status = req.twoFactorStatus;
  if (!status?.required || status.enabled) return;
  if (OPEN_BEFORE_SET_UP.has(req.routeOptions.url ?? '')) return;
  throw new AppError(403, 'two_factor_required', MESSAGES.twoFactorRequired);
}
