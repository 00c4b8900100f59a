/** Whether a body is the API's error shape `{error:{code,message,fields?}}` (DESIGN §6). */
export function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return false;
  if (!('code' in error) || typeof error.code !== 'string' || error.code === '') return false;
  if (!('message' in error) || typeof error.message !== 'string' || error.message === '') return false;
  if (!('fields' in error) || error.fields === undefined) return true;
  const { fields } = error;
  return (
    typeof fields === 'object' && fields !== null && Object.values(fields).every((v) => typeof v === 'string')
  );
}

/** Parses a body as JSON, or returns undefined when it is not JSON. */
export function jsonOrUndefined(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
