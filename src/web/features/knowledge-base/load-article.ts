import type { KbArticle } from './build/compile-content';

export type Article = KbArticle & { slug: string };

// One lazy chunk per page: a page's text is downloaded only when that page is opened. The build
// (build/kb-search-plugin.ts) has already split off the front matter and filled the placeholders.
const files = import.meta.glob<KbArticle>('../../../../content/knowledge-base/**/*.md', {
  query: '?kb-article',
  import: 'default',
});
const PREFIX = '../../../../content/knowledge-base/';

/** The page's title, description and Markdown, or null for an unknown slug. */
export async function loadArticle(slug: string): Promise<Article | null> {
  const load = files[`${PREFIX}${slug}.md`];
  return load ? { slug, ...(await load()) } : null;
}
