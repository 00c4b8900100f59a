import { useEffect } from 'react';
import { pageTitle as productTitle } from '#web/lib/page-title';

const SECTION = 'Knowledge Base';

export function documentTitle(pageTitle: string | null): string {
  return pageTitle ? productTitle(pageTitle, SECTION) : productTitle(SECTION);
}

/** Names the browser tab after the page (null: the knowledge base itself); restored on leave. */
export function useDocumentTitle(pageTitle: string | null) {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(pageTitle);
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
}
