import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the keyboard's focus when it first appears: for the words that open a
 * step the person has just asked for, so the keyboard (and a screen reader) starts there and not
 * at the top of the page. The element needs `tabIndex={-1}` unless it can take focus already.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
