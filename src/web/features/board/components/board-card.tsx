import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import { formatUsd } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { IdleMarker } from '#web/features/calling';
import { cn } from '#web/lib/cn';

/** A card's fixed height: the column's virtual list places cards by it. */
export const CARD_HEIGHT = 92;

const invoiceTotal = (client: Client) =>
  Math.round(client.invoices.reduce((sum, invoice) => sum + invoice.amount, 0) * 100) / 100;

/** What a card shows: also drawn under the pointer while it is dragged. */
export function BoardCardFace({ client, lifted = false }: { client: Client; lifted?: boolean }) {
  const total = invoiceTotal(client);
  return (
    <span
      className={cn(
        'flex h-full flex-col justify-between gap-1 overflow-hidden rounded-md border border-border bg-card p-3 text-left',
        lifted ? 'shadow-lg ring-2 ring-brand-500' : 'shadow-sm',
      )}
    >
      <span dir="auto" className="block truncate font-semibold" title={client.name}>
        {client.name}
      </span>
      <span className="block truncate text-sm text-muted-foreground" title={client.email}>
        {client.email}
      </span>
      <span className="flex min-w-0 items-center justify-between gap-2 text-xs">
        <IdleMarker idleDays={client.idleDays} />
        {total > 0 ? (
          <span className="ml-auto font-medium text-soft-foreground">{formatUsd(total)}</span>
        ) : null}
      </span>
    </span>
  );
}

type Props = {
  client: Client;
  onOpen: (client: Client) => void;
  onMoveMenu: (client: Client) => void;
  /** The column's one card in the Tab order; the others are reached with the arrow keys. */
  tabbable: boolean;
  onFocusCard: (client: Client) => void;
  /** Up, Down, Home or End within the column (nothing happens at its ends). */
  onStep: (client: Client, key: string) => void;
};

const COLUMN_KEYS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowLeft: -1 };
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Focuses the Tab stop of the nearest column that way that has cards; the board scrolls to it. */
function focusColumnBeside(card: HTMLElement, direction: 1 | -1) {
  let column = card.closest('[data-testid="board-column"]');
  while (column) {
    column = direction > 0 ? column.nextElementSibling : column.previousElementSibling;
    const stop = column?.querySelector<HTMLElement>('[data-testid="board-card"][tabindex="0"]');
    if (stop) {
      stop.focus();
      return;
    }
  }
}

/**
 * A client on the board: dragged with the mouse, a long press on touch screens, or Space/Enter and
 * the arrow keys; `M` opens the "Move to…" list; a click opens the client's dialog. Not picked up,
 * the arrow keys move the focus: Up and Down within the column, Left and Right between columns.
 */
export function BoardCard({ client, onOpen, onMoveMenu, tabbable, onFocusCard, onStep }: Props) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: client.id, data: { client } });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    if (plain && !isDragging) {
      if (event.key === 'm' || event.key === 'M') {
        event.preventDefault();
        onMoveMenu(client);
        return;
      }
      const direction = COLUMN_KEYS[event.key];
      if (direction) {
        event.preventDefault();
        focusColumnBeside(event.currentTarget, direction);
        return;
      }
      if (STEP_KEYS.has(event.key)) {
        event.preventDefault();
        onStep(client, event.key);
        return;
      }
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      tabIndex={tabbable ? 0 : -1}
      onFocus={() => onFocusCard(client)}
      onKeyDown={onKeyDown}
      // Space and Enter pick the card up; only a pointer's click (detail > 0) opens the dialog.
      onClick={(event) => event.detail > 0 && onOpen(client)}
      data-testid="board-card"
      data-client-id={client.id}
      className={cn(
        'block h-full w-full cursor-grab touch-manipulation rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        isDragging && 'opacity-40',
      )}
    >
      <BoardCardFace client={client} />
    </button>
  );
}
