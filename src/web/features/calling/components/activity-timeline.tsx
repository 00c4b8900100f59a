import { MessageSquare, Phone, Tag } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { isClientStatus, STATUS_INFO } from '#shared/domain';
import type { ActivityEntry } from '#shared/schemas/activity';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/api';
import { formatDateTime } from '#web/lib/format';
import { useClientActivity } from '../api/get-client-activity';
import { outcomeLabel } from './outcome-label';

/** "4 min 05 s", "45 s": a call's length as people say it. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${String(rest).padStart(2, '0')} s`;
}

type EntryRowProps = { entry: ActivityEntry; icon: ReactNode; children: ReactNode };

/** One entry: its icon, what happened, and when and by whom. */
function EntryRow({ entry, icon, children }: EntryRowProps) {
  return (
    <li className="flex gap-2" data-kind={entry.kind}>
      {icon}
      <div className="min-w-0">
        {children}
        <p className="text-xs text-muted-foreground">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          {entry.by ? ` · ${entry.by}` : ''}
        </p>
      </div>
    </li>
  );
}

const ICON = 'mt-0.5 size-4 shrink-0';

/**
 * A note's text, cut at five lines with More to read the rest: a long note no longer fills the
 * card, nor hides below the fold of a scrolling list with nothing to say it goes on.
 */
function NoteText({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the text changes
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !open) setCut(el.scrollHeight > el.clientHeight + 1);
  }, [text, open]);
  return (
    <>
      <p ref={ref} className={`whitespace-pre-wrap wrap-anywhere ${open ? '' : 'line-clamp-5'}`}>
        {text}
      </p>
      {cut ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0 py-0.5"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Less' : 'More'}
        </Button>
      ) : null}
    </>
  );
}

function EntryLine({ entry }: { entry: ActivityEntry }) {
  if (entry.kind === 'call') {
    return (
      <EntryRow entry={entry} icon={<Phone className={`${ICON} text-brand-600`} aria-hidden />}>
        <p>
          <span className="font-medium">Call: {outcomeLabel(entry.outcome)}</span>
          {entry.durationSeconds > 0 ? ` · ${formatDuration(entry.durationSeconds)}` : ''}
        </p>
        {entry.note ? <NoteText text={entry.note} /> : null}
      </EntryRow>
    );
  }
  if (entry.kind === 'note') {
    return (
      <EntryRow entry={entry} icon={<MessageSquare className={`${ICON} text-faint`} aria-hidden />}>
        <NoteText text={entry.text} />
      </EntryRow>
    );
  }
  return (
    <EntryRow entry={entry} icon={<Tag className={`${ICON} text-faint`} aria-hidden />}>
      <p>Status: {isClientStatus(entry.status) ? STATUS_INFO[entry.status].label : entry.status}</p>
    </EntryRow>
  );
}

type Props = {
  clientId: string;
  /** The latest few entries the client arrived with. */
  preview: readonly ActivityEntry[];
  /** How many entries there are in all, when known; Show all appears only when there are more. */
  total?: number;
};

/**
 * Calls, notes and status changes, newest first (issue 14). A card carries only the latest few;
 * Show all loads the whole timeline from the server a page at a time.
 */
export function ActivityTimeline({ clientId, preview, total }: Props) {
  const [all, setAll] = useState(false);
  const full = useClientActivity(clientId, all);
  const entries = all && full.data ? full.data.pages.flatMap((p) => p.items) : preview;
  const more = total === undefined ? preview.length > 0 : total > preview.length;
  if (preview.length === 0) return null;

  return (
    <div className="grid gap-2 text-sm">
      <h3 className="font-semibold text-soft-foreground">Activity</h3>
      {/* The whole timeline scrolls in a box of its own, which the keyboard can reach and scroll. */}
      <ol
        aria-label="Activity"
        className={`grid gap-2 ${all ? 'max-h-72 overflow-y-auto' : ''}`}
        tabIndex={all ? 0 : undefined}
        data-testid="activity-timeline"
      >
        {entries.map((entry) => (
          <EntryLine key={`${entry.kind}-${entry.id}`} entry={entry} />
        ))}
      </ol>
      {full.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(full.error)}
        </p>
      ) : null}
      {!all && more ? (
        <Button variant="link" size="sm" className="justify-self-start px-0" onClick={() => setAll(true)}>
          Show all{total !== undefined ? ` (${total})` : ''}
        </Button>
      ) : null}
      {all && full.isPending ? <p className="text-muted-foreground">Loading the activity...</p> : null}
      {all && full.hasNextPage ? (
        <Button
          variant="link"
          size="sm"
          className="justify-self-start px-0"
          disabled={full.isFetchingNextPage}
          onClick={() => void full.fetchNextPage()}
        >
          {full.isFetchingNextPage ? 'Loading...' : 'Show older'}
        </Button>
      ) : null}
    </div>
  );
}
