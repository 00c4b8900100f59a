import { MESSAGES } from '#shared/domain';
import { HttpError, readErrorBody } from '#shared/domain/error-body';

/** An error answer from our API, carrying its `{error:{code,message,fields?}}` body. */
export class ApiError extends HttpError {}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();

/** Lets the session layer hear every 401, so an ended session returns the app to sign-in. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Options = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server answers a repeat of this write with its first answer. */
  idempotencyKey?: string;
};

/** All requests go through here: same-origin JSON, errors turned into ApiError. */
export async function api<T>(
  path: string,
  { method = 'GET', body, signal, idempotencyKey }: Options = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Cannot reach the server. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const err = readErrorBody(data);
    const apiError = new ApiError(
      response.status,
      err?.code ?? 'http_error',
      err?.message ?? MESSAGES.somethingWentWrong,
      err?.fields,
    );
    if (response.status === 401) for (const listener of unauthorizedListeners) listener(apiError);
    throw apiError;
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong;
}
