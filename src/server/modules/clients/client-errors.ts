import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';

export function duplicateEmail(): AppError {
  return new AppError(409, 'duplicate_email', MESSAGES.duplicateClientEmail, {
    email: MESSAGES.duplicateClientEmail,
  });
}

export function staleClient(): AppError {
  return new AppError(409, 'stale_version', MESSAGES.staleClient);
}
