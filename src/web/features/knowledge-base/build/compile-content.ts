import type { Root } from 'hast';
import MiniSearch from 'minisearch';
import { type KbPageMeta, kbPath } from '../content/pages';
import { resolvePlaceholders } from '../content/placeholders';
import { headingsOf, markdownToPlainText } from '../content/plain-text';
import { splitAfterFirstSection } from '../content/sections';
import { INDEX_OPTIONS, type KbSearchDocument } from '../search/search-options';
import { FrontMatterError, parseFrontMatter } from './front-matter';
import type { ContentFile } from './read-content';
import { renderMarkdown } from './render-markdown';

/**
 * What the browser loads for one page, in its own chunk: the page already rendered to an HTML
 * tree, split after its first section (where some pages show live parts; content/sections.ts).
 */
export type KbArticle = { title: string; description: string; intro: Root; rest: Root };

export type CompiledContent = {
  pages: KbPageMeta[];
  /** By slug. */
  articles: Map<string, KbArticle>;
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
 * Turns the content files into page metadata (cards, roadmap, breadcrumbs), the articles and a
 * full-text index.
 * Runs at build time; a missing title or an unknown placeholder fails the build.
 */
export function compileContent(files: readonly ContentFile[]): CompiledContent {
  const problems: string[] = [];
  const pages: KbPageMeta[] = [];
  const articles = new Map<string, KbArticle>();
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
    const [intro, rest] = splitAfterFirstSection(markdown);
    const rendered = { intro: renderMarkdown(intro), rest: renderMarkdown(rest) };
    for (const url of [...rendered.intro.unsafeUrls, ...rendered.rest.unsafeUrls]) {
      problems.push(`${slug}.md: link to ${url} is not http(s) or mailto.`);
    }
    const article = {
      title: title ?? slug,
      description: description ?? '',
      intro: rendered.intro.tree,
      rest: rendered.rest.tree,
    };
    pages.push({ slug, path, title: article.title, description: article.description, day: day ?? null });
    articles.set(slug, article);
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
  return { pages, articles, documents, indexJson: JSON.stringify(index) };
}
