import matter from 'gray-matter';

export type FrontMatter = { data: Record<string, string>; body: string };

/** A content file whose front matter cannot be read; the build fails on it rather than guessing. */
export class FrontMatterError extends Error {
  override readonly name = 'FrontMatterError';
}

const FENCE = /^---[ \t]*$/m;

/** Front matter values are plain texts (title, description, day); numbers are read as written. */
function plainValues(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new FrontMatterError('The front matter is not a list of "key: value" lines.');
  }
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new FrontMatterError(`"${key}" is not a plain text value.`);
    }
    values[key] = String(value);
  }
  return values;
}

/**
 * Splits a Markdown file into its YAML front matter and its body (build time only: the browser
 * receives articles already split). Line ends become \n and blank lines before the body go.
 */
export function parseFrontMatter(raw: string): FrontMatter {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  // gray-matter reads an unclosed block as front matter up to the end of the file: refuse it.
  if (FENCE.test(lines[0] ?? '') && !lines.slice(1).some((line) => FENCE.test(line))) {
    throw new FrontMatterError('The front matter has no closing --- line.');
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Options given, so gray-matter parses afresh instead of returning a cached, shared result.
    parsed = matter(text, {});
  } catch (error) {
    throw new FrontMatterError(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
  }
  return { data: plainValues(parsed.data), body: parsed.content.replace(/^\n+/, '') };
}
