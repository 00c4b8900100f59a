import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';

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

export function reassignConflict(): AppError {
  return new AppError(409, 'reassign_conflict', MESSAGES.reassignConflict, {
    reassignTo: MESSAGES.reassignConflict,
  });
}
