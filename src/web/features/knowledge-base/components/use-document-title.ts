import { useEffect } from 'react';

const PRODUCT = 'Wise Expert Advisor';
const SECTION = 'Knowledge Base';

export function documentTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} · ${SECTION} · ${PRODUCT}` : `${SECTION} · ${PRODUCT}`;
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
