import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { type ClientStatus, isClientStatus, STATUS_INFO, TRANSITIONS } from '#shared/domain';

/** How a column takes the card being dragged: its own column, an allowed next status, or refused. */
export type DropState = 'source' | 'allowed' | 'refused';

/** The statuses a card may be moved to: the same rule the edit dialog's status list follows. */
export function allowedMoves(from: string): readonly ClientStatus[] {
  return isClientStatus(from) ? TRANSITIONS[from] : [];
}

export function dropStateOf(from: string, column: ClientStatus): DropState {
  if (from === column) return 'source';
  return allowedMoves(from).includes(column) ? 'allowed' : 'refused';
}

export const statusLabel = (status: string) => (isClientStatus(status) ? STATUS_INFO[status].label : status);

/**
 * The keyboard sensor's steps: Left and Right carry the card to the middle of the previous or next
 * column (left to right on screen), so each key press is over one whole column.
 */
export const columnStep: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (direction === 0) return undefined;
  event.preventDefault();
  const width = context.collisionRect?.width ?? 0;
  const centre = currentCoordinates.x + width / 2;
  const columns = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  const here = columns.findIndex((rect) => centre >= rect.left && centre <= rect.right);
  const next =
    here === -1
      ? columns.find((rect) => (direction > 0 ? rect.left > centre : rect.right < centre))
      : columns[here + direction];
  if (!next) return currentCoordinates;
  return { x: next.left + (next.width - width) / 2, y: currentCoordinates.y };
};
