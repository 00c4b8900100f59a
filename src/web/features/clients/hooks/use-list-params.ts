import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isClientStatus, STATUS_FILTER_ALL } from '#shared/domain';
import type { StatusFilter } from '#shared/schemas/clients';

export const ALL_AGENTS = 'all';

export type ListParams = { search: string; status: StatusFilter; agent: string; idle: boolean; page: number };

/**
 * Search (`q`), status, agent, idle only (issue 14) and page of a client list, kept in the URL so reload and back work.
 * Changing a filter goes back to page 1 (spec §5); paging adds a history entry, filtering does not.
 */
export function useListParams(): [ListParams, (next: Partial<ListParams>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const current: ListParams = {
    search: params.get('q') ?? '',
    // The same values statusFilterSchema accepts, read without zod (the list pages load none).
    status: isClientStatus(status) ? status : STATUS_FILTER_ALL,
    agent: params.get('agent') ?? ALL_AGENTS,
    idle: params.get('idle') === 'true',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = useCallback(
    (next: Partial<ListParams>) => {
      setParams(
        (prev) => {
          const merged = new URLSearchParams(prev);
          const put = (key: string, value: string | undefined, empty: string) => {
            if (value === undefined) return;
            if (value === empty) merged.delete(key);
            else merged.set(key, value);
          };
          const filterChanged =
            next.search !== undefined ||
            next.status !== undefined ||
            next.agent !== undefined ||
            next.idle !== undefined;
          put('q', next.search, '');
          put('status', next.status, STATUS_FILTER_ALL);
          put('agent', next.agent, ALL_AGENTS);
          put('idle', next.idle === undefined ? undefined : String(next.idle), 'false');
          put('page', next.page !== undefined ? String(next.page) : filterChanged ? '1' : undefined, '1');
          return merged;
        },
        { replace: next.page === undefined },
      );
    },
    [setParams],
  );
  return [current, update];
}
