import MiniSearch from 'minisearch';
import { FrontMatterError, parseFrontMatter } from '../content/front-matter';
import { type KbPageMeta, kbPath } from '../content/pages';
import { resolvePlaceholders } from '../content/placeholders';
import { headingsOf, markdownToPlainText } from '../content/plain-text';
import { INDEX_OPTIONS, type KbSearchDocument } from '../search/search-options';
import type { ContentFile } from './read-content';

export type CompiledContent = {
  pages: KbPageMeta[];
  documents: KbSearchDocument[];
  /** The serialized MiniSearch index over `documents`. */
  indexJson: string;
};

/** Everything wrong with the content at once, so one build run lists every problem. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  constructor(readonly problems: string[]) {
    super(`Knowledge base content has problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const withoutTitle = (markdown: string) => markdown.replace(/^\s*#\s+.*\n?/, '');

/**
 * Turns the content files into page metadata (cards, roadmap, breadcrumbs) and a full-text index.
 * Runs at build time; a missing title or an unknown placeholder fails the build.
 */
export function compileContent(files: readonly ContentFile[]): CompiledContent {
  const problems: string[] = [];
  const pages: KbPageMeta[] = [];
  const documents: KbSearchDocument[] = [];
  for (const { slug, raw } of files) {
    let parsed: ReturnType<typeof parseFrontMatter>;
    try {
      parsed = parseFrontMatter(raw);
    } catch (error) {
      if (!(error instanceof FrontMatterError)) throw error;
      problems.push(`${slug}.md: ${error.message}`);
      continue;
    }
    const { title, description, day } = parsed.data;
    if (!title) problems.push(`${slug}.md: front matter has no title.`);
    if (!description) problems.push(`${slug}.md: front matter has no description.`);
    const { markdown, unknown } = resolvePlaceholders(parsed.body);
    for (const placeholder of unknown) problems.push(`${slug}.md: unknown placeholder ${placeholder}.`);

    const path = kbPath(slug);
    pages.push({ slug, path, title: title ?? slug, description: description ?? '', day: day ?? null });
    documents.push({
      id: path,
      title: title ?? slug,
      headings: headingsOf(markdown).join('\n'),
      text: markdownToPlainText(withoutTitle(markdown)),
    });
  }
  if (problems.length > 0) throw new ContentError(problems);

  const index = new MiniSearch<KbSearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return { pages, documents, indexJson: JSON.stringify(index) };
}
