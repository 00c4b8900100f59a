import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submission at a time. A second click can arrive before the button re-renders as
 * disabled, so the guard is a ref, not state; `pending` drives the disabled button and its label.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
