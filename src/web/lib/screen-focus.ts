import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';

/** The screen's own region: its `<main>`, the first one when a frame nests another. */
export function screenMain(): HTMLElement | null {
  return document.querySelector('main');
}

/**
 * Puts the keyboard (and a screen reader's reading point) on an element that is not a control,
 * without scrolling: a heading or the screen's region, which get `tabIndex=-1` to accept it.
 */
export function focusRegion(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** Where a screen starts for the keyboard: its heading (a dashboard's is in its header), else its region. */
export function screenStart(): HTMLElement | null {
  return document.querySelector<HTMLElement>('h1') ?? screenMain();
}

/**
 * Focus the new screen placed itself (a form's first box, a step's opening words), or focus inside
 * a dialog, which decides where focus goes when it closes, stays where it is.
 */
const placedOnPurpose = (element: Element | null) =>
  !!element?.closest(
    'input, textarea, select, [contenteditable], [tabindex="-1"], [role="dialog"], [role="alertdialog"]',
  );

/**
 * After an in-app move to another screen, the keyboard starts at the new screen's heading, as it
 * would after a page load, and a screen reader reads where it arrived; without this, focus stays
 * on a link of the old screen or falls to the page's body. A screen is a route: a change of the
 * URL's parameters within one (the import's steps, a list's filters) moves nothing. The first
 * screen of a visit is left to the browser.
 */
export function useScreenFocus() {
  const screen = useMatches().at(-1)?.id;
  // React Router names the visit's first history entry "default". Read, not followed: only a new
  // screen moves focus, not each history entry of the same one.
  const firstEntry = useRef(false);
  firstEntry.current = useLocation().key === 'default';
  useEffect(() => {
    if (!screen || firstEntry.current) return;
    // After the frame has drawn, and after a dialog that led here (the command palette) has let go.
    const frame = requestAnimationFrame(() => {
      if (placedOnPurpose(document.activeElement)) return;
      const start = screenStart();
      if (start) focusRegion(start);
    });
    return () => cancelAnimationFrame(frame);
  }, [screen]);
}
