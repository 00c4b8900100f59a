import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ArticleView } from '../components/article-view';
import { type Article, loadArticle } from '../load-article';

export { KbRouteError as ErrorBoundary } from '../components/kb-route-error';

/** Any other /knowledge-base/* path: a content page if one exists, else the not-found page. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Article> {
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  const article = await loadArticle(slug);
  if (!article) throw data('Not found', { status: 404 });
  return article;
}

export function Component() {
  const article = useLoaderData<typeof loader>();
  return <ArticleView key={article.slug} article={article} />;
}
