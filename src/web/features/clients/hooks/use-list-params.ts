import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { STATUS_FILTER_ALL } from '#shared/domain';
import { type StatusFilter, statusFilterSchema } from '#shared/schemas/clients';

export const ALL_AGENTS = 'all';

export type ListParams = { search: string; status: StatusFilter; agent: string; page: number };

/**
 * Search (`q`), status, agent and page of a client list, kept in the URL so reload and back work.
 * Changing a filter goes back to page 1 (spec §5); paging adds a history entry, filtering does not.
 */
export function useListParams(): [ListParams, (next: Partial<ListParams>) => void] {
  const [params, setParams] = useSearchParams();
  const status = statusFilterSchema.safeParse(params.get('status') ?? STATUS_FILTER_ALL);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const current: ListParams = {
    search: params.get('q') ?? '',
    status: status.success ? status.data : STATUS_FILTER_ALL,
    agent: params.get('agent') ?? ALL_AGENTS,
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
            next.search !== undefined || next.status !== undefined || next.agent !== undefined;
          put('q', next.search, '');
          put('status', next.status, STATUS_FILTER_ALL);
          put('agent', next.agent, ALL_AGENTS);
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
