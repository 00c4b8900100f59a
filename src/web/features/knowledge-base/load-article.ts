import { parseFrontMatter } from './content/front-matter';
import { resolvePlaceholders } from './content/placeholders';

export type Article = { slug: string; title: string; description: string; markdown: string };

// One lazy chunk per page: a page's text is downloaded only when that page is opened.
const files = import.meta.glob<string>('../../../../content/knowledge-base/**/*.md', {
  query: '?raw',
  import: 'default',
});
const PREFIX = '../../../../content/knowledge-base/';

/** The page's front matter and Markdown with placeholders filled, or null for an unknown slug. */
export async function loadArticle(slug: string): Promise<Article | null> {
  const load = files[`${PREFIX}${slug}.md`];
  if (!load) return null;
  const { data, body } = parseFrontMatter(await load());
  return {
    slug,
    title: data.title ?? slug,
    description: data.description ?? '',
    markdown: resolvePlaceholders(body).markdown,
  };
}
