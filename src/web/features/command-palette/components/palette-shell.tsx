import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The frame of every signed-in screen: the screen, plus the command palette on Ctrl/Cmd-K. The
 * palette's code (cmdk) is fetched when the browser is idle or at the first press, never on sign-in.
 */
export function PaletteShell() {
  const [open, setOpen] = useState(false);
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
      <Outlet />
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
