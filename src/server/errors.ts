/** The one error type the server throws; `http/errors.ts` turns it into the shared error body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export { errorBody } from '#shared/domain/error-body';
export type { ErrorBody } from '#shared/schemas/errors';
