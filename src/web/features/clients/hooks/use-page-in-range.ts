import { useEffect } from 'react';
import type { ClientListPage } from '#shared/schemas/clients';

/**
 * Moves back to the last page when the page shown is past the end: its last client left it (a
 * status change out of the filter, a delete) or the address named a page that no longer exists.
 */
export function usePageInRange(page: number, data: ClientListPage | undefined, goTo: (page: number) => void) {
  const pageCount = data?.pageCount;
  const empty = data?.items.length === 0;
  useEffect(() => {
    if (pageCount !== undefined && empty && page > 1 && page > pageCount) goTo(Math.max(1, pageCount));
  }, [page, pageCount, empty, goTo]);
}
