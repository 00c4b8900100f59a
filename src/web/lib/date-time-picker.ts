/**
 * Follow-up times are stored as instants and shown in the viewer's time zone; the picker
 * (`<input type="datetime-local">`) reads and writes local wall-clock text, `YYYY-MM-DDTHH:mm`.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The picker's text for an instant, in the viewer's time zone. */
export function toPickerValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant the picker's text names, as ISO; null for blank or unreadable text. */
export function fromPickerValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** `now` plus `minutes`, rounded up to the next whole minute so the picker shows it exactly. */
export function minutesFrom(now: Date, minutes: number): Date {
  const at = new Date(now.getTime() + minutes * 60_000);
  if (at.getSeconds() > 0 || at.getMilliseconds() > 0) at.setMinutes(at.getMinutes() + 1, 0, 0);
  return at;
}

/**
 * Whether a newly chosen follow-up lies before now, with five minutes' grace for the time it takes
 * to save; a slip of the date, mostly (`MESSAGES.pastFollowUp`). A stored one that has since passed is not refused.
 */
export function isPastFollowUp(iso: string, now = Date.now()): boolean {
  return Date.parse(iso) < now - 5 * 60_000;
}
