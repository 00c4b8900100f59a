import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { STATUS_FILTER_ALL } from '../../../shared/domain';
import { type StatusFilter, statusFilterSchema } from '../../../shared/schemas/clients';

export const ALL_AGENTS = 'all';

export type AdminClientParams = { search: string; status: StatusFilter; agent: string; page: number };

/** Filters, search and page in the URL; any filter change goes back to page 1 (spec §5). */
export function useAdminClientParams(): [AdminClientParams, (next: Partial<AdminClientParams>) => void] {
  const [params, setParams] = useSearchParams();
  const status = statusFilterSchema.safeParse(params.get('status') ?? STATUS_FILTER_ALL);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const current: AdminClientParams = {
    search: params.get('q') ?? '',
    status: status.success ? status.data : STATUS_FILTER_ALL,
    agent: params.get('agent') ?? ALL_AGENTS,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = useCallback(
    (next: Partial<AdminClientParams>) => {
      setParams(
        (prev) => {
          const merged = new URLSearchParams(prev);
          const put = (key: string, value: string | undefined, empty: string) => {
            if (value === undefined) return;
            if (value === empty) merged.delete(key);
            else merged.set(key, value);
          };
          put('q', next.search, '');
          put('status', next.status, STATUS_FILTER_ALL);
          put('agent', next.agent, ALL_AGENTS);
          const filterChanged =
            next.search !== undefined || next.status !== undefined || next.agent !== undefined;
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
