import { useRef } from 'react';

/**
 * An opener drawn again since (a board card that the save moved to another column is a new
 * element): the element that now stands for the same client, if it is on the page.
 */
function sameClientElsewhere(opener: HTMLElement): HTMLElement | null {
  const id = opener.dataset.clientId;
  if (!id) return null;
  return document.querySelector<HTMLElement>(`[data-client-id="${CSS.escape(id)}"]`);
}

/**
 * Radix gives focus back to a `Dialog.Trigger` on close; our dialogs open from state, so without
 * this focus falls to the page body. The element focused when the dialog opened gets it back,
 * however the dialog closes (Escape, Cancel, Close, a save), if it is still on the page, or the
 * element drawn for the same client in its place.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      const back = target?.isConnected ? target : target && sameClientElsewhere(target);
      if (!back) return;
      event.preventDefault();
      back.focus();
    },
  };
}
