import { useCallback, useMemo, useState } from 'react';

/**
 * The clients a bulk action is for: rows ticked one by one (kept across pages), or every client
 * matching the list's filters. `scope` names the filters; when it changes, the selection is
 * cleared, so "all matching" never silently means other clients than the admin saw.
 */
export type Selection = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'all' };

export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; selection: Selection }>({
    scope,
    selection: { kind: 'ids', ids: new Set() },
  });
  const selection: Selection = state.scope === scope ? state.selection : { kind: 'ids', ids: new Set() };
  const set = useCallback((next: Selection) => setState({ scope, selection: next }), [scope]);

  return useMemo(() => {
    const ids = selection.kind === 'ids' ? selection.ids : new Set<string>();
    const isSelected = (id: string) => selection.kind === 'all' || ids.has(id);
    const toggle = (id: string) => {
      const next = new Set(ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      set({ kind: 'ids', ids: next });
    };
    const setMany = (pageIds: string[], on: boolean) => {
      const next = new Set(ids);
      for (const id of pageIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      set({ kind: 'ids', ids: next });
    };
    return {
      selection,
      isSelected,
      toggle,
      setMany,
      selectAllMatching: () => set({ kind: 'all' }),
      clear: () => set({ kind: 'ids', ids: new Set() }),
    };
  }, [selection, set]);
}

export type SelectionControls = ReturnType<typeof useSelection>;
