import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useState } from 'react';
import { CLIENT_STATUSES, type ClientStatus, isClientStatus, MESSAGES, STATUS_INFO } from '#shared/domain';
import type { BoardColumn as Column } from '#shared/schemas/board';
import type { Client } from '#shared/schemas/clients';
import { NativeSelect } from '#web/components/ui/native-select';
import { toast } from '#web/components/ui/use-toast';
import { type AgentOption, ClientEditDialog } from '#web/features/clients';
import type { BoardFilters } from '../api/query-keys';
import { BoardCardFace, CARD_HEIGHT } from './board-card';
import { BoardColumn, columnDomId } from './board-column';
import { allowedMoves, columnStep, dropStateOf, statusLabel } from './move-rules';
import { MoveToDialog } from './move-to-dialog';

type Props = {
  /** The server's columns (any it leaves out show as empty). */
  columns: readonly Column[];
  filters: BoardFilters;
  mode: 'agent' | 'admin';
  /** Admin mode: the owners the client dialog offers. */
  agents?: readonly AgentOption[];
};

const clientOf = (data: unknown): Client | null =>
  data && typeof data === 'object' && 'client' in data ? (data.client as Client) : null;

const INSTRUCTIONS =
  'Up and Down go from card to card in a column, Left and Right from column to column. To move a client, press M for the list of statuses it may go to. Or press Space to pick the card up, Left and Right to carry it between columns, Space to drop it, Escape to put it back.';

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const client = clientOf(active.data.current);
    if (!client) return undefined;
    const allowed = allowedMoves(client.status).map(statusLabel);
    return `Picked up ${client.name}. It may go to ${allowed.length > 0 ? allowed.join(', ') : 'no other status'}.`;
  },
  onDragOver: ({ active, over }) => {
    const client = clientOf(active.data.current);
    if (!client || !over || !isClientStatus(over.id)) return undefined;
    const state = dropStateOf(client.status, over.id);
    return `Over ${statusLabel(over.id)}${state === 'refused' ? ', not allowed' : state === 'source' ? ', its own column' : ''}.`;
  },
  onDragEnd: ({ active, over }) => {
    const client = clientOf(active.data.current);
    if (!client || !over || !isClientStatus(over.id)) return 'Put back.';
    return dropStateOf(client.status, over.id) === 'allowed'
      ? `Dropped on ${statusLabel(over.id)}: confirm the move in the dialog.`
      : `Not moved: ${client.name} stays in ${statusLabel(client.status)}.`;
  },
  onDragCancel: () => 'Put back.',
};

/**
 * The pipeline board (issue 16): a column per status in pipeline order, cards dragged only to the
 * statuses allowed next. A drop opens the client dialog with that status chosen, so the move is
 * confirmed and checked exactly as an edit is; the card changes column once the server saved it.
 */
export function Board({ columns, filters, mode, agents }: Props) {
  const [dragging, setDragging] = useState<Client | null>(null);
  const [moving, setMoving] = useState<{ client: Client; to?: ClientStatus } | null>(null);
  const [choosing, setChoosing] = useState<Client | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A long press picks a card up, so a swipe still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    // The board scrolls at once to the next column, so the card is over it as soon as the key is up.
    useSensor(KeyboardSensor, { coordinateGetter: columnStep, scrollBehavior: 'auto' }),
  );

  const onDragStart = ({ active }: DragStartEvent) => setDragging(clientOf(active.data.current));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const client = clientOf(active.data.current);
    if (!client || !over || !isClientStatus(over.id)) return;
    const state = dropStateOf(client.status, over.id);
    if (state === 'source') return;
    if (state === 'refused') {
      toast({
        title: MESSAGES.invalidStatusChange.title,
        description: `${statusLabel(client.status)} cannot move to ${statusLabel(over.id)}.`,
        variant: 'destructive',
      });
      return;
    }
    setMoving({ client, to: over.id });
  };

  const jumpTo = (status: string) =>
    document
      .getElementById(columnDomId(status as ClientStatus))
      ?.scrollIntoView({ inline: 'start', block: 'nearest' });

  const byStatus = new Map(columns.map((c) => [c.status, c]));
  const ordered = CLIENT_STATUSES.map((status) => byStatus.get(status) ?? { status, count: 0, amount: 0 });

  return (
    <>
      <NativeSelect
        className="sm:hidden"
        aria-label="Show column"
        value=""
        onValueChange={jumpTo}
        options={[
          { value: '', label: 'Jump to a column…' },
          ...ordered.map((c) => ({
            value: c.status,
            label: `${STATUS_INFO[c.status].label} (${c.count.toLocaleString()})`,
          })),
        ]}
      />
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        // The board scrolls sideways only with the pointer close to its edge, so a column near the
        // edge can be dropped on without it sliding away.
        autoScroll={{ threshold: { x: 0.08, y: 0.15 } }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      >
        <div
          className="flex h-[calc(100dvh-13rem)] min-h-[26rem] snap-x snap-mandatory gap-3 overflow-x-auto pb-2 sm:snap-none"
          data-testid="board"
        >
          {ordered.map((column) => (
            <BoardColumn
              key={column.status}
              column={column}
              filters={filters}
              dropState={dragging ? dropStateOf(dragging.status, column.status) : null}
              onOpen={(client) => setMoving({ client })}
              onMoveMenu={setChoosing}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <div style={{ height: CARD_HEIGHT }}>
              <BoardCardFace client={dragging} lifted />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      {choosing ? (
        <MoveToDialog
          client={choosing}
          onClose={() => setChoosing(null)}
          onChoose={(to) => {
            setChoosing(null);
            setMoving({ client: choosing, to });
          }}
        />
      ) : null}
      {moving ? (
        <ClientEditDialog
          client={moving.client}
          mode={mode}
          agents={agents}
          moveTo={moving.to}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </>
  );
}
