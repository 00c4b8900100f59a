import { ExternalLink, Newspaper } from 'lucide-react';
import type { NewsItem } from '#shared/schemas/market-data';
import { Loading } from '#web/components/ui/loading';
import { formatNewsDate, isHttpUrl, previewText } from '../format';
import { withUniqueKeys } from '../unique-keys';
import { MarketPanel, PanelMessage } from './market-panel';
import type { PanelState } from './panel-state';

export const NEWS_TITLE = 'Latest Market News';
export const NEWS_EMPTY = 'No news available at the moment.';

type Props = { state: PanelState; items: readonly NewsItem[]; timeZone: string };

export function NewsPanel({ state, items, timeZone }: Props) {
  return (
    <MarketPanel title={NEWS_TITLE} icon={Newspaper} count={state === 'ready' ? items.length : undefined}>
      {state === 'loading' ? <Loading label="Loading news..." /> : null}
      {state === 'offline' ? (
        <PanelMessage>You are offline. The news loads when you reconnect.</PanelMessage>
      ) : null}
      {state === 'ready' && items.length === 0 ? <PanelMessage>{NEWS_EMPTY}</PanelMessage> : null}
      {state === 'ready' && items.length > 0 ? (
        <ul className="divide-y divide-border">
          {withUniqueKeys(items, (item) => `${item.link}|${item.title}`).map(([key, item]) => (
            <li key={key} className="grid gap-1.5 px-4 py-3">
              <NewsRow item={item} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      ) : null}
    </MarketPanel>
  );
}

// Feed text is untrusted (DESIGN §7): it is only ever rendered as React text, and a link is made
// only from an absolute http(s) URL, opened without access to this window.
function NewsRow({ item, timeZone }: { item: NewsItem; timeZone: string }) {
  const date = item.date ? formatNewsDate(item.date, timeZone) : null;
  return (
    <>
      <h3 className="font-medium leading-snug break-words text-foreground">
        {isHttpUrl(item.link) ? (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="text-link underline-offset-2 hover:underline"
          >
            {item.title}
            <ExternalLink className="ml-1 inline size-3.5 align-[-0.125em]" aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          item.title
        )}
      </h3>
      {item.text ? (
        <p className="text-sm leading-6 break-words text-muted-foreground">{previewText(item.text)}</p>
      ) : null}
      {date && item.date ? (
        <p className="text-xs text-muted-foreground">
          <time dateTime={item.date}>{date}</time>
        </p>
      ) : null}
    </>
  );
}
