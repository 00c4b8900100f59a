/**
 * Stable React keys for feed items, which have no ids: the item's own key, with a counter added
 * when the feed repeats it, so no two rows ever share a key.
 */
export function withUniqueKeys<T>(items: readonly T[], keyOf: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return [count === 0 ? base : `${base}#${count}`, item];
  });
}
