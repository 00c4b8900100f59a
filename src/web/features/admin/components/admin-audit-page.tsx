import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { useAgentOptions } from '#web/features/agents';
import { errorMessage } from '#web/lib/api';
import { SCREEN_HEADING } from '#web/lib/screen-focus';
import { auditQuery, useAuditLog } from '../api/get-audit';
import { auditFiltersFrom } from '../utils/audit-filters-url';
import { AdminPageFrame } from './admin-page-frame';
import { AuditEntryHeader, AuditEntryRow } from './audit-entry-row';
import { AuditFiltersForm } from './audit-filters-form';

/**
 * /admin/audit: the audit log, filtered, a page at a time, and as CSV (issue 13). The filters live
 * in the address: a reload or a shared link shows the same entries, and Back the ones before.
 */
export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = auditFiltersFrom(params);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const agents = useAgentOptions();
  const names = new Map(agents.options.map((a) => [a.id, a.name]));
  return (
    <AdminPageFrame>
      <section aria-labelledby="audit-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="audit-title" className="text-lg font-semibold" {...SCREEN_HEADING}>
            Audit Log
          </h2>
          <Button asChild variant="outline" size="sm">
            <a href={`/api/audit/export.csv${auditQuery(filters)}`} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        </div>
        <Card className="p-4">
          {/* Drawn anew when the address changes (Back), so its boxes show what is applied. */}
          <AuditFiltersForm key={search} applied={filters} onApply={(next) => setParams(auditQuery(next))} />
        </Card>
        <Card className="px-4">
          {log.isPending ? <Loading label="Loading audit log..." /> : null}
          {log.isError ? (
            <p role="alert" className="py-6 text-center text-sm text-danger">
              {errorMessage(log.error)}
            </p>
          ) : null}
          {log.isSuccess && entries.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No entries match these filters.</p>
          ) : null}
          {entries.length > 0 ? (
            <>
              <AuditEntryHeader />
              <ul aria-label="Audit entries" className="divide-y divide-border">
                {entries.map((entry) => (
                  <AuditEntryRow key={entry.id} entry={entry} names={names} />
                ))}
              </ul>
            </>
          ) : null}
        </Card>
        {log.hasNextPage ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-center"
            disabled={log.isFetchingNextPage}
            onClick={() => log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : entries.length > 0 && !log.isFetching ? (
          <p className="justify-self-center text-sm text-muted-foreground">No older entries.</p>
        ) : null}
      </section>
    </AdminPageFrame>
  );
}
