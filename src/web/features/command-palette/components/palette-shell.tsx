import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '#web/components/ui/skip-link';
import { useScreenFocus } from '#web/lib/screen-focus';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The frame of every signed-in screen: a way past its header for the keyboard, the screen, plus the
 * command palette on Ctrl/Cmd-K. The palette's code (cmdk) is fetched when the browser is idle or
 * at the first press, never on sign-in. Moving to another screen puts the keyboard at its heading.
 */
export function PaletteShell() {
  const [open, setOpen] = useState(false);
  useScreenFocus();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKeyDown);
    const idle = window.requestIdleCallback?.(() => void loadPalette());
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return (
    <>
      <SkipLink />
      <Outlet />
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
