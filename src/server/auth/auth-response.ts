import { AppError } from '../errors';

export type AuthFailure = { status: number; code: string | null; message: string | null };

/** The status, code and message of a better-auth error answer (its codes are UPPER_SNAKE_CASE). */
export async function readAuthFailure(response: Response): Promise<AuthFailure> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      status: response.status,
      code: typeof body.code === 'string' ? body.code : null,
      message: typeof body.message === 'string' ? body.message : null,
    };
  } catch {
    return { status: response.status, code: null, message: null };
  }
}

/**
 * A better-auth error in our shape: its status and code (lower case), its message except on a
 * 401, where `fallback` keeps one wording whether or not the email exists (DESIGN §7).
 */
export function authError(failure: AuthFailure, fallback: string): AppError {
  const code = failure.code ? failure.code.toLowerCase() : 'auth_error';
  const message = failure.status !== 401 && failure.message ? failure.message : fallback;
  return new AppError(failure.status, code, message);
}
