import { CalendarDays } from 'lucide-react';
import type { CalendarEvent } from '#shared/schemas/market-data';
import { Loading } from '#web/components/ui/loading';
import { figureOrNotAvailable, formatEventTime } from '../format';
import { withUniqueKeys } from '../unique-keys';
import { ImpactBadge } from './impact-badge';
import { MarketPanel, PanelMessage } from './market-panel';
import type { PanelState } from './panel-state';

export const CALENDAR_TITLE = 'Economic Calendar (Today)';
export const CALENDAR_EMPTY = 'No economic events scheduled for today.';

type Props = { state: PanelState; events: readonly CalendarEvent[]; timeZone: string };

export function CalendarPanel({ state, events, timeZone }: Props) {
  return (
    <MarketPanel
      title={CALENDAR_TITLE}
      icon={CalendarDays}
      count={state === 'ready' ? events.length : undefined}
    >
      {state === 'loading' ? <Loading label="Loading economic calendar..." /> : null}
      {state === 'offline' ? (
        <PanelMessage>You are offline. The calendar loads when you reconnect.</PanelMessage>
      ) : null}
      {state === 'ready' && events.length === 0 ? <PanelMessage>{CALENDAR_EMPTY}</PanelMessage> : null}
      {state === 'ready' && events.length > 0 ? (
        <ul className="divide-y divide-border">
          {withUniqueKeys(events, (event) => `${event.date}|${event.country}|${event.event}`).map(
            ([key, event]) => (
              <li key={key} className="grid gap-2.5 px-4 py-3">
                <CalendarRow event={event} timeZone={timeZone} />
              </li>
            ),
          )}
        </ul>
      ) : null}
    </MarketPanel>
  );
}

function CalendarRow({ event, timeZone }: { event: CalendarEvent; timeZone: string }) {
  const time = formatEventTime(event.date, timeZone);
  const figures = [
    ['Actual', event.actual],
    ['Previous', event.previous],
    ['Consensus', event.consensus],
  ] as const;
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-medium leading-snug break-words text-foreground">{event.event}</h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            {time ? <time dateTime={event.date}>{time}</time> : null}
            {event.country ? (
              <span className="rounded bg-muted px-1.5 py-0.5 font-medium text-soft-foreground">
                {event.country}
              </span>
            ) : null}
          </p>
        </div>
        <ImpactBadge impact={event.impact} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        {figures.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-md bg-subtle px-2 py-1.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="truncate font-medium text-foreground">{figureOrNotAvailable(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
