import { ApiError } from './api';

/**
 * The server's message for a field of a refused form: the first entry under `prefix`
 * (`allowedOrigins` also finds `allowedOrigins.0`). Undefined for other errors.
 */
export function apiFieldError(error: unknown, prefix: string): string | undefined {
  if (!(error instanceof ApiError) || !error.fields) return undefined;
  const key = Object.keys(error.fields).find((k) => k === prefix || k.startsWith(`${prefix}.`));
  return key ? error.fields[key] : undefined;
}

/** The message of an error that names no field (a network failure, a conflict), else undefined. */
export function apiFormError(error: unknown): string | undefined {
  if (!error || (error instanceof ApiError && error.fields)) return undefined;
  return error instanceof Error ? error.message : undefined;
}
