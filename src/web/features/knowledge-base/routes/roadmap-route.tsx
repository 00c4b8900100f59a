import { data, useLoaderData } from 'react-router';
import { ArticleView } from '../components/article-view';
import { TrainingDayCards } from '../components/training-day-cards';
import { ROADMAP_SLUG } from '../content/pages';
import { type Article, loadArticle } from '../load-article';

export { KbRouteError as ErrorBoundary } from '../components/kb-route-error';

export async function loader(): Promise<Article> {
  const article = await loadArticle(ROADMAP_SLUG);
  if (!article) throw data('Not found', { status: 404 });
  return article;
}

/** /knowledge-base/training: the roadmap's text with the ten day cards after its first section. */
export function Component() {
  const article = useLoaderData<typeof loader>();
  return <ArticleView article={article} insert={<TrainingDayCards />} />;
}
