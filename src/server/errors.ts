import { MESSAGES } from '#shared/domain';
import { errorBody, HttpError } from '#shared/domain/error-body';
import type { ErrorBody } from '#shared/schemas/errors';

/** The one error type the server throws; `http/errors.ts` turns it into the shared error body. */
export class AppError extends HttpError {}

/**
 * Unknown, malformed, or not the caller's to see: all the same 404, so ids cannot be probed
 * (DESIGN §7).
 */
export function notFound(): AppError {
  return new AppError(404, 'not_found', MESSAGES.notFound);
}

/** The agent named by `field` (a client's `agentId`, a removal's `reassignTo`) is not an agent. */
export function unknownAgent(field: 'agentId' | 'reassignTo'): AppError {
  return new AppError(400, 'unknown_agent', MESSAGES.unknownAgent, { [field]: MESSAGES.unknownAgent });
}

export type { ErrorBody };
export { errorBody };
