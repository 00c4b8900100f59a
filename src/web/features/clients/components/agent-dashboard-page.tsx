import { ChartColumn, Kanban, Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES, STATUS_FILTER_ALL } from '#shared/domain';
import type { Client, StatusFilter } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { LinkButton } from '#web/components/ui/link-button';
import { Loading } from '#web/components/ui/loading';
import { Pagination } from '#web/components/ui/pagination';
import { SearchInput } from '#web/components/ui/search-input';
import { DailyProgress } from '#web/features/activity';
import { useMe } from '#web/features/auth';
import { CallDialog, TodayView } from '#web/features/calling';
import { DashboardHeader } from '#web/features/layout';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useSearchBox } from '#web/lib/use-search-box';
import { useClientStats } from '../api/get-client-stats';
import { useClientList } from '../api/get-clients';
import { useListParams } from '../hooks/use-list-params';
import { useOpenRequestedClient } from '../hooks/use-open-requested-client';
import { usePageInRange } from '../hooks/use-page-in-range';
import { ClientCard } from './client-card';
import { AddClientDialog, ClientEditDialog } from './client-dialogs-lazy';
import { ClientsEmptyState } from './empty-state';
import { IdleFilter } from './idle-filter';
import { StatsTiles } from './stats-tiles';
import { StatusFilterSelect } from './status-filter';

const TAB_TRIGGER =
  'cursor-pointer whitespace-nowrap rounded-md px-4 py-2 text-sm font-medium text-muted-foreground hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/**
 * /agent: the agent's own clients, with tiles, search, filter and pages (spec §2), and the Today
 * tab (`?view=today`, issue 14): the day's targets and whom to call now.
 */
export function AgentDashboardPage() {
  const { data: me } = useMe();
  const [params, setParams] = useListParams();
  const [url, setUrl] = useSearchParams();
  const view = url.get('view') === 'today' ? 'today' : 'clients';
  const [calling, setCalling] = useState<Client | null>(null);
  const [searchText, setSearchText] = useSearchBox(params.search, (search) => setParams({ search }));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Client | null>(null);

  const list = useClientList({
    search: params.search || undefined,
    status: params.status,
    idle: params.idle ? 'true' : undefined,
    page: params.page,
  });
  usePageInRange(params.page, list.data, (page) => setParams({ page }));
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
      <Tabs.Root
        value={view}
        onValueChange={(next) =>
          setUrl(
            (prev) => {
              const merged = new URLSearchParams(prev);
              if (next === 'today') merged.set('view', 'today');
              else merged.delete('view');
              return merged;
            },
            { replace: true },
          )
        }
        asChild
      >
        <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Tabs.List aria-label="Dashboard sections" className="flex gap-1 rounded-lg bg-muted p-1">
              <Tabs.Trigger value="clients" className={TAB_TRIGGER}>
                Clients
              </Tabs.Trigger>
              <Tabs.Trigger value="today" className={TAB_TRIGGER}>
                Today
              </Tabs.Trigger>
            </Tabs.List>
            {/* On a phone the two links keep only their icons, so tabs and links share one row. */}
            <div className="flex gap-2">
              <LinkButton to="/agent/board" icon={Kanban} variant="outline" size="sm">
                <span className="max-sm:sr-only">Pipeline Board</span>
              </LinkButton>
              <LinkButton to="/agent/reports" icon={ChartColumn} variant="outline" size="sm">
                <span className="max-sm:sr-only">Reports</span>
              </LinkButton>
            </div>
          </div>
          <Tabs.Content value="today" className="flex flex-col gap-6">
            <DailyProgress />
            <TodayView />
          </Tabs.Content>
          <Tabs.Content value="clients" className="flex flex-col gap-6">
            <StatsTiles
              stats={stats.data}
              active={params.search ? STATUS_FILTER_ALL : params.status}
              onSelect={selectStatus}
            />
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-1 flex-wrap items-start gap-3">
                <StatusFilterSelect
                  value={params.status}
                  onChange={(status) => setParams({ status })}
                  searching={Boolean(params.search)}
                />
                <IdleFilter active={params.idle} onChange={(idle) => setParams({ idle })} />
              </div>
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
                filtered={params.status !== STATUS_FILTER_ALL || params.idle}
              />
            ) : (
              // Two columns that cards flow down, so a short card leaves no hole beside a tall one; the
              // order reads down the first column, then the second.
              <div className="gap-4 md:columns-2" aria-busy={list.isFetching}>
                {items.map((client) => (
                  <div key={client.id} className="mb-4 break-inside-avoid">
                    <ClientCard client={client} onEdit={setEditing} onCall={setCalling} />
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
          </Tabs.Content>
        </main>
      </Tabs.Root>
      <AddClientDialog open={adding} onOpenChange={setAdding} />
      {editing ? <ClientEditDialog client={editing} mode="agent" onClose={() => setEditing(null)} /> : null}
      {calling ? <CallDialog client={calling} onClose={() => setCalling(null)} /> : null}
    </div>
  );
}
