import { SearchInput } from '#web/components/ui/search-input';
import { useListParams } from '#web/features/clients';
import { useSearchBox } from '#web/lib/use-search-box';
import { BoardFrame } from './board-frame';
import { BoardSection } from './board-section';

/** /agent/board: the agent's own clients by status (issue 16). */
export function AgentBoardPage() {
  const [params, setParams] = useListParams();
  const [searchText, setSearchText] = useSearchBox(params.search, (search) => setParams({ search }));
  return (
    <BoardFrame
      back="/agent"
      description="Your clients by status. Drag a card, or focus it and press M, to move it on."
      filters={
        <SearchInput
          className="w-full lg:w-96"
          aria-label="Search clients"
          placeholder="Search by name, email, or phone..."
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
      }
    >
      <BoardSection filters={{ search: params.search || undefined }} mode="agent" />
    </BoardFrame>
  );
}
