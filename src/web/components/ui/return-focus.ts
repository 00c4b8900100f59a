import { useRef } from 'react';

/**
 * Radix gives focus back to a `Dialog.Trigger` on close; our dialogs open from state, so without
 * this focus falls to the page body. The element focused when the dialog opened gets it back,
 * however the dialog closes (Escape, Cancel, Close, a save), if it is still on the page.
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
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
