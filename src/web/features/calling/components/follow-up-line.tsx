import { CalendarClock } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { formatDateTime } from '#web/lib/format';

/** Whether a follow-up time has passed. */
export function isOverdue(nextFollowUpAt: string | null, now = Date.now()): boolean {
  return nextFollowUpAt !== null && new Date(nextFollowUpAt).getTime() < now;
}

/** The next follow-up in the viewer's time zone; a passed one is red and says "Overdue" in words. */
export function FollowUpLine({ nextFollowUpAt }: { nextFollowUpAt: string | null }) {
  if (!nextFollowUpAt) return null;
  const overdue = isOverdue(nextFollowUpAt);
  return (
    <p
      className={cn(
        'flex items-center gap-2 text-sm',
        overdue ? 'font-medium text-danger' : 'text-soft-foreground',
      )}
      data-testid="follow-up"
    >
      <CalendarClock className="size-4 shrink-0" aria-hidden />
      <span>
        {overdue ? 'Overdue follow-up: ' : 'Follow-up: '}
        <time dateTime={nextFollowUpAt}>{formatDateTime(nextFollowUpAt)}</time>
      </span>
    </p>
  );
}

/** "Idle N days" when the client has waited longer than its status allows (issue 14). */
export function IdleMarker({ idleDays }: { idleDays: number | null }) {
  if (idleDays === null) return null;
  return (
    <span
      className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
      data-testid="idle-marker"
    >
      Idle {idleDays} {idleDays === 1 ? 'day' : 'days'}
    </span>
  );
}
