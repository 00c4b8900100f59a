import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageTitle, routeTitle } from '#web/lib/page-title';

/**
 * Names the browser tab after the open screen (`handle.title` of its route), so tabs, history and
 * a screen reader's announcement of the new page say which screen it is. Routes without a title
 * (the knowledge base, whose titles come from its content) keep setting their own.
 */
export function RouteTitle() {
  const title = routeTitle(useMatches());
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
  return null;
}
