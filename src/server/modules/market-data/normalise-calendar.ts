import { calendarDayIn } from '#shared/domain/time-zone';
import type { CalendarEvent, Impact } from '#shared/schemas/market-data';
import { FeedFormatError } from './feed-format-error';
import { collapseWhitespace, truncateText } from './html-to-text';

const MAX_EVENTS = 2000;
const MAX_FIELD_CHARS = 200;

// Impact labels seen in calendar exports, matched case-insensitively: the words, the 3/2/1 scale and the
// red/orange/yellow folder colours. Holiday, Non-Economic and anything unknown become Low: they carry no
// expected market impact, and Low keeps them visible without raising an alarm.
const IMPACTS = new Map<string, Impact>([
  ['high', 'High'],
  ['3', 'High'],
  ['red', 'High'],
  ['medium', 'Medium'],
  ['med', 'Medium'],
  ['moderate', 'Medium'],
  ['2', 'Medium'],
  ['orange', 'Medium'],
  ['low', 'Low'],
  ['1', 'Low'],
  ['yellow', 'Low'],
]);

export function toImpact(value: unknown): Impact {
  const key =
    typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
  return IMPACTS.get(key) ?? 'Low';
}

/** A figure as shown to the user, or null (shown as "N/A") when missing or empty. */
function figure(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = truncateText(collapseWhitespace(String(value)), MAX_FIELD_CHARS);
  return text === '' ? null : text;
}

function toEvent(entry: unknown): CalendarEvent | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const { title, country, date, impact, forecast, previous, actual } = entry as Record<string, unknown>;
  const event = figure(title);
  const time = typeof date === 'string' ? Date.parse(date) : Number.NaN;
  if (event === null || !Number.isFinite(time)) return null;
  return {
    event,
    date: new Date(time).toISOString(),
    country: figure(country) ?? '',
    impact: toImpact(impact),
    actual: figure(actual),
    previous: figure(previous),
    consensus: figure(forecast),
  };
}

/** Every well-formed event of the weekly export, earliest first; malformed entries are skipped. */
export function parseCalendarWeek(json: string): CalendarEvent[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new FeedFormatError('Calendar feed is not valid JSON.');
  }
  if (!Array.isArray(data)) throw new FeedFormatError('Calendar feed is not a JSON array.');
  const events = data
    .slice(0, MAX_EVENTS)
    .map(toEvent)
    .filter((event) => event !== null);
  return events.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** The events that fall on today's date in `timeZone` (an invalid zone counts as UTC). */
export function eventsOnDay(events: CalendarEvent[], opts: { now: Date; timeZone: string }): CalendarEvent[] {
  const today = calendarDayIn(opts.now, opts.timeZone);
  return events.filter((event) => calendarDayIn(new Date(event.date), opts.timeZone) === today);
}

/** Today's events (in `timeZone`) from the weekly calendar JSON, earliest first. */
export function parseCalendar(json: string, opts: { now: Date; timeZone: string }): CalendarEvent[] {
  return eventsOnDay(parseCalendarWeek(json), opts);
}
