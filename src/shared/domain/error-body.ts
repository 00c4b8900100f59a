import type { ErrorBody } from '../schemas/errors';

/**
 * An error with the parts of the shared error body: the server throws it (as `AppError`) and the
 * web's API client raises it (as `ApiError`) for an error answer.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this.message, this.fields);
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The `error` of an answer's body when it has the shared error shape, otherwise null. */
export function readErrorBody(data: unknown): ErrorBody['error'] | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const error = data.error;
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || typeof error.code !== 'string') return null;
  if (!('message' in error) || typeof error.message !== 'string') return null;
  const fields = 'fields' in error && typeof error.fields === 'object' ? error.fields : undefined;
  return {
    code: error.code,
    message: error.message,
    ...(fields ? { fields: fields as Record<string, string> } : {}),
  };
}
