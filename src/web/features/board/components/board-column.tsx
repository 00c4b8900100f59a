import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Ban, Check, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type ClientStatus, formatUsd, MESSAGES, STATUS_INFO } from '#shared/domain';
import type { BoardColumn as Column } from '#shared/schemas/board';
import type { Client } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { Loading } from '#web/components/ui/loading';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { useBoardCards } from '../api/get-board';
import type { BoardFilters } from '../api/query-keys';
import { BoardCard, CARD_HEIGHT } from './board-card';
import type { DropState } from './move-rules';

const GAP = 8;
/** Cards fetched ahead of the scroll position, so the next page is usually there before it is seen. */
const PREFETCH_ROWS = 10;

type Props = {
  column: Column;
  filters: BoardFilters;
  /** While a card is dragged: whether this column takes it. */
  dropState: DropState | null;
  onOpen: (client: Client) => void;
  onMoveMenu: (client: Client) => void;
};

export const columnDomId = (status: ClientStatus) => `board-column-${status}`;

/**
 * One status: its server count and invoice total, and its cards in keyset pages, of which only
 * those in view are rendered.
 */
export function BoardColumn({ column, filters, dropState, onOpen, onMoveMenu }: Props) {
  const { status } = column;
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const cards = useBoardCards(status, filters);
  const items = cards.data?.pages.flatMap((page) => page.items) ?? [];
  const scrollRef = useRef<HTMLDivElement>(null);
  const more = cards.hasNextPage ? 1 : 0;
  const virtualizer = useVirtualizer({
    count: items.length + more,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT + GAP,
    getItemKey: (index) => items[index]?.id ?? 'more',
    overscan: 4,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;

  // One card of the column is in the Tab order (the last one focused, while it is rendered), so
  // Tab crosses the board column by column; the arrow keys move within it.
  const [activeId, setActiveId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const rendered = rows.flatMap((row) => items[row.index]?.id ?? []);
  const tabStop = activeId && rendered.includes(activeId) ? activeId : (rendered[0] ?? null);
  useEffect(() => {
    if (!focusId) return;
    const card = scrollRef.current?.querySelector<HTMLElement>(`[data-client-id="${CSS.escape(focusId)}"]`);
    if (card) {
      card.focus();
      setFocusId(null);
    }
  });
  const step = (client: Client, key: string) => {
    const at = items.findIndex((c) => c.id === client.id);
    const to = key === 'Home' ? 0 : key === 'End' ? items.length - 1 : at + (key === 'ArrowDown' ? 1 : -1);
    const target = items[to];
    if (at < 0 || !target || to === at) return;
    setActiveId(target.id);
    setFocusId(target.id);
    virtualizer.scrollToIndex(to, { align: 'auto' });
  };
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = cards;
  // A failed page waits for "Load more" rather than being asked for again at once.
  const wantsMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (wantsMore && lastIndex >= items.length - PREFETCH_ROWS) void fetchNextPage();
  }, [wantsMore, fetchNextPage, lastIndex, items.length]);

  const headingId = `${columnDomId(status)}-heading`;
  const label = STATUS_INFO[status].label;
  return (
    <section
      ref={setNodeRef}
      id={columnDomId(status)}
      aria-labelledby={headingId}
      data-testid="board-column"
      data-status={status}
      data-drop={dropState ?? undefined}
      data-over={dropState && isOver ? true : undefined}
      className={cn(
        'relative flex h-full w-[calc(100vw-2rem)] shrink-0 snap-start flex-col rounded-lg border border-border bg-muted sm:w-64',
        dropState === 'allowed' && 'border-brand-500 ring-2 ring-brand-500/60',
        dropState === 'allowed' && isOver && 'bg-accent',
        dropState === 'refused' && 'border-dashed opacity-60',
        dropState === 'refused' && isOver && 'border-danger opacity-80',
      )}
    >
      <header className="flex flex-col gap-1 border-b border-border px-3 py-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="truncate font-semibold">
            {label}
          </h2>
          <span
            className="rounded-full bg-card px-2 py-0.5 text-xs font-semibold tabular-nums"
            data-testid="column-count"
          >
            {column.count.toLocaleString()}
            <span className="sr-only">{column.count === 1 ? ' client' : ' clients'}</span>
          </span>
        </div>
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="tabular-nums" title="Invoice total">
            <span className="sr-only">Invoice total </span>
            <span data-testid="column-amount">{formatUsd(column.amount)}</span>
          </span>
          {dropState === 'allowed' ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-link">
              <Check className="size-3.5" aria-hidden />
              Drop here
            </span>
          ) : dropState === 'refused' ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium">
              <Ban className="size-3.5" aria-hidden />
              Not allowed
            </span>
          ) : null}
        </div>
      </header>
      {cards.isPending ? (
        <Loading label="Loading cards..." />
      ) : cards.isError && items.length === 0 ? (
        <div role="alert" className="grid gap-2 p-3 text-sm">
          <p className="font-medium text-danger">{MESSAGES.errorLoadingClients.title}</p>
          <p className="text-muted-foreground">{errorMessage(cards.error)}</p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => void cards.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="p-4 text-center text-sm text-muted-foreground">No clients in this status</p>
      ) : (
        <div
          ref={scrollRef}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2"
          data-testid="column-scroll"
        >
          <ul
            aria-label={`${label} clients`}
            className="relative w-full"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {rows.map((row) => {
              const client = items[row.index];
              return (
                <li
                  key={row.key}
                  className="absolute top-0 left-0 w-full"
                  style={{ height: CARD_HEIGHT, transform: `translateY(${row.start}px)` }}
                >
                  {client ? (
                    <BoardCard
                      client={client}
                      onOpen={onOpen}
                      onMoveMenu={onMoveMenu}
                      tabbable={client.id === tabStop}
                      onFocusCard={(c) => setActiveId(c.id)}
                      onStep={step}
                    />
                  ) : isFetchNextPageError ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="w-full"
                      onClick={() => void fetchNextPage()}
                    >
                      Load more
                    </Button>
                  ) : (
                    <span
                      role="status"
                      className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground"
                    >
                      <LoaderCircle className="size-4 animate-spin" aria-hidden />
                      Loading more...
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
