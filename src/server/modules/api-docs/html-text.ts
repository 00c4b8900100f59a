const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and quoted attributes. */
export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** One escaped line with its `code` spans. */
export function inline(text: string): string {
  return esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** Escaped prose with `code` spans; blank lines separate paragraphs. */
export function prose(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((para) => `<p>${inline(para.replace(/\s*\n\s*/g, ' '))}</p>`)
    .join('');
}

/** A fragment id from any text: `GET /api/clients/{id}` → `get-api-clients-id`. */
export function anchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
