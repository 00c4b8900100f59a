import { useCallback, useMemo, useState } from 'react';

/**
 * The clients a bulk action is for: rows ticked one by one (kept across pages), or every client
 * matching the list's filters. `scope` names the filters; when it changes, the selection is
 * cleared, so "all matching" never silently means other clients than the admin saw.
 */
export type Selection = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'all' };

const NONE: Selection = { kind: 'ids', ids: new Set() };

/**
 * A row's box clicked. Unticking one row of "all matching" keeps the rest of the page ticked and
 * lets go of the clients on other pages, as a mail client does: the bar then counts what is really
 * selected, and the admin can choose "all matching" again. It never narrows to the one row left out.
 */
export function toggled(selection: Selection, id: string, pageIds: readonly string[]): Selection {
  const next = new Set(selection.kind === 'all' ? pageIds : selection.ids);
  if (selection.kind === 'all' || next.has(id)) next.delete(id);
  else next.add(id);
  return { kind: 'ids', ids: next };
}

/** The page's header box clicked: every row of the page on, or off (all of "all matching" off). */
export function pageToggled(selection: Selection, pageIds: readonly string[], on: boolean): Selection {
  if (selection.kind === 'all') return on ? selection : NONE;
  const next = new Set(selection.ids);
  for (const id of pageIds) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return { kind: 'ids', ids: next };
}

export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; selection: Selection }>({ scope, selection: NONE });
  const selection: Selection = state.scope === scope ? state.selection : NONE;
  const set = useCallback((next: Selection) => setState({ scope, selection: next }), [scope]);

  return useMemo(
    () => ({
      selection,
      isSelected: (id: string) => selection.kind === 'all' || selection.ids.has(id),
      toggle: (id: string, pageIds: readonly string[]) => set(toggled(selection, id, pageIds)),
      setMany: (pageIds: readonly string[], on: boolean) => set(pageToggled(selection, pageIds, on)),
      selectAllMatching: () => set({ kind: 'all' }),
      clear: () => set(NONE),
    }),
    [selection, set],
  );
}

export type SelectionControls = ReturnType<typeof useSelection>;
