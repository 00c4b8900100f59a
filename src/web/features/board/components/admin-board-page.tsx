import { MESSAGES } from '#shared/domain';
import { SearchInput } from '#web/components/ui/search-input';
import { AgentFilter, useAgentOptions } from '#web/features/agents';
import { ALL_AGENTS, useListParams } from '#web/features/clients';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useSearchBox } from '#web/lib/use-search-box';
import { BoardFrame } from './board-frame';
import { BoardSection } from './board-section';

/** /admin/board: every client by status, narrowed to one agent (or the unassigned) and a search. */
export function AdminBoardPage() {
  const [params, setParams] = useListParams();
  const [searchText, setSearchText] = useSearchBox(params.search, (search) => setParams({ search }));
  const agents = useAgentOptions();
  useErrorToast(agents.error, MESSAGES.errorFetchingAgents.title);
  const filters = {
    search: params.search || undefined,
    agentId: params.agent === ALL_AGENTS ? undefined : params.agent,
  };
  return (
    <BoardFrame
      back="/admin"
      description="Every client by status. Drag a card, or focus it and press M, to move it on."
      filters={
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem] lg:w-[38rem]">
          <SearchInput
            aria-label="Search clients"
            placeholder="Search clients, emails or agents..."
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <AgentFilter
            allValue={ALL_AGENTS}
            value={params.agent}
            onValueChange={(agent) => setParams({ agent })}
          />
        </div>
      }
    >
      <BoardSection filters={filters} mode="admin" agents={agents.options} />
    </BoardFrame>
  );
}
