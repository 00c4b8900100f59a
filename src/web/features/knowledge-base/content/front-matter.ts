export type FrontMatter = { data: Record<string, string>; body: string };

/** A content file whose front matter cannot be read; the build fails on it rather than guessing. */
export class FrontMatterError extends Error {
  override readonly name = 'FrontMatterError';
}

const FENCE = '---';
const ENTRY = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/;

function unquote(value: string, line: number): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    try {
      return String(JSON.parse(value));
    } catch {
      throw new FrontMatterError(`Line ${line}: the quoted value is not valid (${value}).`);
    }
  }
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) {
    return value.slice(1, -1).replaceAll("''", "'");
  }
  return value;
}

/**
 * Splits a Markdown file into its front matter and body. The front matter is the block between a
 * first line `---` and the next `---` line, holding `key: value` lines (blank lines and `#`
 * comments allowed; values plain, "double" or 'single' quoted). Only the flat subset our content
 * uses is supported, which keeps a YAML library out of the bundle.
 */
export function parseFrontMatter(raw: string): FrontMatter {
  const lines = raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (lines[0]?.trim() !== FENCE) return { data: {}, body: lines.join('\n') };
  const close = lines.findIndex((line, i) => i > 0 && line.trim() === FENCE);
  if (close === -1) throw new FrontMatterError('The front matter has no closing --- line.');

  const data: Record<string, string> = {};
  for (let i = 1; i < close; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = ENTRY.exec(line);
    if (!match) throw new FrontMatterError(`Line ${i + 1}: expected "key: value", got "${line}".`);
    const [, key = '', value = ''] = match;
    if (Object.hasOwn(data, key)) throw new FrontMatterError(`Line ${i + 1}: "${key}" is given twice.`);
    data[key] = unquote(value.trim(), i + 1);
  }
  const body = lines
    .slice(close + 1)
    .join('\n')
    .replace(/^\n+/, '');
  return { data, body };
}
