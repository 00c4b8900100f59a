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

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day ("2026-11-23") starts in `timeZone`, and the next day's start: the
 * day's bounds as UTC instants, so a query compares stored timestamps to them and keeps its index.
 * Twice the offset lookup, so a day that starts next to a daylight-saving change still lands on it.
 */
export function dayBoundsIn(day: string, timeZone: string): { start: Date; end: Date } {
  const [y, m, d] = day.split('-').map(Number);
  const startOf = (date: number) => {
    const first = date - offsetAt(date, timeZone);
    return new Date(date - offsetAt(first, timeZone));
  };
  const midnight = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  return { start: startOf(midnight), end: startOf(midnight + 86_400_000) };
}

/** `day` ("2026-11-23") moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
