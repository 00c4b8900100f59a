import { Download, FileUp } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CLIENT_STATUSES, MESSAGES, STATUS_FILTER_ALL, STATUS_INFO } from '#shared/domain';
import type { Client, StatusFilter } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { LinkButton } from '#web/components/ui/link-button';
import { Loading } from '#web/components/ui/loading';
import { NativeSelect } from '#web/components/ui/native-select';
import { Pagination } from '#web/components/ui/pagination';
import { SearchInput } from '#web/components/ui/search-input';
import { toast } from '#web/components/ui/use-toast';
import { AgentFilter, useAgentOptions } from '#web/features/agents';
import { BulkBar, BulkJobPanel, useSelection } from '#web/features/bulk';
import {
  ALL_AGENTS,
  ClientEditDialog,
  ClientsEmptyState,
  IdleFilter,
  useClientList,
  useListParams,
  usePageInRange,
} from '#web/features/clients';
import { SourceFilter, useSourceFilter } from '#web/features/intake';
import { AdminSubpageLayout } from '#web/features/layout';
import { ApiError, errorMessage } from '#web/lib/api';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useSearchBox } from '#web/lib/use-search-box';
import { exportClientsCsv } from '../api/export-clients-csv';
import { AdminClientList } from './admin-client-list';
import { DeleteClientDialog } from './delete-client-dialog';

const STATUS_OPTIONS = [
  { value: STATUS_FILTER_ALL, label: 'All Status' },
  ...CLIENT_STATUSES.map((s) => ({ value: s, label: STATUS_INFO[s].label })),
];

/** /admin/clients: every client, filtered by search, status and agent (spec §2, §5). */
export function AdminClientsPage() {
  const [params, setParams] = useListParams();
  const [searchText, setSearchText] = useSearchBox(params.search, (search) => setParams({ search }));
  const agents = useAgentOptions();
  const [source, setSource] = useSourceFilter();
  const filters = {
    search: params.search || undefined,
    status: params.status,
    agentId: params.agent === ALL_AGENTS ? undefined : params.agent,
    idle: params.idle ? ('true' as const) : undefined,
    source,
  };
  const list = useClientList({ ...filters, page: params.page });
  usePageInRange(params.page, list.data, (page) => setParams({ page }));
  const [editing, setEditing] = useState<Client | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [exporting, setExporting] = useState(false);
  /** The bulk job started from this page, whose panel takes the keyboard's focus. */
  const [startedJob, setStartedJob] = useState<string | null>(null);
  // Bulk actions (issue 15): the running job's id stays in the address, so a reload finds it.
  const selection = useSelection(JSON.stringify(filters));
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = searchParams.get('job');
  const showJob = (id: string | null) =>
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('job', id);
      else next.delete('job');
      return next;
    });

  useErrorToast(list.error, MESSAGES.errorFetchingClients.title);
  useErrorToast(agents.error, MESSAGES.errorFetchingAgents.title);

  const runExport = async () => {
    setExporting(true);
    try {
      await exportClientsCsv(filters);
    } catch (error) {
      // An ended session is already said, and the app returns to sign-in.
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  const items = list.error ? [] : (list.data?.items ?? []);

  return (
    <AdminSubpageLayout title="Client Management" description="View, filter, and edit all client records.">
      {/* The search box has a row of its own, so its placeholder is never cut; the filters and
          actions share the next one, and wrap rather than push the page sideways. */}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto_auto_auto]">
        <SearchInput
          className="sm:col-span-full"
          aria-label="Search clients"
          placeholder="Search clients, emails or agents..."
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <NativeSelect
          aria-label="Filter by status"
          value={params.status}
          onValueChange={(v) => setParams({ status: v as StatusFilter })}
          options={STATUS_OPTIONS}
        />
        <AgentFilter
          allValue={ALL_AGENTS}
          value={params.agent}
          onValueChange={(agent) => setParams({ agent })}
        />
        <SourceFilter value={source} onChange={setSource} />
        <IdleFilter active={params.idle} onChange={(idle) => setParams({ idle })} />
        <Button variant="outline" onClick={runExport} disabled={exporting || list.isPending}>
          <Download aria-hidden />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
        <LinkButton to="/admin/clients/import" icon={FileUp} variant="outline">
          Import clients
        </LinkButton>
      </div>
      {list.data && !list.error ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list.data.total.toLocaleString()} {list.data.total === 1 ? 'client' : 'clients'}
        </p>
      ) : null}
      {jobId ? (
        <BulkJobPanel
          key={jobId}
          jobId={jobId}
          focus={jobId === startedJob}
          onDismiss={() => showJob(null)}
        />
      ) : null}
      <BulkBar
        controls={selection}
        total={list.data?.total ?? 0}
        pageCount={list.data?.pageCount ?? 0}
        filter={filters}
        agents={agents.options}
        onStarted={(id) => {
          setStartedJob(id);
          showJob(id);
        }}
      />
      {list.isPending ? (
        <Loading label="Loading clients..." />
      ) : items.length === 0 ? (
        <ClientsEmptyState
          searching={Boolean(params.search)}
          filtered={
            params.status !== STATUS_FILTER_ALL ||
            params.agent !== ALL_AGENTS ||
            params.idle ||
            Boolean(source)
          }
        />
      ) : (
        <AdminClientList clients={items} onEdit={setEditing} onDelete={setDeleting} selection={selection} />
      )}
      <Pagination
        page={params.page}
        pageCount={list.data?.pageCount ?? 0}
        onPageChange={(page) => setParams({ page })}
      />
      {editing ? (
        <ClientEditDialog
          client={editing}
          mode="admin"
          agents={agents.options}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} /> : null}
    </AdminSubpageLayout>
  );
}
