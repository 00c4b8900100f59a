import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { STATUS_FILTER_ALL } from '../../../shared/domain';
import { type StatusFilter, statusFilterSchema } from '../../../shared/schemas/clients';

export type DashboardParams = { search: string; status: StatusFilter; page: number };

/** Search, status and page live in the URL, so reload and back keep the view (issue: URL state). */
export function useDashboardParams(): [DashboardParams, (next: Partial<DashboardParams>) => void] {
  const [params, setParams] = useSearchParams();
  const parsedStatus = statusFilterSchema.safeParse(params.get('status') ?? STATUS_FILTER_ALL);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const current: DashboardParams = {
    search: params.get('q') ?? '',
    status: parsedStatus.success ? parsedStatus.data : STATUS_FILTER_ALL,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = useCallback(
    (next: Partial<DashboardParams>) => {
      setParams(
        (prev) => {
          const merged = new URLSearchParams(prev);
          const apply = (key: string, value: string | undefined, empty: string) => {
            if (value === undefined) return;
            if (value === empty) merged.delete(key);
            else merged.set(key, value);
          };
          apply('q', next.search, '');
          apply('status', next.status, STATUS_FILTER_ALL);
          apply('page', next.page === undefined ? undefined : String(next.page), '1');
          return merged;
        },
        { replace: next.page === undefined },
      );
    },
    [setParams],
  );
  return [current, update];
}
