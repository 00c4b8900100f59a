import { NEWS_PREVIEW_LENGTH } from '#shared/domain';

export const NOT_AVAILABLE = 'N/A';

/** The first `max` characters of a news text plus '...', only when it was cut (spec §9: 150). */
export function previewText(text: string, max = NEWS_PREVIEW_LENGTH): string {
  // Code points, so an emoji or other astral character is never split in half.
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** A calendar figure, or 'N/A' when the feed has none yet. */
export function figureOrNotAvailable(value: string | null): string {
  return value === null || value.trim() === '' ? NOT_AVAILABLE : value;
}

/** Feed links become links only when they are absolute http(s) URLs (DESIGN §7). */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function format(iso: string, options: Intl.DateTimeFormatOptions, timeZone: string, locale?: string) {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(time);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(time);
  }
}

/** An event's time of day in the viewer's zone, e.g. "8:30 AM"; null for an unreadable date. */
export function formatEventTime(iso: string, timeZone: string, locale?: string): string | null {
  return format(iso, { hour: 'numeric', minute: '2-digit' }, timeZone, locale);
}

/** A news item's date and time in the viewer's zone, e.g. "Nov 23, 2026, 9:12 AM". */
export function formatNewsDate(iso: string, timeZone: string, locale?: string): string | null {
  return format(iso, { dateStyle: 'medium', timeStyle: 'short' }, timeZone, locale);
}
