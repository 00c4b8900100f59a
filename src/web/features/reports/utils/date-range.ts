/** The period a report page covers: presets and day arithmetic on `YYYY-MM-DD` calendar days. */
import { REPORT_MAX_DAYS, REPORT_RANGE_REFUSALS } from '#shared/domain/reports';

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return toDay(dayMs(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
}

/** Why the server would refuse the period, so the page says it without asking; none when it is fine. */
export function rangeProblem({ from, to }: DayRange): string | undefined {
  if (from > to) return REPORT_RANGE_REFUSALS.reversed;
  if (daysInRange(from, to) > REPORT_MAX_DAYS) return REPORT_RANGE_REFUSALS.tooLong;
  return undefined;
}

/** The Monday of every week the period touches, oldest first (weeks start on Monday). */
export function weekStarts(from: string, to: string): string[] {
  const weekday = new Date(dayMs(from)).getUTCDay();
  const weeks: string[] = [];
  for (let week = addDays(from, -((weekday + 6) % 7)); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

export const REPORT_PRESETS = [
  { id: 'last-7', label: 'Last 7 days' },
  { id: 'last-30', label: 'Last 30 days' },
  { id: 'last-90', label: 'Last 90 days' },
  { id: 'this-month', label: 'This month' },
  { id: 'last-12-months', label: 'Last 12 months' },
] as const;
export type ReportPresetId = (typeof REPORT_PRESETS)[number]['id'];

export type DayRange = { from: string; to: string };

/** The preset's days, ending with `today` (the organisation's calendar day). */
export function presetRange(id: ReportPresetId, today: string): DayRange {
  switch (id) {
    case 'last-7':
      return { from: addDays(today, -6), to: today };
    case 'last-30':
      return { from: addDays(today, -29), to: today };
    case 'last-90':
      return { from: addDays(today, -89), to: today };
    case 'this-month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last-12-months': {
      // The day after the same date a year ago: 365 or 366 days, within the longest report.
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      const yearAgo = new Date(Date.UTC(year - 1, month - 1, day));
      // 29 February a year back rolls to 1 March, which is already the day after.
      const sameDay = yearAgo.getUTCMonth() === month - 1;
      return { from: sameDay ? addDays(toDay(yearAgo.getTime()), 1) : toDay(yearAgo.getTime()), to: today };
    }
  }
}

/** The preset the range equals on `today`, if any. */
export function matchingPreset(range: DayRange, today: string): ReportPresetId | undefined {
  return REPORT_PRESETS.find(({ id }) => {
    const preset = presetRange(id, today);
    return preset.from === range.from && preset.to === range.to;
  })?.id;
}

/** The range shown when the address names none. */
export const DEFAULT_PRESET: ReportPresetId = 'last-30';
