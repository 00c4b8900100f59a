import { useRef } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** How many controls on each side of the opener are kept as places to return to. */
const NEIGHBOURS = 20;

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
 * The controls after the opener, nearest first, then those before it: where the keyboard goes if
 * the opener's row is gone when the dialog closes (a deleted client, a card a save moved out of
 * the filtered list), as a list moves on to the next item. Only those in the opener's own part of
 * the page: a notification's close button is no place to land.
 */
function neighboursOf(opener: HTMLElement): HTMLElement[] {
  const scope = opener.closest('main, [role="dialog"], [role="alertdialog"]') ?? document.body;
  const all = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const at = all.indexOf(opener);
  if (at < 0) return [];
  return [
    ...all.slice(at + 1, at + 1 + NEIGHBOURS),
    ...all.slice(Math.max(0, at - NEIGHBOURS), at).reverse(),
  ];
}

/** On the page, drawn and usable now. */
function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && element.getClientRects().length > 0 && !element.matches(':disabled');
}

/**
 * Radix gives focus back to a `Dialog.Trigger` on close; our dialogs open from state, so without
 * this focus falls to the page body. The element focused when the dialog opened gets it back,
 * however the dialog closes (Escape, Cancel, Close, a save), if it is still on the page; else the
 * element drawn for the same client in its place; else the nearest control that was beside it.
 */
export function useReturnFocus() {
  const opener = useRef<{ element: HTMLElement; neighbours: HTMLElement[] } | null>(null);
  return {
    onOpenAutoFocus: () => {
      const element = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      opener.current =
        element && element !== document.body ? { element, neighbours: neighboursOf(element) } : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const from = opener.current;
      opener.current = null;
      if (!from) return;
      const back = from.element.isConnected
        ? from.element
        : (sameClientElsewhere(from.element) ?? from.neighbours.find(canTakeFocus));
      if (!back) return;
      event.preventDefault();
      back.focus();
    },
  };
}
