export const KB_ROOT = '/knowledge-base';

/** What the build knows about each content page, from its file name and front matter. */
export type KbPageMeta = {
  /** Path under content/knowledge-base without `.md`, e.g. `training/mock-calls`. */
  slug: string;
  path: string;
  title: string;
  description: string;
  /** Training pages only: the day or days of the 15-day program, e.g. `11-12`. */
  day: string | null;
};

/** The article cards of the index, in the order of spec §2 Knowledge base. */
export const ARTICLE_CARD_SLUGS = [
  'client-script',
  'vps-info',
  'training',
  'panel-guide',
  'market-news',
  'executive-protocols',
] as const;

export const ROADMAP_SLUG = 'training';
export const MARKET_NEWS_SLUG = 'market-news';

export function kbPath(slug: string): string {
  return slug === '' ? KB_ROOT : `${KB_ROOT}/${slug}`;
}

/** `training/mock-calls.md` (or with Windows separators) → `training/mock-calls`; null if not Markdown. */
export function slugFromContentPath(relativePath: string): string | null {
  const normalised = relativePath.replaceAll('\\', '/').replace(/^\.?\//, '');
  return normalised.endsWith('.md') ? normalised.slice(0, -'.md'.length) : null;
}

/** First day of a `day` value (`11-12` → 11), for ordering; unreadable values sort last. */
export function firstDay(day: string): number {
  const value = Number.parseInt(day, 10);
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

export function dayLabel(day: string): string {
  return `Day ${day}`;
}

/** "Days 2-3: learn the script" → "Learn the script": the card already shows the day. */
export function withoutDayPrefix(description: string): string {
  const rest = description.replace(/^Days?\s+[\d-]+:\s*/i, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The roadmap's cards: every page with a `day`, in day order. */
export function trainingDays(pages: readonly KbPageMeta[]): KbPageMeta[] {
  return pages
    .filter((page): page is KbPageMeta & { day: string } => page.day !== null)
    .sort((a, b) => firstDay(a.day) - firstDay(b.day));
}

export function articleCards(pages: readonly KbPageMeta[]): KbPageMeta[] {
  return ARTICLE_CARD_SLUGS.flatMap((slug) => pages.find((page) => page.slug === slug) ?? []);
}

/** The page a breadcrumb goes up to: training pages sit under the roadmap, others under the index. */
export function parentSlug(slug: string): string | null {
  if (slug === '') return null;
  return slug.startsWith(`${ROADMAP_SLUG}/`) ? ROADMAP_SLUG : '';
}
