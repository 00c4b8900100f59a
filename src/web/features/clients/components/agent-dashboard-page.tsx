import { Plus } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES, STATUS_FILTER_ALL } from '#shared/domain';
import type { Client, StatusFilter } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { Loading } from '#web/components/ui/loading';
import { Pagination } from '#web/components/ui/pagination';
import { SearchInput } from '#web/components/ui/search-input';
import { useMe } from '#web/features/auth';
import { DashboardHeader } from '#web/features/layout';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useSearchBox } from '#web/lib/use-search-box';
import { useClientStats } from '../api/get-client-stats';
import { useClientList } from '../api/get-clients';
import { useListParams } from '../hooks/use-list-params';
import { useOpenRequestedClient } from '../hooks/use-open-requested-client';
import { AddClientDialog } from './add-client-dialog';
import { ClientCard } from './client-card';
import { ClientEditDialog } from './client-edit-dialog';
import { ClientsEmptyState } from './empty-state';
import { StatsTiles } from './stats-tiles';
import { StatusFilterSelect } from './status-filter';

/** /agent: the agent's own clients, with tiles, search, filter and pages (spec §2). */
export function AgentDashboardPage() {
  const { data: me } = useMe();
  const [params, setParams] = useListParams();
  const [searchText, setSearchText] = useSearchBox(params.search, (search) => setParams({ search }));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Client | null>(null);

  const list = useClientList({
    search: params.search || undefined,
    status: params.status,
    page: params.page,
  });
  const stats = useClientStats();
  useErrorToast(list.error, MESSAGES.errorLoadingClients.title);

  const selectStatus = (status: StatusFilter) => {
    setSearchText('');
    setParams({ status, search: '' });
  };
  const items = list.error ? [] : (list.data?.items ?? []);
  useOpenRequestedClient(items, setEditing);
  const name = me?.fullName || me?.email || '';

  return (
    <div className="min-h-screen">
      <DashboardHeader title={`Welcome back, ${name}`}>
        {/* Wide enough for the whole placeholder (spec §2) at desktop widths. */}
        <SearchInput
          className="w-full sm:w-96 sm:shrink-0"
          aria-label="Search clients"
          placeholder="Search all clients by name, email, or phone..."
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
      </DashboardHeader>
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
        <StatsTiles
          stats={stats.data}
          active={params.search ? STATUS_FILTER_ALL : params.status}
          onSelect={selectStatus}
        />
        <div className="flex items-start justify-between gap-3">
          <StatusFilterSelect
            value={params.status}
            onChange={(status) => setParams({ status })}
            searching={Boolean(params.search)}
          />
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add Client
          </Button>
        </div>
        {list.isPending ? (
          <Loading label="Loading clients..." />
        ) : items.length === 0 ? (
          <ClientsEmptyState
            searching={Boolean(params.search)}
            filtered={params.status !== STATUS_FILTER_ALL}
          />
        ) : (
          // Two columns that cards flow down, so a short card leaves no hole beside a tall one; the
          // order reads down the first column, then the second.
          <div className="gap-4 md:columns-2" aria-busy={list.isFetching}>
            {items.map((client) => (
              <div key={client.id} className="mb-4 break-inside-avoid">
                <ClientCard client={client} onEdit={setEditing} />
              </div>
            ))}
          </div>
        )}
        <Pagination
          page={params.page}
          pageCount={list.data?.pageCount ?? 0}
          onPageChange={(page) => {
            setParams({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </main>
      <AddClientDialog open={adding} onOpenChange={setAdding} />
      {editing ? <ClientEditDialog client={editing} mode="agent" onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
