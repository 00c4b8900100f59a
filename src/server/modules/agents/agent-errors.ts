import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';

/** Unknown id, an admin, or an invitation that is accepted or revoked: all the same 404. */
export function notFound(): AppError {
  return new AppError(404, 'not_found', MESSAGES.notFound);
}

export function emailTaken(): AppError {
  return new AppError(409, 'email_taken', MESSAGES.emailAlreadyRegistered, {
    email: MESSAGES.emailAlreadyRegistered,
  });
}

export function invitationInvalid(): AppError {
  return new AppError(410, 'invitation_invalid', MESSAGES.invitationInvalid);
}

export function mailFailed(): AppError {
  return new AppError(502, 'mail_failed', MESSAGES.invitationMailFailed);
}

export function unknownAgent(): AppError {
  return new AppError(400, 'unknown_agent', MESSAGES.unknownAgent, { reassignTo: MESSAGES.unknownAgent });
}

export function reassignConflict(): AppError {
  return new AppError(409, 'reassign_conflict', MESSAGES.reassignConflict, {
    reassignTo: MESSAGES.reassignConflict,
  });
}
