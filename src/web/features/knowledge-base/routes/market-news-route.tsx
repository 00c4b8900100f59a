import { data, useLoaderData } from 'react-router';
import { MarketNewsPanels } from '#web/features/market-news';
import { ArticleView } from '../components/article-view';
import { MARKET_NEWS_SLUG } from '../content/pages';
import { type Article, loadArticle } from '../load-article';

export { KbRouteError as ErrorBoundary } from '../components/kb-route-error';

// Only the page text waits for the route; the live panels load their data themselves, so the page
// shows at once even when the feeds are slow or unreachable.
export async function loader(): Promise<Article> {
  const article = await loadArticle(MARKET_NEWS_SLUG);
  if (!article) throw data('Not found', { status: 404 });
  return article;
}

/** /knowledge-base/market-news: the guide's intro, then the calendar and news panels (spec §2). */
export function Component() {
  const article = useLoaderData<typeof loader>();
  return <ArticleView article={article} insert={<MarketNewsPanels />} />;
}
