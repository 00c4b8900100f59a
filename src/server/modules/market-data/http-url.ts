/** The URL when `value` is an absolute http or https URL, otherwise null (relative, javascript:, data:, …). */
export function parseHttpUrl(value: string): URL | null {
  const trimmed = value.trim();
  if (!URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}
