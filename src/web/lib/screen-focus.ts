import { useEffect, useRef } from 'react';
import { useMatches, useNavigationType } from 'react-router';

/**
 * Marks the heading a screen's own content starts with, where its `<main>` holds no `<h1>`: the
 * admin screens that share the dashboard's header ("Admin Dashboard") and tabs.
 */
export const SCREEN_HEADING = { 'data-screen-heading': '' } as const;

/** The screen's own region: its `<main>`. */
function screenMain(): HTMLElement | null {
  return document.querySelector('main');
}

/** Where the screen's own content starts, past its header and section tabs: its heading there. */
function contentHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main [data-screen-heading], main h1');
}

/** Where "Skip to main content" leads: the content's heading, else the region itself. */
export function contentStart(): HTMLElement | null {
  return contentHeading() ?? screenMain();
}

/** Where a new screen starts for the keyboard: the heading naming it (a dashboard's is in its header). */
function screenStart(): HTMLElement | null {
  return contentHeading() ?? document.querySelector<HTMLElement>('h1') ?? screenMain();
}

/**
 * Puts the keyboard (and a screen reader's reading point) on an element that is not a control,
 * without scrolling: a heading or a region, which get `tabIndex=-1` to accept it.
 */
export function focusRegion(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** Nobody has put focus anywhere yet: the control that led here went with the old screen. */
const focusIsFree = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/** How long a screen still loading its data may take to show its heading. */
const WAIT_FRAMES = 120;

/**
 * After an in-app move to another screen, the keyboard starts at the new screen's heading, as it
 * would after a page load, and a screen reader reads where it arrived; without this, focus stays
 * on a link of the old screen or falls to the page's body. A screen is a route: a change of the
 * URL's parameters within one (the import's steps, a list's filters) moves nothing. A page load or
 * reload is left to the browser. Focus that something else placed meanwhile (the screen's own
 * first box, a dialog, the person's Tab) is left where it is.
 */
export function useScreenFocus() {
  const screen = useMatches().at(-1)?.id;
  // Read when the frame appears, not followed: only a new screen moves focus.
  const arrival = useRef(useNavigationType());
  const shown = useRef(false);
  useEffect(() => {
    const first = !shown.current;
    shown.current = true;
    // The frame's first screen after a page load (a "POP" with nothing before it in this frame).
    if (!screen || (first && arrival.current === 'POP')) return;
    // From the next frame (after a dialog that led here, the command palette, has let go), until
    // the heading is drawn: a screen may show its loading state first.
    let frame = 0;
    let waited = 0;
    const attempt = () => {
      if (!focusIsFree()) return;
      const start = screenStart();
      if (start) focusRegion(start);
      else if (++waited < WAIT_FRAMES) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [screen]);
}
