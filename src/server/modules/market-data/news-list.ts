import type { NewsItem } from '#shared/schemas/market-data';

function timeOf(item: NewsItem): number | null {
  return item.date === null ? null : Date.parse(item.date);
}

/** Newest first; undated items keep their feed order after the dated ones. */
export function sortNewestFirst(items: NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => {
    const ta = timeOf(a);
    const tb = timeOf(b);
    if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
    return tb - ta;
  });
}

/**
 * Several feeds in one list, newest first. Wire stories reappear across feeds under other links or
 * with the same headline, so an item is a duplicate when its link or its headline was already taken.
 */
export function mergeNews(lists: NewsItem[][], limit: number): NewsItem[] {
  const seenLinks = new Set<string>();
  const seenTitles = new Set<string>();
  const merged: NewsItem[] = [];
  for (const item of sortNewestFirst(lists.flat())) {
    const titleKey = item.title.toLowerCase();
    if (seenTitles.has(titleKey) || (item.link !== '' && seenLinks.has(item.link))) continue;
    seenTitles.add(titleKey);
    if (item.link !== '') seenLinks.add(item.link);
    merged.push(item);
    if (merged.length >= limit) break;
  }
  return merged;
}
