const MAX_CACHED_FORMATTERS = 256;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return null;
  }
  // Zone names are case-insensitive, so callers could vary them without end: keep the cache bounded.
  if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
  formatters.set(timeZone, formatter);
  return formatter;
}

/** True for any zone the runtime's Intl accepts ("Europe/London", "UTC", …). */
export function isValidTimeZone(timeZone: string): boolean {
  return formatterFor(timeZone) !== null;
}

/** The calendar day ("2026-11-23") that `date` falls on in `timeZone`; an unknown zone counts as UTC. */
export function calendarDayIn(date: Date, timeZone: string): string {
  const formatter = formatterFor(timeZone) ?? formatterFor('UTC');
  if (!formatter) return date.toISOString().slice(0, 10);
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
