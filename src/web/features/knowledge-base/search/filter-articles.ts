type Searchable = { title: string; description: string };

/** The cards whose title or description contains the query, ignoring case (spec §2 Knowledge base). */
export function filterArticles<T extends Searchable>(articles: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...articles];
  return articles.filter(
    (article) =>
      article.title.toLocaleLowerCase().includes(needle) ||
      article.description.toLocaleLowerCase().includes(needle),
  );
}
