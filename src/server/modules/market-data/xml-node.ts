// Accessors for the loosely typed tree fast-xml-parser returns: a repeated element is an array, a
// single one is not, text with attributes sits under '#text', and attributes are prefixed '@_'.

export const ATTRIBUTE_PREFIX = '@_';
const TEXT_KEY = '#text';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first child element called `name`, or undefined. */
export function child(node: unknown, name: string): unknown {
  if (!isRecord(node) || !Object.hasOwn(node, name)) return undefined;
  return asArray(node[name])[0];
}

export function attribute(node: unknown, name: string): string {
  if (!isRecord(node)) return '';
  const value = node[ATTRIBUTE_PREFIX + name];
  return typeof value === 'string' ? value : '';
}

/**
 * All the text inside a node. Child elements (inline XHTML, or HTML a feed forgot to escape) are
 * flattened; the parser does not keep their order relative to the text, which is acceptable for a preview.
 */
export function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (!isRecord(node)) return '';
  const parts: string[] = [];
  if (Object.hasOwn(node, TEXT_KEY)) parts.push(textOf(node[TEXT_KEY]));
  for (const [key, value] of Object.entries(node)) {
    if (key !== TEXT_KEY && !key.startsWith(ATTRIBUTE_PREFIX)) parts.push(textOf(value));
  }
  return parts.join(' ');
}
