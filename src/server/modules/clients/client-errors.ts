import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';

/** Missing, malformed id, or another agent's client: all look the same (DESIGN §7). */
export function notFound(): AppError {
  return new AppError(404, 'not_found', MESSAGES.notFound);
}

export function duplicateEmail(): AppError {
  return new AppError(409, 'duplicate_email', MESSAGES.duplicateClientEmail, {
    email: MESSAGES.duplicateClientEmail,
  });
}

export function staleClient(): AppError {
  return new AppError(409, 'stale_version', MESSAGES.staleClient);
}

export function unknownAgent(): AppError {
  return new AppError(400, 'unknown_agent', MESSAGES.unknownAgent, { agentId: MESSAGES.unknownAgent });
}
