import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box bound to a URL parameter: typing updates the URL once it settles (debounced), and
 * a URL change from outside (back button, tile click) updates the box. Only a new debounced
 * value is pushed, so going back is never undone.
 */
export function useSearchBox(
  fromUrl: string,
  pushToUrl: (value: string) => void,
): [string, (value: string) => void] {
  const [text, setText] = useState(fromUrl);
  const debounced = useDebouncedValue(text.trim(), 300);
  const pushed = useRef(debounced);
  useEffect(() => setText(fromUrl), [fromUrl]);
  useEffect(() => {
    if (debounced === pushed.current) return;
    pushed.current = debounced;
    if (debounced !== fromUrl) pushToUrl(debounced);
  }, [debounced, fromUrl, pushToUrl]);
  return [text, setText];
}
